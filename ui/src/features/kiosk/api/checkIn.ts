import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type CheckInRequest, type CheckInResult } from '@reloj/contract/attendance';
import { DEVICE_FINGERPRINT_HEADER } from '@reloj/contract/devices';
import { request } from '../../../lib/api';

/**
 * A press's burst `{images}`, or the frames answering a challenge `{images, reto}`; `confirmarSalida` when the
 * person pressed '¿Registrar SALIDA ahora?' after a 409 salida_muy_pronto (sent again with the same Idempotency-Key).
 */
export type CheckInFrames = Required<Pick<CheckInRequest, 'images'>> & Pick<CheckInRequest, 'reto' | 'confirmarSalida'>;

/** Who sends (the device's fingerprint), the request's own key (its resends carry it too) and how long to wait. */
export type CheckInSending = { fingerprint: string; idempotencyKey: string; timeoutMs: number };

/**
 * POST /api/attendance/check-in {images, reto?} → 201 with the punch (200 when the daemon returns one it had already
 * stored), 428 with a challenge to put to the person, or 409 salida_muy_pronto (a salida too soon after the entrada). The device proves itself with its fingerprint; the
 * Idempotency-Key belongs to one request, so a resent one is stored once; the time limit keeps a hung request from
 * leaving the button on 'Verificando...'.
 */
export function checkIn(frames: CheckInFrames, opts: CheckInSending): Promise<CheckInResult> {
  return request<CheckInResult>(
    'POST',
    '/api/attendance/check-in',
    { images: frames.images, reto: frames.reto, confirmarSalida: frames.confirmarSalida }, // undefined fields are left out of the JSON
    { headers: { [DEVICE_FINGERPRINT_HEADER]: opts.fingerprint, [IDEMPOTENCY_KEY_HEADER]: opts.idempotencyKey }, timeoutMs: opts.timeoutMs },
  );
}

/** One check-in request as a mutation (a punch is a write; nothing the kiosk has cached changes): its mutateAsync. */
export const useSendCheckIn = () =>
  useMutation({ mutationFn: ({ frames, ...sending }: CheckInSending & { frames: CheckInFrames }) => checkIn(frames, sending) }).mutateAsync;
