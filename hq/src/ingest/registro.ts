import { createHash } from 'node:crypto';
import type { ClientBase } from 'pg';
import type { z } from 'zod';
import type { registroEslabonSchema } from '@reloj/contract/eventos';

export type Eslabon = z.infer<typeof registroEslabonSchema>;

/** `hash` of a link as the box computes it (contract/src/registro.ts): SHA-256 hex of the UTF-8 `anterior ‖ contenido`. */
export const eslabonHash = (anterior: string, contenido: string): string => createHash('sha256').update(anterior).update(contenido).digest('hex');

type Stored = { secuencia: number; anterior: string; hash: string; eventoSecuencia: number };
type Rotura = { secuencia: number; motivo: string };

async function storedLink(client: ClientBase, caja: string, secuencia: number): Promise<Stored | null> {
  const { rows } = await client.query<{ anterior: string; hash: string; evento_secuencia: string }>(
    'SELECT anterior, hash, evento_secuencia FROM registro_eslabones WHERE caja = $1 AND secuencia = $2',
    [caja, secuencia],
  );
  const r = rows[0];
  return r ? { secuencia, anterior: r.anterior, hash: r.hash, eventoSecuencia: Number(r.evento_secuencia) } : null;
}

/** The lowest link held above `secuencia`, if any: one that arrived before the links in between. */
async function nextHeld(client: ClientBase, caja: string, secuencia: number): Promise<Stored | null> {
  const { rows } = await client.query<{ secuencia: string }>('SELECT min(secuencia) AS secuencia FROM registro_eslabones WHERE caja = $1 AND secuencia > $2', [
    caja,
    secuencia,
  ]);
  return rows[0]?.secuencia == null ? null : storedLink(client, caja, Number(rows[0].secuencia));
}

/**
 * Whether every event the box wrote between two links' events is here: then the links in between were never sent
 * (the box's event sequence has no gaps), not merely late. A box restored from a backup writes some sequence numbers
 * twice, hence DISTINCT and >=.
 */
async function nothingInFlight(client: ClientBase, caja: string, from: number, to: number): Promise<boolean> {
  if (to <= from + 1) return true;
  const { rows } = await client.query<{ n: string }>(
    'SELECT count(DISTINCT secuencia) AS n FROM eventos WHERE caja = $1 AND secuencia > $2 AND secuencia < $3',
    [caja, from, to],
  );
  return Number(rows[0]?.n ?? 0) >= to - from - 1;
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
export async function checkEslabon(client: ClientBase, caja: string, evento: { eventoId: string; secuencia: number }, l: Eslabon): Promise<void> {
  await client.query('INSERT INTO registro_cajas (caja) VALUES ($1) ON CONFLICT (caja) DO NOTHING', [caja]);
  const { rows } = await client.query<{ ancla_secuencia: string | null; ultima_secuencia: string | null; ultimo_hash: string | null }>(
    'SELECT ancla_secuencia, ultima_secuencia, ultimo_hash FROM registro_cajas WHERE caja = $1 FOR UPDATE',
    [caja],
  );
  const state = rows[0];
  const found: { rotura: Rotura | null } = { rotura: null };
  const broken = (secuencia: number, motivo: string) => {
    found.rotura ??= { secuencia, motivo };
  };

  const held = await storedLink(client, caja, l.secuencia);
  if (held) {
    // The same link sent again under another event (a box restored from a backup): only a different hash is a break.
    if (held.hash !== l.hash) broken(l.secuencia, 'el eslabón llegó dos veces con distinto hash');
    return save(client, caja, evento.eventoId, null, 0, found.rotura);
  }
  if (eslabonHash(l.anterior, l.contenido) !== l.hash) broken(l.secuencia, 'el hash no corresponde al contenido del eslabón');
  await client.query(
    `INSERT INTO registro_eslabones (caja, secuencia, tipo, fila_id, anterior, hash, evento_id, evento_secuencia)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [caja, l.secuencia, l.tipo, l.filaId, l.anterior, l.hash, evento.eventoId, evento.secuencia],
  );

  let ancla = state?.ancla_secuencia == null ? l.secuencia : Number(state.ancla_secuencia);
  let head: Stored =
    state?.ultima_secuencia == null
      ? { secuencia: l.secuencia, anterior: l.anterior, hash: l.hash, eventoSecuencia: evento.secuencia }
      : ((await storedLink(client, caja, Number(state.ultima_secuencia))) as Stored);

  // Forward from the head: consecutive links, then a missing one that can no longer arrive.
  for (;;) {
    const next = await nextHeld(client, caja, head.secuencia);
    if (!next) break;
    if (next.secuencia === head.secuencia + 1) {
      if (next.anterior !== head.hash) broken(next.secuencia, `el hash anterior no es el del eslabón n.º ${head.secuencia}`);
    } else if (await nothingInFlight(client, caja, head.eventoSecuencia, next.eventoSecuencia)) {
      broken(next.secuencia, `faltan eslabones: después del n.º ${head.secuencia} llegó el n.º ${next.secuencia}`);
    } else break;
    head = next;
  }
  // Backward from the anchor: a link older than the first one seen that arrived later.
  for (;;) {
    const first = await storedLink(client, caja, ancla);
    const before = await storedLink(client, caja, ancla - 1);
    if (!first || !before) break;
    if (first.anterior !== before.hash) broken(first.secuencia, `el hash anterior no es el del eslabón n.º ${before.secuencia}`);
    ancla = before.secuencia;
  }
  return save(client, caja, evento.eventoId, { ancla, head }, 1, found.rotura);
}

async function save(
  client: ClientBase,
  caja: string,
  eventoId: string,
  chain: { ancla: number; head: Stored } | null,
  added: number,
  rotura: Rotura | null,
): Promise<void> {
  await client.query(
    `UPDATE registro_cajas SET
       ancla_secuencia = COALESCE($2, ancla_secuencia),
       ultima_secuencia = COALESCE($3, ultima_secuencia),
       ultimo_hash = COALESCE($4, ultimo_hash),
       eslabones = eslabones + $5,
       rotura_secuencia = COALESCE(rotura_secuencia, $6),
       rotura_motivo = CASE WHEN rotura_secuencia IS NULL THEN $7 ELSE rotura_motivo END,
       rotura_detectada_en = CASE WHEN rotura_secuencia IS NULL AND $6::bigint IS NOT NULL THEN now() ELSE rotura_detectada_en END,
       rotura_evento_id = CASE WHEN rotura_secuencia IS NULL AND $6::bigint IS NOT NULL THEN $8::uuid ELSE rotura_evento_id END,
       actualizado_en = now()
     WHERE caja = $1`,
    [caja, chain?.ancla ?? null, chain?.head.secuencia ?? null, chain?.head.hash ?? null, added, rotura?.secuencia ?? null, rotura?.motivo ?? null, eventoId],
  );
}
