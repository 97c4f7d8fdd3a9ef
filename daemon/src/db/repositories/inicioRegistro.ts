import type { Db } from '../connection.js';

export type OrigenInicioRegistro = 'primer_arranque' | 'administrador';

/** One row of `inicio_registro` (migration 034). */
export type InicioRegistroRow = {
  id: number;
  fecha: string;
  motivo: string;
  origen: OrigenInicioRegistro;
  registradoPor: string;
  registradoEn: string;
};

/** The first day anything was recorded here: the first punch's local date or the first incidencia's date. */
export const PRIMER_REGISTRO_SQL = `(SELECT MIN(fecha) FROM (SELECT MIN(fecha_local) AS fecha FROM checadas UNION ALL SELECT MIN(fecha) FROM incidencias))`;

/**
 * The box's first day in service, the one source of truth (the pre-nómina, the aguinaldo's faltas, the expediente, the
 * employees' answer): the latest `inicio_registro` row, or, on a database that was never started by main.ts (one a
 * test builds, or a box between its migration and its first start), the first day anything was recorded. Null: none.
 */
export const INICIO_REGISTRO_CAJA_SQL = `COALESCE((SELECT fecha FROM inicio_registro ORDER BY id DESC LIMIT 1), ${PRIMER_REGISTRO_SQL})`;

/**
 * An employee's inicioRegistro, given the alias of their `empleados` row: the later of their own date (or the box's)
 * and their fechaIngreso. SQLite's MAX of one NULL is NULL, hence the COALESCE to the fechaIngreso.
 */
export const inicioRegistroEmpleadoSql = (e: string) =>
  `MAX(${e}.fecha_ingreso, COALESCE(${e}.inicio_registro, ${INICIO_REGISTRO_CAJA_SQL}, ${e}.fecha_ingreso))`;

const SELECT = `SELECT id, fecha, motivo, origen, registrado_por AS registradoPor, registrado_en AS registradoEn FROM inicio_registro`;

/** `inicio_registro` (append-only) and the first day of records, for services/registro/inicioRegistro.ts. */
export function inicioRegistroRepository(db: Db) {
  const currentStmt = db.prepare<[], InicioRegistroRow>(`${SELECT} ORDER BY id DESC LIMIT 1`);
  const historyStmt = db.prepare<[], InicioRegistroRow>(`${SELECT} ORDER BY id`);
  const fechaStmt = db.prepare<[], { fecha: string | null }>(`SELECT ${INICIO_REGISTRO_CAJA_SQL} AS fecha`);
  const primerRegistroStmt = db.prepare<[], { fecha: string | null }>(`SELECT ${PRIMER_REGISTRO_SQL} AS fecha`);
  const insertStmt = db.prepare<Omit<InicioRegistroRow, 'id'>>(
    `INSERT INTO inicio_registro (fecha, motivo, origen, registrado_por, registrado_en)
     VALUES (@fecha, @motivo, @origen, @registradoPor, @registradoEn)`,
  );
  const setEmpleadoStmt = db.prepare<[string | null, string, number]>(`UPDATE empleados SET inicio_registro = ?, updated_at = ? WHERE id = ?`);

  return {
    /** The row in force, undefined before the first start. */
    current: (): InicioRegistroRow | undefined => currentStmt.get(),
    history: (): InicioRegistroRow[] => historyStmt.all(),
    /** INICIO_REGISTRO_CAJA_SQL's date. */
    fecha: (): string | null => fechaStmt.get()?.fecha ?? null,
    primerRegistro: (): string | null => primerRegistroStmt.get()?.fecha ?? null,
    insert: (row: Omit<InicioRegistroRow, 'id'>): number => Number(insertStmt.run(row).lastInsertRowid),
    /** An employee's own date (null: the box's). */
    setEmpleado: (empleadoId: number, fecha: string | null, now: string): void => {
      setEmpleadoStmt.run(fecha, now, empleadoId);
    },
  };
}

export type InicioRegistroRepository = ReturnType<typeof inicioRegistroRepository>;
