import type { Db } from '../connection.js';

/** Who a número de empleado typed at the kiosk is, and their NIP's hash (null: no NIP). */
export type PinHolder = { id: number; activo: number; nip_hash: string | null };

export function nipRepository(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO nips (empleado_id, nip_hash, actualizado_por, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (empleado_id) DO UPDATE SET nip_hash = excluded.nip_hash, actualizado_por = excluded.actualizado_por, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM nips WHERE empleado_id = ?');
  // The same comparison as the unique index on numero_empleado (migration 009).
  const holder = db.prepare<[string], PinHolder>(
    `SELECT e.id, e.activo, n.nip_hash FROM empleados e LEFT JOIN nips n ON n.empleado_id = e.id
      WHERE e.numero_empleado = ? COLLATE NOCASE`,
  );
  return {
    set: (empleadoId: number, hash: string, by: string, now: string) => void upsert.run(empleadoId, hash, by, now),
    remove: (empleadoId: number) => remove.run(empleadoId).changes > 0,
    holder: (numeroEmpleado: string) => holder.get(numeroEmpleado),
  };
}
