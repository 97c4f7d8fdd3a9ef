import type { DeviceRow } from '../../db/repositories/devices.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { PunchRow } from '../../db/repositories/attendance.js';
import { SALIDA_CONFIRMATION_MS, type ChallengeAction } from '@reloj/contract/attendance';
import { wallClock } from '@reloj/contract/dates';
import { AppError, challengeRequired, confirmacionExpirada, pinIncorrect, salidaMuyPronto } from '../../errors.js';
import type { FaceMatch, FaceOutcome, Identification } from '../../face/outcome.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import { faceError } from '../faces/index.js';
import { punchDayOf } from './punchDay.js';
import type { KioskEstado, StatusPunch } from './kioskStatus.js';
import { punchedAttempt, refusedAttempt, type AttemptInput } from '../reconocimiento/index.js';

/** What the kiosk sent: one photo, a burst, or the frames answering a challenge. */
export type KioskFrames = { image: string } | { images: string[]; reto?: string };

/** Who is in the kiosk's frames (services/faces/faces.ts, or a stand-in in tests). */
export type Identify = (frames: KioskFrames, deviceId: number) => Promise<Identification>;

/** What the kiosk shows, large, when it must see the person turn the head (the preview is a mirror: their left is on the left). */
const CHALLENGE_INSTRUCTIONS: Record<ChallengeAction, string> = {
  girar_izquierda: 'Gira la cabeza hacia tu izquierda',
  girar_derecha: 'Gira la cabeza hacia tu derecha',
};

/** The employee's own status for the kiosk (services/attendance/kioskStatus.ts), or null when the rules turn it off. */
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

/** What a new punch keeps as its evidence: the face's scores and crop, or the camera's photo of a NIP punch. */
type Evidence = { employeeId: number; matchScore: number | null; liveness: number | null; snapshot: Buffer | null; nip: 0 | 1 };

/** A salida refused as too soon (409 salida_muy_pronto), kept for one confirmation with the same kiosk and Idempotency-Key. */
type PendingSalida = { evidence: Evidence; match: FaceMatch | null; expiresAt: number };

/**
 * The employee at the kiosk: identify the face, then store one punch. Entrada and salida alternate
 * within a working day (night shifts close the next morning); a second punch inside the duplicate
 * window, or a resent request with the same Idempotency-Key, returns the stored punch instead.
 */
export function createCheckInService(
  opts: Pick<Repositories, 'attendance' | 'reglas' | 'asignaciones' | 'transaction'> & {
    clock: Clock;
    timeZone: string;
    duplicateWindowSeconds: number;
    identify: Identify;
    status?: PunchStatus;
    /** Logs every identified attempt, punched or refused, for the 'Reconocimiento' report (services/reconocimiento/reconocimiento.ts). */
    recordAttempt?: (attempt: AttemptInput) => void;
    /**
     * Issue 45: a refusal for liveness, with one of the frames the kiosk sent, kept for 'Intentos de suplantación'
     * (services/suplantacion). Awaited before the refusal is answered; its failure never changes the answer.
     */
    recordSpoof?: (device: DeviceRow, outcome: Extract<FaceOutcome, { reason: 'spoof' }>, frame: string) => Promise<unknown>;
    /** Called after a new kiosk punch is stored (not a repeated one): a confident match may refresh the employee's templates. */
    onPunch?: (match: FaceMatch, punchId: number) => void;
    /** The NIP fallback: the camera's photo as evidence (a bad image throws its HTTP answer), and the NIP check. */
    pin?: { evidence: (image: string) => Promise<Buffer>; verify: (numeroEmpleado: string, pin: string, deviceId: number) => Promise<number> };
    logger?: Logger;
  },
) {
  const { attendance: punches, transaction, clock, timeZone } = opts;
  const punchDay = punchDayOf(opts.asignaciones, timeZone);

  // Issue 29: the salidas waiting for the person's '¿Registrar SALIDA ahora?', by kiosk and Idempotency-Key. In memory
  // only: a restart forgets them and the person punches again.
  const pendingSalidas = new Map<string, PendingSalida>();
  const pendingKey = (device: DeviceRow, idempotencyKey: string, method: 'rostro' | 'nip') => `${device.id}\n${method}\n${idempotencyKey}`;
  const prunePending = () => {
    const now = clock.now().getTime();
    for (const [key, entry] of pendingSalidas) if (entry.expiresAt <= now) pendingSalidas.delete(key);
  };
  /** Keeps the refused salida for its confirmation, then answers the 409. */
  const awaitConfirmation = (
    error: unknown,
    device: DeviceRow,
    idempotencyKey: string | undefined,
    method: 'rostro' | 'nip',
    pending: Omit<PendingSalida, 'expiresAt'>,
  ) => {
    if (!(error instanceof AppError && error.code === 'salida_muy_pronto')) return;
    prunePending();
    if (idempotencyKey)
      pendingSalidas.set(pendingKey(device, idempotencyKey, method), { ...pending, expiresAt: clock.now().getTime() + SALIDA_CONFIRMATION_MS });
  };
  /** The pending salida of this kiosk and key, used once; 409 confirmacion_expirada when there is none (late, another kiosk, another key). */
  const takePending = (device: DeviceRow, idempotencyKey: string | undefined, method: 'rostro' | 'nip'): PendingSalida => {
    prunePending();
    const key = idempotencyKey && pendingKey(device, idempotencyKey, method);
    const pending = key ? pendingSalidas.get(key) : undefined;
    if (!key || !pending) throw confirmacionExpirada();
    pendingSalidas.delete(key);
    return pending;
  };

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

  // Evidence for the owner: losing it is better than failing the answer (the frame itself is never logged).
  const recordSpoof = async (device: DeviceRow, identification: Identification, frames: KioskFrames) => {
    if (identification.kind !== 'no_match' || identification.outcome.reason !== 'spoof' || !opts.recordSpoof) return;
    const frame = 'image' in frames ? frames.image : frames.images[0];
    if (frame === undefined) return;
    try {
      await opts.recordSpoof(device, identification.outcome, frame);
    } catch (error) {
      opts.logger?.error({ err: error instanceof Error ? error.message : String(error) }, 'No se pudo guardar el intento de suplantación');
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

  /**
   * `confirmed`: the person pressed '¿Registrar SALIDA ahora?' (issue 29), so a salida sooner than the rule's minutes
   * after the day's entrada is stored; otherwise it is refused with 409 salida_muy_pronto and nothing is stored.
   */
  const store = (device: DeviceRow, evidence: Evidence, idempotencyKey: string | undefined, inactive: () => Error, confirmed = false): Stored =>
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
      const day = punchDay(now, { id: employee.id, horaEntrada: employee.hora_entrada, horaSalida: employee.hora_salida });
      const tipo = punches.countOnDay(employee.id, day) % 2 === 0 ? 'entrada' : 'salida';
      if (tipo === 'salida' && !confirmed) refuseEarlySalida(employee, day, now);
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

  /** 409 salida_muy_pronto when the day's open entrada is less than `minutosMinimosJornada` minutes old (0: never). */
  const refuseEarlySalida = (employee: { id: number; nombre: string }, day: string, now: Date) => {
    const minimum = opts.reglas.get().minutosMinimosJornada;
    if (minimum <= 0) return;
    const entrada = punches.lastOnDay(employee.id, day);
    if (!entrada || now.getTime() - Date.parse(entrada.hora) >= minimum * 60_000) return;
    const { hour, minute } = wallClock(new Date(entrada.hora), timeZone);
    throw salidaMuyPronto({ entrada: `${hour}:${minute}`, empleadoId: employee.id, nombre: employee.nombre });
  };

  /** The confirmed salida: the employee and evidence of the refused request, no new recognition and no NIP check. */
  const storeConfirmed = (device: DeviceRow, idempotencyKey: string | undefined, method: 'rostro' | 'nip'): PunchResult => {
    const pending = takePending(device, idempotencyKey, method);
    try {
      const stored = store(device, pending.evidence, idempotencyKey, confirmacionExpirada, true);
      const result = toResult(stored, device);
      if (!stored.repetida && pending.match) afterPunch(pending.match, stored.punch.id);
      return result;
    } catch (error) {
      const raced = raceWinner(error, device, idempotencyKey);
      if (raced) return raced;
      throw error;
    }
  };

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
    async checkIn(device: DeviceRow, frames: KioskFrames, idempotencyKey?: string, confirmarSalida = false): Promise<PunchResult> {
      const resent = resentPunch(device, idempotencyKey);
      if (resent) return toResult({ punch: resent, repetida: true }, device);
      if (confirmarSalida) return storeConfirmed(device, idempotencyKey, 'rostro');
      const identification = await opts.identify(frames, device.id);
      if (identification.kind === 'challenge') {
        // No punch yet and no attempt logged: the answer to the challenge is the attempt.
        const { reto, accion, expiraEnMs } = identification;
        throw challengeRequired(CHALLENGE_INSTRUCTIONS[accion], { reto, accion, expiraEnMs });
      }
      if (identification.kind === 'no_match') {
        recordAttempt(refusedAttempt(device.id, identification.outcome)); // no punch is stored
        await recordSpoof(device, identification, frames);
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
        const { score, liveness } = identification;
        if (error instanceof AppError && error.code === 'salida_muy_pronto') recordAttempt(punchedAttempt(device.id, identification)); // recognised; logged once
        awaitConfirmation(error, device, idempotencyKey, 'rostro', {
          evidence: { employeeId: identification.employeeId, matchScore: score, liveness, snapshot: identification.crop, nip: 0 },
          match: identification,
        });
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
    async checkInWithNip(
      device: DeviceRow,
      request: { numeroEmpleado: string; pin: string; image: string; confirmarSalida?: boolean },
      idempotencyKey?: string,
    ): Promise<PunchResult> {
      const resent = resentPunch(device, idempotencyKey);
      if (resent) return toResult({ punch: resent, repetida: true }, device);
      if (request.confirmarSalida) return storeConfirmed(device, idempotencyKey, 'nip');
      if (!opts.pin) throw new Error('NIP punches are not configured');
      const snapshot = await opts.pin.evidence(request.image); // a bad photo costs no NIP attempt
      const employeeId = await opts.pin.verify(request.numeroEmpleado, request.pin, device.id);
      const evidence: Evidence = { employeeId, matchScore: null, liveness: null, snapshot, nip: 1 };
      try {
        return toResult(store(device, evidence, idempotencyKey, pinIncorrect), device);
      } catch (error) {
        awaitConfirmation(error, device, idempotencyKey, 'nip', { evidence, match: null });
        const raced = raceWinner(error, device, idempotencyKey);
        if (raced) return raced;
        throw error;
      }
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
