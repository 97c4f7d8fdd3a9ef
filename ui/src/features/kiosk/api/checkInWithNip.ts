import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type CheckInResult, type PinCheckInRequest } from '@reloj/contract/attendance';
import { DEVICE_FINGERPRINT_HEADER } from '@reloj/contract/devices';
import { request } from '../../../lib/api';
import type { CheckInSending } from './checkIn';

/**
 * POST /api/attendance/check-in-pin {numeroEmpleado, pin, image, confirmarSalida?}: answered like a face check-in (201,
 * 200 with a punch already stored, 409 salida_muy_pronto), 422 `pin_incorrect` or 429 `pin_locked`. The photo is the camera's frame, kept as evidence.
 */
export function checkInWithNip(body: PinCheckInRequest, opts: CheckInSending): Promise<CheckInResult> {
  return request<CheckInResult>('POST', '/api/attendance/check-in-pin', body, {
    headers: { [DEVICE_FINGERPRINT_HEADER]: opts.fingerprint, [IDEMPOTENCY_KEY_HEADER]: opts.idempotencyKey },
    timeoutMs: opts.timeoutMs,
  });
}

/** One NIP check-in request as a mutation, like a face's (api/checkIn.ts): its mutateAsync. */
export const useSendPinCheckIn = () =>
  useMutation({ mutationFn: ({ body, ...sending }: CheckInSending & { body: PinCheckInRequest }) => checkInWithNip(body, sending) }).mutateAsync;
