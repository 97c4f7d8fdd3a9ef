import { ENCUADRE_PATH, encuadreSchema, type Encuadre } from '@reloj/contract/encuadre';
import { DEVICE_FINGERPRINT_HEADER } from '@reloj/contract/devices';
import { ApiError, request } from '../../../lib/api';

/**
 * POST /api/attendance/encuadre {image}: a small frame of the running camera → where the faces are and the one thing to
 * fix. An answer this kiosk does not understand (another daemon version) fails like an unreachable daemon: no guidance.
 */
export async function postEncuadre(image: string, opts: { fingerprint: string; timeoutMs: number; signal?: AbortSignal }): Promise<Encuadre> {
  const headers = { [DEVICE_FINGERPRINT_HEADER]: opts.fingerprint };
  const raw = await request<unknown>('POST', ENCUADRE_PATH, { image }, { headers, timeoutMs: opts.timeoutMs, signal: opts.signal });
  const parsed = encuadreSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError('La respuesta del servidor no se pudo leer.', 0);
  return parsed.data;
}
