import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { avisoEventoSchema } from '@reloj/contract/eventos';

export type AvisoEvento = z.infer<typeof avisoEventoSchema>;

/**
 * The outbox id of an alert's 'aviso.generado' event: a UUID (version 8, RFC 9562) made from SHA-256 of the box's id at
 * headquarters and the alert's key, so the same alert is always the same event. The outbox writes an id once, and
 * headquarters keeps each event id once: a second raise of the same cause is no second event, even after the box
 * pruned the first.
 */
export function avisoEventoId(caja: string, clave: string): string {
  const hex = createHash('sha256').update(`aviso.generado\n${caja}\n${clave}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
