import type { Pool } from 'pg';
import { isDataError } from '../db/pool.js';
import type { BulkTable } from '../db/repositories/eventos.js';
import type { DeadLetter } from '../db/repositories/eventosRechazados.js';
import type { Repositories } from '../db/repositories/index.js';
import { inTransaction, type Tx } from '../db/transaction.js';
import { applyEventIn } from './apply.js';
import { BULK_KINDS, bulkRow } from './bulk.js';
import { parseMessage, type Evento, type Parsed } from './parse.js';
import { project } from './project.js';

/** One message of the headquarters stream; `parsed` when the caller already read it (parseMessage). */
export type Entrante = { subject: string; body: string; seq: number | null; msgId: string | null; parsed?: Parsed };

/** What became of each message: written, already held (a redelivery or resend), or kept in eventos_rechazados. */
export type Resultado = { kind: 'applied' } | { kind: 'duplicate' } | { kind: 'rejected'; motivo: string };

type Valid = { index: number; evento: Evento; seq: number | null };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Applies a batch of messages in ONE transaction and says what became of each, in order. Messages that cannot be read
 * are dead-lettered in that same transaction. The valid events are written with a few multi-row statements; if
 * PostgreSQL refuses the data of one of them (SQLSTATE 22/23), the batch is written again one event at a time, each
 * under a SAVEPOINT, and the refused ones are dead-lettered: bad data is rare, so the fast path is the usual one and
 * the slow one costs a single batch. Any other failure throws with nothing written, and the caller retries it all.
 */
export async function applyBatch(pool: Pool, batch: Entrante[]): Promise<Resultado[]> {
  const results = new Array<Resultado>(batch.length);
  const refused: DeadLetter[] = [];
  const valid: Valid[] = [];
  batch.forEach((m, index) => {
    const parsed = m.parsed ?? parseMessage(m.subject, m.body);
    if (parsed.ok) valid.push({ index, evento: parsed.evento, seq: m.seq });
    else {
      results[index] = { kind: 'rejected', motivo: parsed.motivo };
      refused.push({ caja: parsed.caja, subject: m.subject, eventId: m.msgId, motivo: parsed.motivo, cuerpo: m.body });
    }
  });
  try {
    return await inTransaction(pool, async (tx) => {
      await writeAll(tx, valid, results);
      await tx.eventosRechazados.add(refused);
      return results;
    });
  } catch (error) {
    if (!isDataError(error)) throw error;
  }
  return inTransaction(pool, async (tx) => {
    const more = await writeOneByOne(tx, valid, batch, results);
    await tx.eventosRechazados.add([...refused, ...more]);
    return results;
  });
}

/** The fast path: every valid event of the batch in two statements, plus the kinds that go one by one. */
async function writeAll(tx: Repositories, valid: Valid[], results: Resultado[]): Promise<void> {
  // One row per event_id: a resend under another Nats-Msg-Id in the same batch is a duplicate of the first.
  const first = new Map<string, Valid>();
  for (const v of valid) if (!first.has(v.evento.eventoId)) first.set(v.evento.eventoId, v);
  const rows = new Map<BulkTable, Array<Record<string, unknown>>>();
  for (const { evento } of first.values()) {
    const bulk = bulkRow(evento);
    if (!bulk) continue;
    const tableRows = rows.get(bulk.table) ?? [];
    tableRows.push(bulk.row);
    rows.set(bulk.table, tableRows);
  }
  const inserted = await tx.eventos.insertBatch([...first.values()], rows);

  const voided: Array<{ caja: string; id: number }> = [];
  const oneByOne: Evento[] = [];
  for (const v of valid) {
    const isNew = first.get(v.evento.eventoId) === v && inserted.has(v.evento.eventoId);
    results[v.index] = { kind: isNew ? 'applied' : 'duplicate' };
    if (!isNew) continue;
    const datos = v.evento.datos as { id?: number; checadaId?: number };
    if (v.evento.tipo === 'checada.registrada') voided.push({ caja: v.evento.caja, id: datos.id! });
    else if (v.evento.tipo === 'checada.anulada') voided.push({ caja: v.evento.caja, id: datos.checadaId! });
    else if (!BULK_KINDS.has(v.evento.tipo)) oneByOne.push(v.evento);
  }
  await tx.checadas.markVoids(voided);
  // Catalogues, periods and links, in stream order: none of them touches a table written above.
  for (const evento of oneByOne) await project(tx, evento);
}

/** The slow path: each event under its own SAVEPOINT; returns the ones PostgreSQL refused, to be dead-lettered. */
async function writeOneByOne(tx: Tx, valid: Valid[], batch: Entrante[], results: Resultado[]): Promise<DeadLetter[]> {
  const refused: DeadLetter[] = [];
  for (const { index, evento, seq } of valid) {
    const outcome = await tx.savepoint(() => applyEventIn(tx, evento, seq), isDataError);
    if (outcome.ok) {
      results[index] = { kind: outcome.value ? 'applied' : 'duplicate' };
      continue;
    }
    const motivo = `PostgreSQL rechazó los datos: ${errorText(outcome.error)}`;
    const m = batch[index]!;
    results[index] = { kind: 'rejected', motivo };
    refused.push({ caja: evento.caja, subject: m.subject, eventId: m.msgId, motivo, cuerpo: m.body });
  }
  return refused;
}
