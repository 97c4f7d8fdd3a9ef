import type { Db } from '../connection.js';

/** Why a person's biometrics left the database, as the audit log names it. */
export type ErasureReason = 'arco.cancelar_biometricos' | 'consentimiento.retirar' | 'retencion.borrar';

export type PendingErasure = { id: number; empleadoId: number; /** empleados.created_at */ creado: string; fotos: boolean; motivo: ErasureReason };

function statements(db: Db) {
  return {
    insert: db.prepare<[number, number, string, string]>('INSERT INTO respaldos_por_depurar (empleado_id, fotos, motivo, created_at) VALUES (?, ?, ?, ?)'),
    select: db.prepare<[], { id: number; empleado_id: number; creado: string; fotos: number; motivo: ErasureReason }>(
      'SELECT p.id, p.empleado_id, e.created_at AS creado, p.fotos, p.motivo FROM respaldos_por_depurar p JOIN empleados e ON e.id = p.empleado_id ORDER BY p.id',
    ),
    remove: db.prepare<[number]>('DELETE FROM respaldos_por_depurar WHERE id = ?'),
  };
}

/**
 * The backups still to be rid of a person's biometrics (migration 024): written with the erasure, removed once done.
 * Prepared on first use: the backup service also copies databases of older versions (restore tests, bench), which
 * have no such table and never queue an erasure.
 */
export function respaldosPorDepurarRepository(db: Db) {
  let prepared: ReturnType<typeof statements> | undefined;
  const sql = () => (prepared ??= statements(db));
  return {
    queue: (empleadoId: number, fotos: boolean, motivo: ErasureReason, now: string): void => void sql().insert.run(empleadoId, fotos ? 1 : 0, motivo, now),
    pending: (): PendingErasure[] =>
      sql()
        .select.all()
        .map((r) => ({ id: r.id, empleadoId: r.empleado_id, creado: r.creado, fotos: r.fotos === 1, motivo: r.motivo })),
    done: (ids: readonly number[]): void => db.transaction(() => ids.forEach((id) => sql().remove.run(id)))(),
  };
}

export type RespaldosPorDepurarRepository = ReturnType<typeof respaldosPorDepurarRepository>;
