import { kioskPost } from './kioskRequest';

/** The daemon's answer to a recognised face (201, or 200 when it returns an earlier punch again). */
export type Punch = {
  employeeId: number;
  nombre: string;
  tipo: 'entrada' | 'salida';
  /** ISO 8601 */
  hora: string;
  sucursal: string | null;
  /** True when the daemon answered with a punch it had already stored (duplicate window or resent request). */
  repetida: boolean;
};

/**
 * POST /api/attendance/check-in {image}. The device proves itself with its fingerprint; the
 * Idempotency-Key belongs to one button press, so a resent press is stored once.
 */
export function checkIn(image: string, opts: { fingerprint: string; idempotencyKey: string; timeoutMs: number }): Promise<Punch> {
  return kioskPost<Punch>(
    '/api/attendance/check-in',
    { image },
    { headers: { 'X-Device-Fingerprint': opts.fingerprint, 'Idempotency-Key': opts.idempotencyKey }, timeoutMs: opts.timeoutMs },
  );
}
