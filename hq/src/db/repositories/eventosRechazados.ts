import type { Queryable } from '../pool.js';

/** A message that cannot be applied, with the reason. */
export type DeadLetter = { caja: string | null; subject: string; eventId: string | null; motivo: string; cuerpo: string };

// PostgreSQL text cannot hold NUL.
const withoutNul = (text: string) => text.replaceAll('\u0000', '\\u0000');

/** `eventos_rechazados`: the messages kept aside so that the consumer can go on. */
export function eventosRechazadosRepository(db: Queryable) {
  return {
    /** Keeps several such messages in one statement. */
    async add(entries: DeadLetter[]): Promise<void> {
      if (entries.length === 0) return;
      await db.query(
        `INSERT INTO eventos_rechazados (caja, subject, event_id, motivo, cuerpo)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
        [
          entries.map((e) => e.caja),
          entries.map((e) => e.subject),
          entries.map((e) => e.eventId),
          entries.map((e) => withoutNul(e.motivo)),
          entries.map((e) => withoutNul(e.cuerpo)),
        ],
      );
    },
  };
}

export type EventosRechazadosRepository = ReturnType<typeof eventosRechazadosRepository>;
