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
  /** The box's chain as checked here; null before its first link. */
  registro: RegistroCaja | null;
};

/** The chain of the record of a box: links checked and the first break, if any. */
export type RegistroCaja = {
  eslabones: number;
  /** The end of the stretch verified without gaps. */
  ultimaSecuencia: number;
  /** Links that arrived ahead of a missing one still to come, or false. */
  esperando: boolean;
  rotura: { secuencia: number; motivo: string; detectadaEn: Date } | null;
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
  eslabones: string | number | null;
  ultima_secuencia: string | number | null;
  mayor_secuencia: string | number | null;
  rotura_secuencia: string | number | null;
  rotura_motivo: string | null;
  rotura_detectada_en: Date | null;
};

export async function listCajas(pool: Pool): Promise<CajaRow[]> {
  const { rows } = await pool.query<CajaDbRow>(
    `SELECT c.caja, c.ultimo_evento_en, c.ultima_secuencia_aplicada, c.evento_reloj_sincronizado, c.ultimo_latido_en, c.desfase_ms,
            c.latido_reloj_sincronizado, c.pendientes, c.ultima_secuencia_reportada, COALESCE(c.version_daemon, c.version) AS version_daemon,
            r.eslabones, r.ultima_secuencia, r.rotura_secuencia, r.rotura_motivo, r.rotura_detectada_en,
            (SELECT max(e.secuencia) FROM registro_eslabones e WHERE e.caja = c.caja) AS mayor_secuencia
       FROM cajas c LEFT JOIN registro_cajas r ON r.caja = c.caja ORDER BY c.caja`,
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
    registro:
      r.eslabones === null || r.ultima_secuencia === null
        ? null
        : {
            eslabones: Number(r.eslabones),
            ultimaSecuencia: Number(r.ultima_secuencia),
            esperando: Number(r.mayor_secuencia) > Number(r.ultima_secuencia),
            rotura:
              r.rotura_secuencia === null
                ? null
                : { secuencia: Number(r.rotura_secuencia), motivo: r.rotura_motivo ?? '', detectadaEn: r.rotura_detectada_en ?? new Date(0) },
          },
  }));
}

export type PunchCount = { caja: string; sucursalId: number | null; sucursal: string | null; fecha: string; checadas: number; empleados: number };

/** Punches per box, branch and working day in the range; voided ones do not count. */
export async function punchesByBranchDay(pool: Pool, range: Range): Promise<PunchCount[]> {
  const { rows } = await pool.query<{ caja: string; sucursal_id: number | null; nombre: string | null; fecha: string; checadas: string; empleados: string }>(
    `SELECT c.caja, c.sucursal_id, s.nombre, to_char(c.fecha_local, 'YYYY-MM-DD') AS fecha,
            count(*) AS checadas, count(DISTINCT c.empleado_id) AS empleados
       FROM checadas c LEFT JOIN sucursales s ON s.caja = c.caja AND s.id = c.sucursal_id
      WHERE c.fecha_local BETWEEN $1 AND $2 AND c.anulada_en IS NULL
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

export type VoidedPunch = {
  caja: string;
  id: number;
  sucursal: string | null;
  sucursalId: number | null;
  empleado: string | null;
  numeroEmpleado: string | null;
  tipo: string;
  hora: Date;
  motivo: string;
  anuladaPor: string;
  anuladaEn: Date;
};

/** The punches of the range voided at their box, newest first: kept at headquarters, counted nowhere. */
export async function voidedPunches(pool: Pool, range: Range): Promise<VoidedPunch[]> {
  const { rows } = await pool.query<{
    caja: string;
    id: number;
    sucursal_id: number | null;
    sucursal: string | null;
    empleado: string | null;
    numero_empleado: string | null;
    tipo: string;
    hora: Date;
    motivo_anulacion: string;
    anulada_por: string;
    anulada_en: Date;
  }>(
    `SELECT c.caja, c.id, c.sucursal_id, s.nombre AS sucursal, e.nombre AS empleado, c.numero_empleado, c.tipo, c.hora,
            c.motivo_anulacion, c.anulada_por, c.anulada_en
       FROM checadas c
       LEFT JOIN sucursales s ON s.caja = c.caja AND s.id = c.sucursal_id
       LEFT JOIN empleados e ON e.caja = c.caja AND e.id = c.empleado_id
      WHERE c.fecha_local BETWEEN $1 AND $2 AND c.anulada_en IS NOT NULL
      ORDER BY c.hora DESC, c.caja, c.id`,
    [range.desde, range.hasta],
  );
  return rows.map((r) => ({
    caja: r.caja,
    id: r.id,
    sucursal: r.sucursal,
    sucursalId: r.sucursal_id,
    empleado: r.empleado,
    numeroEmpleado: r.numero_empleado,
    tipo: r.tipo,
    hora: r.hora,
    motivo: r.motivo_anulacion,
    anuladaPor: r.anulada_por,
    anuladaEn: r.anulada_en,
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
  /** The close whose figures these are, 1 for the first. */
  version: number;
  /** Set while the period is reopened at its box: these figures no longer stand. */
  reapertura: { en: Date; por: string; motivo: string } | null;
};

/** Periods that overlap the range: the page lists them, the downloads merge those closed now (not reopened). */
const OVERLAP = 'WHERE p.desde <= $2 AND p.hasta >= $1';

type PeriodDbRow = { caja: string; id: number; desde: string; hasta: string; cerrado_en: Date; cerrado_por: string };

export async function closedPeriods(pool: Pool, range: Range): Promise<PeriodSummary[]> {
  const { rows } = await pool.query<
    PeriodDbRow & {
      empleados: number | null;
      total_centavos: string | number | null;
      version: number;
      reabierto_en: Date | null;
      reabierto_por: string | null;
      motivo_reapertura: string | null;
    }
  >(
    `SELECT p.caja, p.id, to_char(p.desde, 'YYYY-MM-DD') AS desde, to_char(p.hasta, 'YYYY-MM-DD') AS hasta, p.cerrado_en, p.cerrado_por,
            p.empleados, p.total_centavos, p.version, p.reabierto_en, p.reabierto_por, p.motivo_reapertura
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
    version: r.version,
    reapertura: r.reabierto_en ? { en: r.reabierto_en, por: r.reabierto_por ?? '', motivo: r.motivo_reapertura ?? '' } : null,
  }));
}

export type PeriodFigures = {
  caja: string;
  id: number;
  desde: string;
  hasta: string;
  cerradoEn: string;
  cerradoPor: string;
  version: number;
  prenomina: unknown;
};

/** The frozen figures of the closed periods overlapping the range; a reopened one's no longer stand and are left out. */
export async function periodFigures(pool: Pool, range: Range): Promise<PeriodFigures[]> {
  const { rows } = await pool.query<PeriodDbRow & { prenomina: unknown; version: number }>(
    `SELECT p.caja, p.id, to_char(p.desde, 'YYYY-MM-DD') AS desde, to_char(p.hasta, 'YYYY-MM-DD') AS hasta, p.cerrado_en, p.cerrado_por,
            p.version, p.prenomina
       FROM periodos p ${OVERLAP} AND p.reabierto_en IS NULL ORDER BY p.caja, p.desde, p.id`,
    [range.desde, range.hasta],
  );
  return rows.map((r) => ({
    caja: r.caja,
    id: r.id,
    desde: r.desde,
    hasta: r.hasta,
    cerradoEn: r.cerrado_en.toISOString(),
    cerradoPor: r.cerrado_por,
    version: r.version,
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
