import { IDEMPOTENCY_KEY_HEADER, type CheckInResult } from '@reloj/contract/attendance';
import { DEVICE_FINGERPRINT_HEADER } from '@reloj/contract/devices';
import { request } from '../../../lib/api';

/**
 * POST /api/attendance/check-in {image} → 201 with the punch (200 when the daemon returns one it had already
 * stored). The device proves itself with its fingerprint; the Idempotency-Key belongs to one button press, so a
 * resent press is stored once; the time limit keeps a hung request from leaving the button on 'Verificando...'.
 */
export function checkIn(image: string, opts: { fingerprint: string; idempotencyKey: string; timeoutMs: number }): Promise<CheckInResult> {
  return request<CheckInResult>(
    'POST',
    '/api/attendance/check-in',
    { image },
    { headers: { [DEVICE_FINGERPRINT_HEADER]: opts.fingerprint, [IDEMPOTENCY_KEY_HEADER]: opts.idempotencyKey }, timeoutMs: opts.timeoutMs },
  );
}
