import type { Db } from '../db/connection.js';
import type { DeviceRow } from '../db/repositories/devices.js';
import { punchRepository, type PunchRow } from '../db/repositories/punches.js';
import type { ChallengeAction } from '@reloj/contract/attendance';
import { AppError, challengeRequired } from '../errors.js';
import type { FaceMatch, Identification } from '../face/outcome.js';
import type { Clock } from '../lib/clock.js';
import { workingDay } from '../lib/workingDay.js';
import type { Logger } from '../logger.js';
import { faceError } from './faceOutcomes.js';
import type { KioskEstado, StatusPunch } from './kioskStatus.js';
import { punchedAttempt, refusedAttempt, type AttemptInput } from './reconocimiento.js';

/** What the kiosk sent: one photo, a burst, or the frames answering a challenge. */
export type KioskFrames = { image: string } | { images: string[]; reto?: string };

/** Who is in the kiosk's frames (services/faces.ts, or a stand-in in tests). */
export type Identify = (frames: KioskFrames, deviceId: number) => Promise<Identification>;

/** What the kiosk shows, large, when it must see the person turn the head (the preview is a mirror: their left is on the left). */
const CHALLENGE_INSTRUCTIONS: Record<ChallengeAction, string> = {
  girar_izquierda: 'Gira la cabeza hacia tu izquierda',
  girar_derecha: 'Gira la cabeza hacia tu derecha',
};

/** The employee's own status for the kiosk (services/kioskStatus.ts), or null when the rules turn it off. */
export type PunchStatus = (punch: StatusPunch) => KioskEstado | null;

export type PunchResult = {
  id: number;
  employeeId: number;
  nombre: string;
  tipo: 'entrada' | 'salida';
  hora: string;
  sucursal: string | null;
  /** True when this answers a repeated punch (duplicate window or Idempotency-Key) with the stored one. */
  repetida: boolean;
  estado: KioskEstado | null;
};

type Stored = { punch: PunchRow; repetida: boolean };

/**
 * The employee at the kiosk: identify the face, then store one punch. Entrada and salida alternate
 * within a working day (night shifts close the next morning); a second punch inside the duplicate
 * window, or a resent request with the same Idempotency-Key, returns the stored punch instead.
 */
export function createCheckInService(opts: {
  db: Db;
  clock: Clock;
  timeZone: string;
  duplicateWindowSeconds: number;
  identify: Identify;
  status?: PunchStatus;
  /** Logs every identified attempt, punched or refused, for the 'Reconocimiento' report (services/reconocimiento.ts). */
  recordAttempt?: (attempt: AttemptInput) => void;
  /** Called after a new kiosk punch is stored (not a repeated one): a confident match may refresh the employee's templates. */
  onPunch?: (match: FaceMatch, punchId: number) => void;
  logger?: Logger;
}) {
  const { db, clock, timeZone } = opts;
  const punches = punchRepository(db);

  // The punch is stored before this runs: a status that cannot be computed must not turn it into an error.
  const statusOf = (punch: PunchRow): KioskEstado | null => {
    if (!opts.status) return null;
    try {
      return opts.status({ id: punch.id, empleadoId: punch.empleado_id, tipo: punch.tipo, hora: punch.hora, diaLaboral: punch.fecha_local });
    } catch (error) {
      opts.logger?.error({ err: error, checada: punch.id }, 'No se pudo calcular el estado del empleado para el kiosco');
      return null;
    }
  };

  // A report's row: losing one is better than failing the punch it describes.
  const recordAttempt = (attempt: AttemptInput) => {
    try {
      opts.recordAttempt?.(attempt);
    } catch (error) {
      opts.logger?.error({ err: error, resultado: attempt.resultado }, 'No se pudo registrar el intento de reconocimiento');
    }
  };

  // The punch is stored: refreshing a template must never turn it into an error.
  const afterPunch = (match: FaceMatch, punchId: number) => {
    try {
      opts.onPunch?.(match, punchId);
    } catch (error) {
      opts.logger?.error({ err: error, checada: punchId }, 'No se pudo actualizar la plantilla del rostro tras la checada');
    }
  };

  const toResult = ({ punch, repetida }: Stored, device: DeviceRow): PunchResult => {
    const employee = punches.employeeForPunch(punch.empleado_id)!;
    return {
      id: punch.id,
      employeeId: employee.id,
      nombre: employee.nombre,
      tipo: punch.tipo,
      hora: punch.hora,
      sucursal: device.sucursal ?? employee.sucursal,
      repetida,
      estado: statusOf(punch),
    };
  };

  const store = (device: DeviceRow, match: FaceMatch, idempotencyKey: string | undefined): Stored =>
    db.transaction((): Stored => {
      if (idempotencyKey) {
        const resent = punches.findByIdempotencyKey(device.id, idempotencyKey);
        if (resent) return { punch: resent, repetida: true };
      }
      const employee = punches.employeeForPunch(match.employeeId);
      if (!employee || employee.activo !== 1) {
        throw faceError({ reason: 'unknown_face', score: match.score, margin: match.margin, liveness: match.liveness }, 'checkIn');
      }
      const now = clock.now();
      const last = punches.lastOfEmployee(employee.id);
      if (last && now.getTime() - Date.parse(last.hora) < opts.duplicateWindowSeconds * 1000) return { punch: last, repetida: true };
      const day = workingDay(now, employee.hora_entrada, employee.hora_salida, timeZone);
      const tipo = punches.countOnDay(employee.id, day) % 2 === 0 ? 'entrada' : 'salida';
      const id = punches.insert({
        empleadoId: employee.id,
        dispositivoId: device.id,
        tipo,
        hora: now.toISOString(),
        fechaLocal: day,
        matchScore: match.score,
        liveness: match.liveness,
        snapshot: match.crop,
        idempotencyKey: idempotencyKey ?? null,
      });
      return { punch: punches.findById(id)!, repetida: false };
    })();

  return {
    async checkIn(device: DeviceRow, frames: KioskFrames, idempotencyKey?: string): Promise<PunchResult> {
      if (idempotencyKey) {
        const resent = punches.findByIdempotencyKey(device.id, idempotencyKey);
        if (resent) return toResult({ punch: resent, repetida: true }, device);
      }
      const identification = await opts.identify(frames, device.id);
      if (identification.kind === 'challenge') {
        // No punch yet and no attempt logged: the answer to the challenge is the attempt.
        const { reto, accion, expiraEnMs } = identification;
        throw challengeRequired(CHALLENGE_INSTRUCTIONS[accion], { reto, accion, expiraEnMs });
      }
      if (identification.kind === 'no_match') {
        recordAttempt(refusedAttempt(device.id, identification.outcome)); // no punch is stored
        throw faceError(identification.outcome, 'checkIn');
      }
      try {
        const stored = store(device, identification, idempotencyKey);
        const result = toResult(stored, device);
        recordAttempt(punchedAttempt(device.id, identification)); // a press inside the duplicate window too: it was recognised
        if (!stored.repetida) afterPunch(identification, stored.punch.id);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_recognised') {
          const { score, margin, liveness } = identification; // an employee no longer active
          recordAttempt(refusedAttempt(device.id, { reason: 'unknown_face', score, margin, liveness }, identification.employeeId));
        }
        // Two copies of one request raced past the first check: the UNIQUE key kept one; answer with it.
        const code = (error as { code?: string }).code;
        if (idempotencyKey && (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_TRIGGER')) {
          const resent = punches.findByIdempotencyKey(device.id, idempotencyKey);
          if (resent) return toResult({ punch: resent, repetida: true }, device);
        }
        throw error;
      }
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
