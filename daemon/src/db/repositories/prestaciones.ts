import type { MotivoBaja } from '@reloj/contract/prestaciones';
import type { Db } from '../connection.js';
import { INICIO_REGISTRO_CAJA_SQL } from './inicioRegistro.js';

/** One row of `empleado_bajas` (migration 029): a baja with its date and reason, and the reactivation that ended it. */
export type BajaRow = {
  id: number;
  empleadoId: number;
  fechaBaja: string;
  motivoBaja: MotivoBaja;
  nota: string | null;
  registradaPor: string;
  registradaEn: string;
  reactivadoEn: string | null;
};

export type BajaRecord = { empleadoId: number; fechaBaja: string; motivoBaja: MotivoBaja; nota: string | null; registradaPor: string };

const SELECT_BAJA = `
  SELECT id, empleado_id AS empleadoId, fecha_baja AS fechaBaja, motivo_baja AS motivoBaja, nota,
         registrada_por AS registradaPor, registrada_en AS registradaEn, reactivado_en AS reactivadoEn
    FROM empleado_bajas`;

/**
 * Issue 31: the bajas' history (`empleado_bajas`) and the days of vacation each employee took (incidencias of kind
 * 'vacaciones'), the inputs of vacations, aguinaldo and finiquito besides the pre-nómina's.
 */
export function prestacionesRepository(db: Db) {
  const insertStmt = db.prepare<BajaRecord & { now: string }>(
    `INSERT INTO empleado_bajas (empleado_id, fecha_baja, motivo_baja, nota, registrada_por, registrada_en)
     VALUES (@empleadoId, @fechaBaja, @motivoBaja, @nota, @registradaPor, @now)`,
  );
  const reactivateStmt = db.prepare<[string, number]>(`UPDATE empleado_bajas SET reactivado_en = ? WHERE empleado_id = ? AND reactivado_en IS NULL`);
  const listStmt = db.prepare<[number], BajaRow>(`${SELECT_BAJA} WHERE empleado_id = ? ORDER BY id`);
  const latestStmt = db.prepare<[number], BajaRow>(`${SELECT_BAJA} WHERE empleado_id = ? ORDER BY id DESC LIMIT 1`);
  const vacacionesStmt = db.prepare<[number], { fecha: string }>(`SELECT fecha FROM incidencias WHERE empleado_id = ? AND tipo = 'vacaciones' ORDER BY fecha`);
  const lastEntradaStmt = db.prepare<[number], { fecha: string | null }>(
    `SELECT MAX(c.fecha_local) AS fecha FROM checadas c
      WHERE c.empleado_id = ? AND c.tipo = 'entrada' AND NOT EXISTS (SELECT 1 FROM anulaciones a WHERE a.checada_id = c.id)`,
  );
  const firstRecordStmt = db.prepare<[], { fecha: string | null }>(`SELECT ${INICIO_REGISTRO_CAJA_SQL} AS fecha`);
  const allVacacionesStmt = db.prepare<[], { empleadoId: number; fecha: string }>(
    `SELECT empleado_id AS empleadoId, fecha FROM incidencias WHERE tipo = 'vacaciones' ORDER BY empleado_id, fecha`,
  );

  return {
    insertBaja: (record: BajaRecord, now: string): number => Number(insertStmt.run({ ...record, now }).lastInsertRowid),
    /** Writes `reactivado_en` on the employee's open baja (none: nothing). */
    closeBaja: (empleadoId: number, now: string): void => {
      reactivateStmt.run(now, empleadoId);
    },
    bajas: (empleadoId: number): BajaRow[] => listStmt.all(empleadoId),
    latestBaja: (empleadoId: number): BajaRow | undefined => latestStmt.get(empleadoId),
    /** The dates of the employee's 'vacaciones' incidencias, oldest first. */
    vacacionesTomadas: (empleadoId: number): string[] => vacacionesStmt.all(empleadoId).map((r) => r.fecha),
    /** The local date of the employee's last entrada not voided, or null (a baja may not be dated before it). */
    ultimaEntrada: (empleadoId: number): string | null => lastEntradaStmt.get(empleadoId)?.fecha ?? null,
    /** The box's first day in service (repositories/inicioRegistro.ts), or null: no falta can be told before it. */
    inicioDelRegistro: (): string | null => firstRecordStmt.get()?.fecha ?? null,
    /** Every employee's vacation dates in one query (the employees list). */
    todasLasVacaciones: (): Map<number, string[]> => {
      const byEmployee = new Map<number, string[]>();
      for (const row of allVacacionesStmt.all()) {
        const dates = byEmployee.get(row.empleadoId) ?? [];
        dates.push(row.fecha);
        byEmployee.set(row.empleadoId, dates);
      }
      return byEmployee;
    },
  };
}

export type PrestacionesRepository = ReturnType<typeof prestacionesRepository>;
