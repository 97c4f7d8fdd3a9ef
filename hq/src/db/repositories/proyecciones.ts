import type { Queryable } from '../pool.js';

/** The event writing a projection row: an older one (by box clock, then sequence) never overwrites a newer one. */
export type EventMeta = { eventoId: string; creadoEn: string; secuencia: number };

/** The tables keyed by (caja, id) whose rows carry the event that last wrote them (migrations/shared.ts). */
export type ProjectionTable =
  | 'sucursales'
  | 'puestos'
  | 'bonos'
  | 'empleados'
  | 'checadas'
  | 'anulaciones'
  | 'incidencias'
  | 'periodos'
  | 'turnos'
  | 'roles'
  | 'asignaciones'
  | 'cambios_turno'
  | 'solicitudes';

/** Every projection table: what each box holds, one row per (caja, id), as its newest event left it. */
export function proyeccionesRepository(db: Queryable) {
  return {
    /**
     * INSERT … ON CONFLICT (caja, id) DO UPDATE of the given columns, guarded so that the row keeps the state of the
     * newest event: events of one box normally arrive in order, but a nak'd message can come back after later ones.
     * Table and column names come from our code, never from a message.
     */
    async upsert(table: ProjectionTable, row: Record<string, unknown>, meta: EventMeta): Promise<void> {
      const values: Record<string, unknown> = { ...row, evento_id: meta.eventoId, evento_creado_en: meta.creadoEn, evento_secuencia: meta.secuencia };
      const columns = Object.keys(values);
      const placeholders = columns.map((_, i) => `$${i + 1}`);
      const updates = columns.filter((c) => c !== 'caja' && c !== 'id').map((c) => `${c} = EXCLUDED.${c}`);
      const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
    ON CONFLICT (caja, id) DO UPDATE SET ${updates.join(', ')}, actualizado_en = now()
    WHERE (${table}.evento_creado_en, ${table}.evento_secuencia) <= (EXCLUDED.evento_creado_en, EXCLUDED.evento_secuencia)`;
      await db.query(sql, Object.values(values));
    },
  };
}

export type ProyeccionesRepository = ReturnType<typeof proyeccionesRepository>;
