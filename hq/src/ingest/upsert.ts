import type { ClientBase } from 'pg';

/** The event writing a projection row: an older one (by box clock, then sequence) never overwrites a newer one. */
export type EventMeta = { eventoId: string; creadoEn: string; secuencia: number };

/**
 * INSERT … ON CONFLICT (caja, id) DO UPDATE of the given columns, guarded so that the row keeps the state of the
 * newest event: events of one box normally arrive in order, but a nak'd message can come back after later ones.
 * Table and column names come from this code, never from a message.
 */
export async function upsertProjection(client: ClientBase, table: string, row: Record<string, unknown>, meta: EventMeta): Promise<void> {
  const values: Record<string, unknown> = { ...row, evento_id: meta.eventoId, evento_creado_en: meta.creadoEn, evento_secuencia: meta.secuencia };
  const columns = Object.keys(values);
  const placeholders = columns.map((_, i) => `$${i + 1}`);
  const updates = columns.filter((c) => c !== 'caja' && c !== 'id').map((c) => `${c} = EXCLUDED.${c}`);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
    ON CONFLICT (caja, id) DO UPDATE SET ${updates.join(', ')}, actualizado_en = now()
    WHERE (${table}.evento_creado_en, ${table}.evento_secuencia) <= (EXCLUDED.evento_creado_en, EXCLUDED.evento_secuencia)`;
  await client.query(sql, Object.values(values));
}
