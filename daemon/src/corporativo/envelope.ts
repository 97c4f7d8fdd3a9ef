import type { EventoSobre } from '@reloj/contract/eventos';
import type { OutboxRow } from '../db/repositories/outbox.js';

/** The message body published for one outbox row (contract/src/eventos.ts); `Nats-Msg-Id` is its `eventoId`. */
export function eventoEnvelope(caja: string, row: OutboxRow): EventoSobre {
  return {
    eventoId: row.eventoId,
    caja,
    secuencia: row.secuencia,
    tipo: row.tipo,
    version: row.version,
    creadoEn: row.creadoEn,
    relojSincronizado: row.relojSincronizado,
    datos: JSON.parse(row.datos) as unknown,
  };
}
