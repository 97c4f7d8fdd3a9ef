import type { ClientBase, Pool } from 'pg';
import type { Evento } from './parse.js';
import { project } from './project.js';

/** In the cajas upsert: the event is the box's newest so far (by box clock, then sequence). */
export const NEWER = `(c.ultimo_evento_en IS NULL OR (c.ultimo_evento_en, c.ultima_secuencia_aplicada) <= (EXCLUDED.ultimo_evento_en, EXCLUDED.ultima_secuencia_aplicada))`;

/** The cajas columns that follow the box's newest event, guarded by NEWER. */
export const CAJA_NEWEST = `ultimo_evento_en = CASE WHEN ${NEWER} THEN EXCLUDED.ultimo_evento_en ELSE c.ultimo_evento_en END,
           ultima_secuencia_aplicada = CASE WHEN ${NEWER} THEN EXCLUDED.ultima_secuencia_aplicada ELSE c.ultima_secuencia_aplicada END,
           evento_reloj_sincronizado = CASE WHEN ${NEWER} THEN EXCLUDED.evento_reloj_sincronizado ELSE c.evento_reloj_sincronizado END`;

/**
 * Writes one event within the caller's transaction: the `eventos` row keyed by its UUID, and only when that row is
 * new, its projection and the box's `cajas` row. Returns false for an event already applied (a redelivery or a resend).
 */
export async function applyEventIn(client: ClientBase, evento: Evento, natsSequence: number | null = null): Promise<boolean> {
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
  if (inserted.rowCount !== 1) return false;
  await project(client, evento);
  await client.query(
    `INSERT INTO cajas AS c (caja, ultimo_evento_en, ultimo_evento_recibido_en, ultima_secuencia_aplicada, eventos_aplicados, evento_reloj_sincronizado)
     VALUES ($1, $2, now(), $3, 1, $4)
     ON CONFLICT (caja) DO UPDATE SET
       eventos_aplicados = c.eventos_aplicados + 1,
       ultimo_evento_recibido_en = now(),
       ${CAJA_NEWEST}`,
    [evento.caja, evento.creadoEn, evento.secuencia, evento.relojSincronizado],
  );
  return true;
}

/** Runs `work` in one transaction on a client of the pool; a client whose connection died is not given back. */
export async function inTransaction<T>(pool: Pool, work: (client: ClientBase) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken ? true : undefined);
  }
}

/**
 * Writes one event in ONE transaction (see applyEventIn). Returns false for an event already applied.
 * Throws on any PostgreSQL error, with nothing written.
 */
export async function applyEvent(pool: Pool, evento: Evento, natsSequence: number | null = null): Promise<boolean> {
  return inTransaction(pool, (client) => applyEventIn(client, evento, natsSequence));
}

export type DeadLetter = { caja: string | null; subject: string; eventId: string | null; motivo: string; cuerpo: string };

// PostgreSQL text cannot hold NUL.
const withoutNul = (text: string) => text.replaceAll('\u0000', '\\u0000');

/** Keeps a message that cannot be applied, with the reason, so that the consumer can go on. */
export async function deadLetter(db: Pool | ClientBase, entry: DeadLetter): Promise<void> {
  await deadLetters(db, [entry]);
}

/** Keeps several such messages in one statement. */
export async function deadLetters(db: Pool | ClientBase, entries: DeadLetter[]): Promise<void> {
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
}
