import type { DeviceRow } from '../db/repositories/devices.js';
import type { Repositories } from '../db/repositories/index.js';
import type { PunchRow } from '../db/repositories/attendance.js';
import type { ChallengeAction } from '@reloj/contract/attendance';
import { AppError, challengeRequired, pinIncorrect } from '../errors.js';
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
export function createCheckInService(
  opts: Pick<Repositories, 'attendance' | 'transaction'> & {
    clock: Clock;
    timeZone: string;
    duplicateWindowSeconds: number;
    identify: Identify;
    status?: PunchStatus;
    /** Logs every identified attempt, punched or refused, for the 'Reconocimiento' report (services/reconocimiento.ts). */
    recordAttempt?: (attempt: AttemptInput) => void;
    /** Called after a new kiosk punch is stored (not a repeated one): a confident match may refresh the employee's templates. */
    onPunch?: (match: FaceMatch, punchId: number) => void;
    /** The NIP fallback: the camera's photo as evidence (a bad image throws its HTTP answer), and the NIP check. */
    pin?: { evidence: (image: string) => Promise<Buffer>; verify: (numeroEmpleado: string, pin: string, deviceId: number) => Promise<number> };
    logger?: Logger;
  },
) {
  const { attendance: punches, transaction, clock, timeZone } = opts;

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

  /** What a new punch keeps as its evidence: the face's scores and crop, or the camera's photo of a NIP punch. */
  type Evidence = { employeeId: number; matchScore: number | null; liveness: number | null; snapshot: Buffer | null; nip: 0 | 1 };

  const store = (device: DeviceRow, evidence: Evidence, idempotencyKey: string | undefined, inactive: () => Error): Stored =>
    transaction((): Stored => {
      if (idempotencyKey) {
        const resent = punches.findByIdempotencyKey(device.id, idempotencyKey);
        if (resent) return { punch: resent, repetida: true };
      }
      const employee = punches.employeeForPunch(evidence.employeeId);
      if (!employee || employee.activo !== 1) throw inactive();
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
        matchScore: evidence.matchScore,
        liveness: evidence.liveness,
        snapshot: evidence.snapshot,
        idempotencyKey: idempotencyKey ?? null,
        nip: evidence.nip,
      });
      return { punch: punches.findById(id)!, repetida: false };
    });

  /** The stored punch a resent request (same Idempotency-Key) answers with, or the race's winner after a UNIQUE refusal. */
  const resentPunch = (device: DeviceRow, idempotencyKey: string | undefined) =>
    idempotencyKey ? punches.findByIdempotencyKey(device.id, idempotencyKey) : undefined;

  // Two copies of one request raced past the first check: the UNIQUE key kept one; answer with it.
  const raceWinner = (error: unknown, device: DeviceRow, idempotencyKey: string | undefined): PunchResult | undefined => {
    const code = (error as { code?: string }).code;
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_TRIGGER') return undefined;
    const resent = resentPunch(device, idempotencyKey);
    return resent && toResult({ punch: resent, repetida: true }, device);
  };

  return {
    async checkIn(device: DeviceRow, frames: KioskFrames, idempotencyKey?: string): Promise<PunchResult> {
      const resent = resentPunch(device, idempotencyKey);
      if (resent) return toResult({ punch: resent, repetida: true }, device);
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
        const { score, margin, liveness } = identification;
        const evidence = { employeeId: identification.employeeId, matchScore: score, liveness, snapshot: identification.crop, nip: 0 as const };
        const stored = store(device, evidence, idempotencyKey, () => faceError({ reason: 'unknown_face', score, margin, liveness }, 'checkIn'));
        const result = toResult(stored, device);
        recordAttempt(punchedAttempt(device.id, identification)); // a press inside the duplicate window too: it was recognised
        if (!stored.repetida) afterPunch(identification, stored.punch.id);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_recognised') {
          const { score, margin, liveness } = identification; // an employee no longer active
          recordAttempt(refusedAttempt(device.id, { reason: 'unknown_face', score, margin, liveness }, identification.employeeId));
        }
        const raced = raceWinner(error, device, idempotencyKey);
        if (raced) return raced;
        throw error;
      }
    },

    /**
     * The fallback for a person without a usable face (issue 15 item 3): the número de empleado and NIP, checked and
     * throttled by `opts.pin.verify`, and the camera's photo kept as evidence for the administrator. No face is looked for.
     */
    async checkInWithNip(device: DeviceRow, request: { numeroEmpleado: string; pin: string; image: string }, idempotencyKey?: string): Promise<PunchResult> {
      const resent = resentPunch(device, idempotencyKey);
      if (resent) return toResult({ punch: resent, repetida: true }, device);
      if (!opts.pin) throw new Error('NIP punches are not configured');
      const snapshot = await opts.pin.evidence(request.image); // a bad photo costs no NIP attempt
      const employeeId = await opts.pin.verify(request.numeroEmpleado, request.pin, device.id);
      try {
        return toResult(store(device, { employeeId, matchScore: null, liveness: null, snapshot, nip: 1 }, idempotencyKey, pinIncorrect), device);
      } catch (error) {
        const raced = raceWinner(error, device, idempotencyKey);
        if (raced) return raced;
        throw error;
      }
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
