/**
 * POST JSON for the kiosk's two calls. Like lib/api.ts (same ApiError, same reading of the server's
 * `error` and `code`), plus what the kiosk needs: its own headers (device fingerprint,
 * Idempotency-Key) and a time limit, so a hung request cannot leave the button on 'Verificando...'.
 */
import { ApiError, readErrorBody } from '../../../lib/api';

/** Status 0 in the ApiError means the server could not be reached (or did not answer in time). */
export async function kioskPost<T>(path: string, body: unknown, options: { headers?: Record<string, string>; timeoutMs: number }): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw new ApiError('No hay conexión con el servidor.', 0);
    }
    if (!response.ok) {
      const { error, code } = await readErrorBody(response);
      throw new ApiError(error ?? `El servidor respondió con el estado ${response.status}.`, response.status, code, error);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError('La respuesta del servidor no se pudo leer.', 0);
    }
  } finally {
    clearTimeout(timer);
  }
}
