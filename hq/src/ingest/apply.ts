import type { Pool } from 'pg';
import type { Repositories } from '../db/repositories/index.js';
import { inTransaction } from '../db/transaction.js';
import type { Evento } from './parse.js';
import { project } from './project.js';

/**
 * Writes one event within the caller's transaction: the `eventos` row keyed by its UUID, and only when that row is
 * new, its projection and the box's `cajas` row. Returns false for an event already applied (a redelivery or a resend).
 */
export async function applyEventIn(tx: Repositories, evento: Evento, natsSequence: number | null = null): Promise<boolean> {
  if (!(await tx.eventos.insert(evento, natsSequence))) return false;
  await project(tx, evento);
  await tx.cajas.eventApplied(evento);
  return true;
}

/**
 * Writes one event in ONE transaction (see applyEventIn). Returns false for an event already applied.
 * Throws on any PostgreSQL error, with nothing written.
 */
export async function applyEvent(pool: Pool, evento: Evento, natsSequence: number | null = null): Promise<boolean> {
  return inTransaction(pool, (tx) => applyEventIn(tx, evento, natsSequence));
}
