import type { Pool } from 'pg';
import type { AnuncioVersion } from '@reloj/contract/eventos';
import type { NuevoDespliegue } from '../db/repositories/despliegues.js';
import { createRepositories, type Repositories } from '../db/repositories/index.js';
import { inTransaction } from '../db/transaction.js';
import { decide, type Fase } from './rules.js';

/** Records a rollout and its boxes (all 'pendiente'); the next advance() announces the canary. */
export async function createDespliegue(pool: Pool, d: NuevoDespliegue, cajas: { caja: string; fase: Fase }[]): Promise<number> {
  return inTransaction(pool, async (tx) => {
    const id = await tx.despliegues.insert(d);
    await tx.despliegues.addCajas(id, cajas);
    return id;
  });
}

/** How long a box that has not answered waits for its announcement again (core NATS: it may have been offline). */
export const REANNOUNCE_MS = 10_000;

/**
 * Moves every running rollout one step (rules.ts) under a row lock (two headquarters services may run at once) and
 * returns the announcements to send: the boxes just announced, and those announced earlier that have not answered
 * for REANNOUNCE_MS.
 */
export async function advance(pool: Pool): Promise<{ caja: string; anuncio: AnuncioVersion }[]> {
  const ids = await createRepositories(pool).despliegues.runningIds();
  const out: { caja: string; anuncio: AnuncioVersion }[] = [];
  for (const id of ids) out.push(...(await inTransaction(pool, (tx) => advanceOne(tx, id))));
  return out;
}

async function advanceOne(tx: Repositories, id: number): Promise<{ caja: string; anuncio: AnuncioVersion }[]> {
  const d = await tx.despliegues.lockRunning(id);
  if (!d) return [];
  const decision = decide(d.umbral, await tx.despliegues.cajas(id));
  if (decision.estado !== 'en_curso') {
    await tx.despliegues.finish(id, decision.estado, decision.motivo ?? null);
    return [];
  }
  if (decision.anunciar.length) await tx.despliegues.markAnnounced(id, decision.anunciar);
  const cajas = await tx.despliegues.dueForAnnouncement(id, REANNOUNCE_MS);
  const anuncio: AnuncioVersion = { despliegue: id, version: d.version, arch: d.arch, objeto: d.objeto, sha256: d.sha256, bytes: d.bytes };
  return cajas.map((caja) => ({ caja, anuncio }));
}
