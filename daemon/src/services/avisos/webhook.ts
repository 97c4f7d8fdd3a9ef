import { createHmac } from 'node:crypto';
import { EnvioFallido } from './correo.js';

/** The JSON every alert is POSTed as (issue 44). */
export type WebhookBody = { id: number; tipo: string; sucursal: string | null; fecha: string; titulo: string; texto: string; datos: unknown };

const TIMEOUT_MS = 20_000;

/** `X-Reloj-Firma`: HMAC-SHA256 of the exact body bytes with the secret shown when the URL was saved, hex. */
export const firmaOf = (body: string, secreto: string): string => createHmac('sha256', secreto).update(body).digest('hex');

/** POSTs one alert; answers what the receiver said ('200 OK'), or throws EnvioFallido (4xx but 408/429: permanent). */
export async function sendWebhook(webhook: { url: string; secreto: string }, payload: WebhookBody): Promise<string> {
  const body = JSON.stringify(payload);
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-reloj-firma': firmaOf(body, webhook.secreto), 'user-agent': 'reloj-checador' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    return Promise.reject(new EnvioFallido(`No se pudo conectar con el receptor del webhook (${why}).`, false));
  }
  const words = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (response.ok) return `El receptor respondió ${status}${words ? `: ${words}` : ''}`;
  const permanent = response.status >= 300 && response.status < 500 && response.status !== 408 && response.status !== 429;
  throw new EnvioFallido(`El receptor del webhook respondió ${status}${words ? `: ${words}` : ''}`, permanent);
}
