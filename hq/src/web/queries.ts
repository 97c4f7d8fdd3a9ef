import type { Pool } from 'pg';
import type { Range } from './range.js';

export type CajaRow = {
  caja: string;
  ultimoEventoEn: Date | null;
  ultimaSecuenciaAplicada: number | null;
  eventoRelojSincronizado: boolean | null;
  ultimoLatidoEn: Date | null;
  desfaseMs: number | null;
  latidoRelojSincronizado: boolean | null;
  pendientes: number | null;
  ultimaSecuenciaReportada: number | null;
  version: string | null;
};

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** Columns as pg returns them: bigint (int8) and numeric columns come as text. */
type CajaDbRow = {
  caja: string;
  ultimo_evento_en: Date | null;
  ultima_secuencia_aplicada: string | number | null;
  evento_reloj_sincronizado: boolean | null;
  ultimo_latido_en: Date | null;
  desfase_ms: string | number | null;
  latido_reloj_sincronizado: boolean | null;
  pendientes: number | null;
  ultima_secuencia_reportada: string | number | null;
  version_daemon: string | null;
};

export async function listCajas(pool: Pool): Promise<CajaRow[]> {
  const { rows } = await pool.query<CajaDbRow>(
    `SELECT caja, ultimo_evento_en, ultima_secuencia_aplicada, evento_reloj_sincronizado, ultimo_latido_en, desfase_ms,
            latido_reloj_sincronizado, pendientes, ultima_secuencia_reportada, version_daemon
       FROM cajas ORDER BY caja`,
  );
  return rows.map((r) => ({
    caja: r.caja,
    ultimoEventoEn: r.ultimo_evento_en,
    ultimaSecuenciaAplicada: num(r.ultima_secuencia_aplicada),
    eventoRelojSincronizado: r.evento_reloj_sincronizado,
    ultimoLatidoEn: r.ultimo_latido_en,
    desfaseMs: num(r.desfase_ms),
    latidoRelojSincronizado: r.latido_reloj_sincronizado,
    pendientes: r.pendientes,
    ultimaSecuenciaReportada: num(r.ultima_secuencia_reportada),
    version: r.version_daemon,
  }));
}

export type PunchCount = { caja: string; sucursalId: number | null; sucursal: string | null; fecha: string; checadas: number; empleados: number };

/** Punches per box, branch and working day in the range. */
export async function punchesByBranchDay(pool: Pool, range: Range): Promise<PunchCount[]> {
  const { rows } = await pool.query<{ caja: string; sucursal_id: number | null; nombre: string | null; fecha: string; checadas: string; empleados: string }>(
    `SELECT c.caja, c.sucursal_id, s.nombre, to_char(c.fecha_local, 'YYYY-MM-DD') AS fecha,
            count(*) AS checadas, count(DISTINCT c.empleado_id) AS empleados
       FROM checadas c LEFT JOIN sucursales s ON s.caja = c.caja AND s.id = c.sucursal_id
      WHERE c.fecha_local BETWEEN $1 AND $2
      GROUP BY c.caja, c.sucursal_id, s.nombre, c.fecha_local
      ORDER BY s.nombre NULLS LAST, c.caja, c.sucursal_id, c.fecha_local`,
    [range.desde, range.hasta],
  );
  return rows.map((r) => ({
    caja: r.caja,
    sucursalId: r.sucursal_id,
    sucursal: r.nombre,
    fecha: r.fecha,
    checadas: Number(r.checadas),
    empleados: Number(r.empleados),
  }));
}

export type PeriodSummary = {
  caja: string;
  id: number;
  desde: string;
  hasta: string;
  cerradoEn: Date;
  cerradoPor: string;
  empleados: number | null;
  totalCentavos: number | null;
};

/** Closed periods that overlap the range: the ones the page lists and the downloads merge. */
const OVERLAP = 'WHERE p.desde <= $2 AND p.hasta >= $1';

type PeriodDbRow = { caja: string; id: number; desde: string; hasta: string; cerrado_en: Date; cerrado_por: string };

export async function closedPeriods(pool: Pool, range: Range): Promise<PeriodSummary[]> {
  const { rows } = await pool.query<PeriodDbRow & { empleados: number | null; total_centavos: string | number | null }>(
    `SELECT p.caja, p.id, to_char(p.desde, 'YYYY-MM-DD') AS desde, to_char(p.hasta, 'YYYY-MM-DD') AS hasta, p.cerrado_en, p.cerrado_por,
            p.empleados, p.total_centavos
       FROM periodos p ${OVERLAP} ORDER BY p.desde DESC, p.caja, p.id`,
    [range.desde, range.hasta],
  );
  return rows.map((r) => ({
    caja: r.caja,
    id: r.id,
    desde: r.desde,
    hasta: r.hasta,
    cerradoEn: r.cerrado_en,
    cerradoPor: r.cerrado_por,
    empleados: r.empleados,
    totalCentavos: num(r.total_centavos),
  }));
}

export type PeriodFigures = { caja: string; id: number; desde: string; hasta: string; cerradoEn: string; cerradoPor: string; prenomina: unknown };

/** The frozen figures of the closed periods overlapping the range. */
export async function periodFigures(pool: Pool, range: Range): Promise<PeriodFigures[]> {
  const { rows } = await pool.query<PeriodDbRow & { prenomina: unknown }>(
    `SELECT p.caja, p.id, to_char(p.desde, 'YYYY-MM-DD') AS desde, to_char(p.hasta, 'YYYY-MM-DD') AS hasta, p.cerrado_en, p.cerrado_por, p.prenomina
       FROM periodos p ${OVERLAP} ORDER BY p.caja, p.desde, p.id`,
    [range.desde, range.hasta],
  );
  return rows.map((r) => ({
    caja: r.caja,
    id: r.id,
    desde: r.desde,
    hasta: r.hasta,
    cerradoEn: r.cerrado_en.toISOString(),
    cerradoPor: r.cerrado_por,
    prenomina: r.prenomina,
  }));
}

/** Branch and position names per box, to label the rows of the files across branches. */
export async function catalogueNames(pool: Pool): Promise<{ sucursales: Map<string, string>; puestoDeEmpleado: Map<string, string> }> {
  const suc = await pool.query<{ caja: string; id: number; nombre: string | null }>('SELECT caja, id, nombre FROM sucursales');
  const pue = await pool.query<{ caja: string; id: number; nombre: string | null }>(
    'SELECT e.caja, e.id, p.nombre FROM empleados e JOIN puestos p ON p.caja = e.caja AND p.id = e.puesto_id',
  );
  const key = (caja: string, id: number) => `${caja}/${id}`;
  return {
    sucursales: new Map(suc.rows.filter((r) => r.nombre).map((r) => [key(r.caja, r.id), r.nombre as string])),
    puestoDeEmpleado: new Map(pue.rows.filter((r) => r.nombre).map((r) => [key(r.caja, r.id), r.nombre as string])),
  };
}
