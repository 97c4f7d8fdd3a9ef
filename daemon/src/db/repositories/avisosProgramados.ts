import type { Db } from '../connection.js';
import { NOT_VOIDED } from './attendance.js';

/** A punch that reached the box after the period holding its working day was closed (issue 29), for the daily summary. */
export type ChecadaTrasCierreRow = {
  id: number;
  empleadoId: number;
  sucursalId: number;
  /** UTC instant of the punch. */
  hora: string;
  fechaLocal: string;
  periodoDesde: string;
  periodoHasta: string;
};

/** Issue 44: what the scheduled alerts read that no other repository does. */
export function avisosProgramadosRepository(db: Db) {
  const trasCierre = db.prepare<[string, string], ChecadaTrasCierreRow>(
    `SELECT c.id, c.empleado_id AS empleadoId, e.sucursal_id AS sucursalId, c.hora, c.fecha_local AS fechaLocal,
            p.desde AS periodoDesde, p.hasta AS periodoHasta
       FROM checadas c
       JOIN empleados e ON e.id = c.empleado_id
       JOIN periodos p ON p.estado = 'cerrado' AND c.fecha_local BETWEEN p.desde AND p.hasta AND c.created_at > p.cerrado_en
      WHERE c.created_at >= ? AND c.created_at < ? AND ${NOT_VOIDED}
      ORDER BY c.hora, c.id`,
  );
  return {
    /** Punches (not voided) stored in [desde, hasta) (UTC instants) whose working day is in a period closed before they came. */
    checadasTrasCierre: (desde: string, hasta: string): ChecadaTrasCierreRow[] => trasCierre.all(desde, hasta),
  };
}

export type AvisosProgramadosRepository = ReturnType<typeof avisosProgramadosRepository>;
