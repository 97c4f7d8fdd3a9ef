import type { ArcoIncidencia, ArcoPunch } from '@reloj/contract/arco';
import type { Db } from '../connection.js';
import { punchMethod } from './attendance.js';

/** Everything the box holds on one person, for a data-access request (ARCO), and the deletion of their biometrics. */
export function arcoRepository(db: Db) {
  const punchesStmt = db.prepare<
    [number],
    {
      hora: string;
      fecha_local: string;
      tipo: string;
      sucursal: string | null;
      dispositivo: string | null;
      manual: number;
      nip: number;
      motivo: string | null;
      con_foto: number;
      anulacion_motivo: string | null;
      anulada_por: string | null;
      anulada_en: string | null;
    }
  >(
    // tipo and sucursal as 'Asistencias' shows them (attendance.ts): entrada/salida by time order within the working day,
    // the kiosk's branch or, for a manual punch, the employee's; voided punches (issue 29) left out of the alternation.
    `SELECT c.hora, c.fecha_local,
            CASE (COUNT(*) FILTER (WHERE an.id IS NULL) OVER (PARTITION BY c.fecha_local ORDER BY c.hora, c.id ROWS UNBOUNDED PRECEDING)
                  + (an.id IS NOT NULL)) % 2 WHEN 1 THEN 'entrada' ELSE 'salida' END AS tipo,
            s.nombre AS sucursal, d.nombre AS dispositivo, c.manual, c.nip, c.motivo, c.snapshot_jpeg IS NOT NULL AS con_foto,
            an.motivo AS anulacion_motivo, an.anulada_por, an.anulada_en
       FROM checadas c JOIN empleados e ON e.id = c.empleado_id
       LEFT JOIN anulaciones an ON an.checada_id = c.id
       LEFT JOIN dispositivos d ON d.id = c.dispositivo_id LEFT JOIN sucursales s ON s.id = COALESCE(d.sucursal_id, e.sucursal_id)
      WHERE c.empleado_id = ? ORDER BY c.hora, c.id`,
  );
  const incidenciasStmt = db.prepare<
    [number],
    { fecha: string; tipo: string; minutos: number | null; nota: string | null; creado_por: string; created_at: string }
  >('SELECT fecha, tipo, minutos, nota, creado_por, created_at FROM incidencias WHERE empleado_id = ? ORDER BY fecha, id');
  const templatesStmt = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM rostros WHERE empleado_id = ?');
  const clearPhotosStmt = db.prepare<[number]>('UPDATE checadas SET snapshot_jpeg = NULL WHERE empleado_id = ? AND snapshot_jpeg IS NOT NULL');

  return {
    punches: (empleadoId: number): ArcoPunch[] =>
      punchesStmt.all(empleadoId).map((r) => ({
        hora: r.hora,
        diaLaboral: r.fecha_local,
        tipo: r.tipo,
        sucursal: r.sucursal,
        dispositivo: r.manual ? 'Checada manual' : r.dispositivo,
        manual: r.manual === 1,
        metodo: punchMethod(r),
        motivo: r.motivo,
        conFoto: r.con_foto === 1,
        anulada: r.anulada_en === null ? null : { motivo: r.anulacion_motivo!, usuario: r.anulada_por!, fecha: r.anulada_en },
      })),
    incidencias: (empleadoId: number): ArcoIncidencia[] =>
      incidenciasStmt
        .all(empleadoId)
        .map((r) => ({ fecha: r.fecha, tipo: r.tipo, minutos: r.minutos, nota: r.nota, registradaPor: r.creado_por, registradaEn: r.created_at })),
    templateCount: (empleadoId: number): number => templatesStmt.get(empleadoId)?.n ?? 0,
    /** Punch photos of the person go; the punches stay (LFT art. 804). Answers how many photos. */
    clearPhotos: (empleadoId: number): number => clearPhotosStmt.run(empleadoId).changes,
  };
}
