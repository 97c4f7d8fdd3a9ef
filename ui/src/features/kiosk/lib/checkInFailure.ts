import { CHALLENGE_REQUIRED_CODE, challengeSchema, salidaMuyProntoSchema, type Challenge } from '@reloj/contract/attendance';
import type { ErrorCode } from '@reloj/contract/errors';
import { ApiError } from '../../../lib/api';
import { kioskText } from '../messages';

/** The daemon found its database damaged at start and serves nothing but this 503 until a backup is restored (issue 26). */
export const DAMAGED_DATABASE_CODE: ErrorCode = 'base_danada';

export type CheckInFailure = {
  message: string;
  /** The daemon refused this device (403) or cannot serve it at all (a damaged database): its state must be checked again. */
  deviceRefused: boolean;
  /** The daemon's stable error code (`not_recognised`, `pin_incorrect`...), when it sent one. */
  code?: ErrorCode;
};

/**
 * What to tell the person at the kiosk when a check-in call fails for good. The daemon's `error`
 * sentence when it sent one (why the face was refused, the device state...); the kiosk's own only
 * for what the daemon cannot say: no connection, a body that is not the daemon's.
 */
export function describeCheckInFailure(error: unknown): CheckInFailure {
  if (!(error instanceof ApiError)) return { message: kioskText.checkInFailed, deviceRefused: false };
  const { status, serverError, code } = error;
  if (status === 0) return { message: kioskText.savingFailed, deviceRefused: false };
  if (status === 403 || code === DAMAGED_DATABASE_CODE) return { message: serverError ?? kioskText.checkInFailed, deviceRefused: true, code };
  if (status === 413 && !serverError) return { message: kioskText.imageTooLarge, deviceRefused: false, code };
  return { message: serverError ?? kioskText.checkInFailed, deviceRefused: false, code };
}

/**
 * A failure that may still land if the same request is sent again: the daemon was not reached (or did
 * not answer in time), or something between said "not now" (502/503/504). Any other answer is final.
 * A 503 saying the face engine is not loaded, or the database is damaged, is final too: waiting a minute fixes neither;
 * one saying the models are still loading after a restart (`face_engine_loading`) is not.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0 || error.status === 502 || error.status === 504) return true;
  return error.status === 503 && error.code !== 'face_engine_unavailable' && error.code !== DAMAGED_DATABASE_CODE;
}

/** What the person must do before the daemon punches: the instruction to show large, and the challenge to answer. */
export type ChallengeAsked = Challenge & { instruction: string };

/**
 * The challenge in a 428 `challenge_required` answer (issue 14), or null for any other failure. The instruction is the
 * daemon's sentence; the kiosk's own only if the daemon sent none.
 */
export function challengeAsked(error: unknown): ChallengeAsked | null {
  if (!(error instanceof ApiError) || error.status !== 428 || error.code !== CHALLENGE_REQUIRED_CODE) return null;
  const challenge = challengeSchema.safeParse(error.details);
  if (!challenge.success) return null;
  return { ...challenge.data, instruction: error.serverError ?? kioskText.challengeTurn[challenge.data.accion] };
}

/**
 * A 409 `salida_muy_pronto` (issue 29): the punch would be a salida only minutes after the day's entrada, so the daemon
 * stored nothing and waits for the person to confirm. The daemon's sentence ('Ya registraste tu ENTRADA a las 09:02.')
 * and whose entrada it is (issue 45), or null for any other failure.
 */
export function salidaTooSoon(error: unknown): { message: string; entrada: string; nombre: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'salida_muy_pronto') return null;
  const details = salidaMuyProntoSchema.safeParse(error.details);
  const entrada = details.success ? details.data.entrada : '';
  const nombre = details.success ? details.data.nombre : '';
  return { message: error.serverError ?? kioskText.salidaTooSoon(entrada), entrada, nombre };
}
