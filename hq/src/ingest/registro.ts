import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { registroEslabonSchema } from '@reloj/contract/eventos';
import type { Repositories } from '../db/repositories/index.js';
import type { RegistroRepository, StoredLink } from '../db/repositories/registro.js';

export type Eslabon = z.infer<typeof registroEslabonSchema>;

/** `hash` of a link as the box computes it (contract/src/registro.ts): SHA-256 hex of the UTF-8 `anterior ‖ contenido`. */
export const eslabonHash = (anterior: string, contenido: string): string => createHash('sha256').update(anterior).update(contenido).digest('hex');

type Rotura = { secuencia: number; motivo: string };

/** The lowest link held above `secuencia`, if any: one that arrived before the links in between. */
async function nextHeld(registro: RegistroRepository, caja: string, secuencia: number): Promise<StoredLink | null> {
  const next = await registro.nextHeldSecuencia(caja, secuencia);
  return next === null ? null : registro.link(caja, next);
}

/**
 * Whether every event the box wrote between two links' events is here: then the links in between were never sent
 * (the box's event sequence has no gaps), not merely late. A box restored from a backup writes some sequence numbers
 * twice, hence distinct sequences and >=.
 */
async function nothingInFlight(registro: RegistroRepository, caja: string, from: number, to: number): Promise<boolean> {
  if (to <= from + 1) return true;
  return (await registro.eventsBetween(caja, from, to)) >= to - from - 1;
}

/**
 * Checks one link of a box's chain, within the caller's transaction (the box's registro_cajas row is locked, so two
 * headquarters services consuming at once take the box's links one at a time). Every link is kept in
 * registro_eslabones. Its own hash is checked at once; its place in the chain when the links before it are here:
 * the verified stretch runs from the anchor (the first link seen) through every consecutive link whose `anterior` is
 * the hash of the one before. A link that arrives early (a redelivery after a failed write, or another service's
 * message) waits; the missing one becomes a break only once every event the box wrote in between is here. The first
 * break is kept with its secuencia and reason; later links are still stored, counted and chained on. Redeliveries of
 * an event never get here: applyEvent and applyBatch project each eventoId once.
 */
export async function checkEslabon(tx: Repositories, caja: string, evento: { eventoId: string; secuencia: number }, l: Eslabon): Promise<void> {
  const registro = tx.registro;
  const state = await registro.lockChain(caja);
  const found: { rotura: Rotura | null } = { rotura: null };
  const broken = (secuencia: number, motivo: string) => {
    found.rotura ??= { secuencia, motivo };
  };

  const held = await registro.link(caja, l.secuencia);
  if (held) {
    // The same link sent again under another event (a box restored from a backup): only a different hash is a break.
    if (held.hash !== l.hash) broken(l.secuencia, 'el eslabón llegó dos veces con distinto hash');
    return registro.saveChain(caja, { chain: null, added: 0, rotura: found.rotura, eventoId: evento.eventoId });
  }
  if (eslabonHash(l.anterior, l.contenido) !== l.hash) broken(l.secuencia, 'el hash no corresponde al contenido del eslabón');
  await registro.insertLink(caja, { ...l, eventoId: evento.eventoId, eventoSecuencia: evento.secuencia });

  let ancla = state?.anclaSecuencia ?? l.secuencia;
  let head: StoredLink =
    state?.ultimaSecuencia == null
      ? { secuencia: l.secuencia, anterior: l.anterior, hash: l.hash, eventoSecuencia: evento.secuencia }
      : ((await registro.link(caja, state.ultimaSecuencia)) as StoredLink);

  // Forward from the head: consecutive links, then a missing one that can no longer arrive.
  for (;;) {
    const next = await nextHeld(registro, caja, head.secuencia);
    if (!next) break;
    if (next.secuencia === head.secuencia + 1) {
      if (next.anterior !== head.hash) broken(next.secuencia, `el hash anterior no es el del eslabón n.º ${head.secuencia}`);
    } else if (await nothingInFlight(registro, caja, head.eventoSecuencia, next.eventoSecuencia)) {
      broken(next.secuencia, `faltan eslabones: después del n.º ${head.secuencia} llegó el n.º ${next.secuencia}`);
    } else break;
    head = next;
  }
  // Backward from the anchor: a link older than the first one seen that arrived later.
  for (;;) {
    const first = await registro.link(caja, ancla);
    const before = await registro.link(caja, ancla - 1);
    if (!first || !before) break;
    if (first.anterior !== before.hash) broken(first.secuencia, `el hash anterior no es el del eslabón n.º ${before.secuencia}`);
    ancla = before.secuencia;
  }
  return registro.saveChain(caja, { chain: { ancla, head }, added: 1, rotura: found.rotura, eventoId: evento.eventoId });
}
