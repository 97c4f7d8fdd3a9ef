import { CAJA_ID_PATTERN, SUBJECT_PREFIX, leerEvento, type EventoSobre, type EventoTipo } from '@reloj/contract/eventos';
import { ZodError } from 'zod';

export type Evento = EventoSobre & { tipo: EventoTipo };

export type Parsed = { ok: true; evento: Evento } | { ok: false; motivo: string; caja: string | null };

/** The box of an event subject `reloj.<caja>.eventos.<tipo>`, or null when the subject has another shape. */
export function subjectCaja(subject: string): string | null {
  const [prefix, caja, kind, ...tipo] = subject.split('.');
  if (prefix !== SUBJECT_PREFIX || kind !== 'eventos' || tipo.length === 0 || !caja || !CAJA_ID_PATTERN.test(caja)) return null;
  return caja;
}

const describe = (error: unknown): string => {
  if (error instanceof ZodError)
    return `no cumple el formato: ${error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`)
      .join('; ')}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/**
 * Reads one message of the headquarters stream: the subject's box, JSON, the envelope and its `datos`, and that
 * the envelope's box is the subject's (a box may only speak for itself). The reason is in Spanish.
 */
export function parseMessage(subject: string, body: string): Parsed {
  const caja = subjectCaja(subject);
  if (caja === null) return { ok: false, motivo: `asunto inesperado: ${subject}`, caja: null };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return { ok: false, motivo: `JSON inválido: ${describe(error)}`, caja };
  }
  let evento: Evento;
  try {
    evento = leerEvento(json);
  } catch (error) {
    return { ok: false, motivo: describe(error), caja };
  }
  if (evento.caja !== caja) return { ok: false, motivo: `la caja del evento (${evento.caja}) no es la del asunto (${caja})`, caja };
  return { ok: true, evento };
}
