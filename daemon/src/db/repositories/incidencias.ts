import type { IncidenciaTipo } from '@reloj/contract/incidencias';
import type { Db } from '../connection.js';

/** An incidencia with its employee's name; overtime in whole minutes (quarter hours). */
export type IncidenciaRow = {
  id: number;
  empleadoId: number;
  empleado: string;
  fecha: string;
  tipo: IncidenciaTipo;
  minutos: number | null;
  nota: string | null;
  creadoPor: string;
  creadoEn: string;
};

export type IncidenciaRecord = {
  empleadoId: number;
  fecha: string;
  tipo: IncidenciaTipo;
  minutos: number | null;
  nota: string | null;
  creadoPor: string;
};

const SELECT = `
  SELECT i.id, i.empleado_id AS empleadoId, e.nombre AS empleado, i.fecha, i.tipo, i.minutos, i.nota,
         i.creado_por AS creadoPor, i.created_at AS creadoEn
    FROM incidencias i JOIN empleados e ON e.id = i.empleado_id`;

/** `incidencias`: overtime authorisations and justified absences, one of each class per employee and day. */
export function incidenciasRepository(db: Db) {
  const listStmt = db.prepare<[{ desde: string; hasta: string; empleadoId: number | null; sucursales: string | null }], IncidenciaRow>(
    `${SELECT}
     WHERE i.fecha BETWEEN @desde AND @hasta AND (@empleadoId IS NULL OR i.empleado_id = @empleadoId)
       AND (@sucursales IS NULL OR e.sucursal_id IN (SELECT value FROM json_each(@sucursales)))
     ORDER BY i.fecha, e.nombre, i.empleado_id, i.id`,
  );
  const getStmt = db.prepare<[number], IncidenciaRow>(`${SELECT} WHERE i.id = ?`);
  const sameClassStmt = db.prepare<[number, string, number], IncidenciaRow>(
    `${SELECT} WHERE i.empleado_id = ? AND i.fecha = ? AND (i.tipo = 'horas_extra') = ?`,
  );
  const insertStmt = db.prepare(
    `INSERT INTO incidencias (empleado_id, fecha, tipo, minutos, nota, creado_por, created_at)
     VALUES (@empleadoId, @fecha, @tipo, @minutos, @nota, @creadoPor, @now)`,
  );
  const deleteStmt = db.prepare<[number]>('DELETE FROM incidencias WHERE id = ?');
  return {
    /** `sucursales`: only employees of these branches (null: all). */
    list: (f: { desde: string; hasta: string; empleadoId?: number; sucursales?: readonly number[] | null }): IncidenciaRow[] =>
      listStmt.all({ desde: f.desde, hasta: f.hasta, empleadoId: f.empleadoId ?? null, sucursales: f.sucursales ? JSON.stringify(f.sucursales) : null }),
    get: (id: number): IncidenciaRow | undefined => getStmt.get(id),
    /** The incidencia of the same class (overtime, or any other kind) that employee already has that day. */
    sameClass: (empleadoId: number, fecha: string, tipo: IncidenciaTipo): IncidenciaRow | undefined =>
      sameClassStmt.get(empleadoId, fecha, tipo === 'horas_extra' ? 1 : 0),
    insert: (record: IncidenciaRecord, now: string): number => Number(insertStmt.run({ ...record, now }).lastInsertRowid),
    remove: (id: number): void => {
      deleteStmt.run(id);
    },
  };
}

export type IncidenciasRepository = ReturnType<typeof incidenciasRepository>;
