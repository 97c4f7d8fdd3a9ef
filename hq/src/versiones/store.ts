import type { ClientBase, Pool } from 'pg';
import type { AnuncioVersion } from '@reloj/contract/eventos';
import { inTransaction } from '../ingest/apply.js';
import { decide, type EstadoCaja, type Fase, type FilaCaja } from './rules.js';

export type NuevoDespliegue = { version: string; arch: string; objeto: string; sha256: string; bytes: number; umbral: number };

/** Records a rollout and its boxes (all 'pendiente'); the next advance() announces the canary. */
export async function createDespliegue(pool: Pool, d: NuevoDespliegue, cajas: { caja: string; fase: Fase }[]): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO despliegues (version, arch, objeto, sha256, bytes, umbral) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [d.version, d.arch, d.objeto, d.sha256, d.bytes, d.umbral],
    );
    const id = rows[0]!.id;
    await client.query('INSERT INTO despliegue_cajas (despliegue, caja, fase) SELECT $1, * FROM unnest($2::text[], $3::text[])', [
      id,
      cajas.map((c) => c.caja),
      cajas.map((c) => c.fase),
    ]);
    return id;
  });
}

/** How long a box that has not answered waits for its announcement again (core NATS: it may have been offline). */
export const REANNOUNCE_MS = 10_000;

type Despliegue = { id: number; version: string; arch: string; objeto: string; sha256: string; bytes: string; umbral: string };

/**
 * Moves every running rollout one step (rules.ts) under a row lock (two headquarters services may run at once) and
 * returns the announcements to send: the boxes just announced, and those announced earlier that have not answered
 * for REANNOUNCE_MS.
 */
export async function advance(pool: Pool): Promise<{ caja: string; anuncio: AnuncioVersion }[]> {
  const { rows: ids } = await pool.query<{ id: number }>(`SELECT id FROM despliegues WHERE estado = 'en_curso' ORDER BY id`);
  const out: { caja: string; anuncio: AnuncioVersion }[] = [];
  for (const { id } of ids) out.push(...(await inTransaction(pool, (client) => advanceOne(client, id))));
  return out;
}

async function advanceOne(client: ClientBase, id: number): Promise<{ caja: string; anuncio: AnuncioVersion }[]> {
  const d = (await client.query<Despliegue>(`SELECT * FROM despliegues WHERE id = $1 AND estado = 'en_curso' FOR UPDATE`, [id])).rows[0];
  if (!d) return [];
  const filas = (await client.query<FilaCaja>('SELECT caja, fase, estado FROM despliegue_cajas WHERE despliegue = $1', [id])).rows;
  const decision = decide(Number(d.umbral), filas);
  if (decision.estado !== 'en_curso') {
    await client.query('UPDATE despliegues SET estado = $2, motivo = $3, terminado = now() WHERE id = $1', [id, decision.estado, decision.motivo ?? null]);
    return [];
  }
  if (decision.anunciar.length)
    await client.query(`UPDATE despliegue_cajas SET estado = 'anunciada', fecha = now() WHERE despliegue = $1 AND caja = ANY($2) AND estado = 'pendiente'`, [
      id,
      decision.anunciar,
    ]);
  const { rows } = await client.query<{ caja: string }>(
    `UPDATE despliegue_cajas SET anunciada_en = now()
      WHERE despliegue = $1 AND estado = 'anunciada' AND (anunciada_en IS NULL OR anunciada_en < now() - $2 * interval '1 millisecond')
      RETURNING caja`,
    [id, REANNOUNCE_MS],
  );
  const anuncio: AnuncioVersion = { despliegue: id, version: d.version, arch: d.arch, objeto: d.objeto, sha256: d.sha256, bytes: Number(d.bytes) };
  return rows.map(({ caja }) => ({ caja, anuncio }));
}

/**
 * A box's `actualizacion` event on the rollouts it is part of (within the ingest transaction): the newest running
 * rollout of that version moves to the reported state. A later event never takes a finished box back to en_espera.
 */
export async function recordActualizacion(
  client: ClientBase,
  caja: string,
  a: { version: string | null; estado: EstadoCaja; motivo?: string | undefined },
): Promise<void> {
  if (!a.version) return;
  await client.query(
    `UPDATE despliegue_cajas dc SET estado = $3, motivo = $4, fecha = now()
       FROM despliegues d
      WHERE dc.despliegue = d.id AND dc.caja = $1 AND d.version = $2
        AND dc.estado NOT IN ('instalada', 'revertida', 'rechazada')
        AND NOT ($3 = 'en_espera' AND dc.estado = 'en_espera')`,
    [caja, a.version, a.estado, a.motivo ?? null],
  );
}
