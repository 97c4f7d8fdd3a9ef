import type { Pool } from 'pg';
import type { Evento } from './parse.js';
import { project } from './project.js';

/** In the cajas upsert: the event is the box's newest so far (by box clock, then sequence). */
const NEWER = `(c.ultimo_evento_en IS NULL OR (c.ultimo_evento_en, c.ultima_secuencia_aplicada) <= (EXCLUDED.ultimo_evento_en, EXCLUDED.ultima_secuencia_aplicada))`;

/**
 * Writes one event in ONE transaction: the `eventos` row keyed by its UUID, and only when that row is new, its
 * projection and the box's `cajas` row. Returns false for an event already applied (a redelivery or a resend).
 * Throws on any PostgreSQL error, with nothing written.
 */
export async function applyEvent(pool: Pool, evento: Evento, natsSequence: number | null = null): Promise<boolean> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const inserted = await client.query(
      `INSERT INTO eventos (event_id, caja, secuencia, tipo, version, creado_en, reloj_sincronizado, nats_secuencia, datos)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [
        evento.eventoId,
        evento.caja,
        evento.secuencia,
        evento.tipo,
        evento.version,
        evento.creadoEn,
        evento.relojSincronizado,
        natsSequence,
        JSON.stringify(evento.datos),
      ],
    );
    if (inserted.rowCount === 1) {
      await project(client, evento);
      await client.query(
        `INSERT INTO cajas AS c (caja, ultimo_evento_en, ultimo_evento_recibido_en, ultima_secuencia_aplicada, eventos_aplicados, evento_reloj_sincronizado)
         VALUES ($1, $2, now(), $3, 1, $4)
         ON CONFLICT (caja) DO UPDATE SET
           eventos_aplicados = c.eventos_aplicados + 1,
           ultimo_evento_recibido_en = now(),
           ultimo_evento_en = CASE WHEN ${NEWER} THEN EXCLUDED.ultimo_evento_en ELSE c.ultimo_evento_en END,
           ultima_secuencia_aplicada = CASE WHEN ${NEWER} THEN EXCLUDED.ultima_secuencia_aplicada ELSE c.ultima_secuencia_aplicada END,
           evento_reloj_sincronizado = CASE WHEN ${NEWER} THEN EXCLUDED.evento_reloj_sincronizado ELSE c.evento_reloj_sincronizado END`,
        [evento.caja, evento.creadoEn, evento.secuencia, evento.relojSincronizado],
      );
    }
    await client.query('COMMIT');
    return inserted.rowCount === 1;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    // A client whose connection died must not go back to the pool.
    client.release(broken ? true : undefined);
  }
}

/** Keeps a message that cannot be applied, with the reason, so that the consumer can go on. */
export async function deadLetter(
  pool: Pool,
  entry: { caja: string | null; subject: string; eventId: string | null; motivo: string; cuerpo: string },
): Promise<void> {
  await pool.query('INSERT INTO eventos_rechazados (caja, subject, event_id, motivo, cuerpo) VALUES ($1, $2, $3, $4, $5)', [
    entry.caja,
    entry.subject,
    entry.eventId,
    entry.motivo,
    // PostgreSQL text cannot hold NUL.
    entry.cuerpo.replaceAll('\u0000', '\\u0000'),
  ]);
}
