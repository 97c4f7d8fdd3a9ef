import type { Queryable } from '../pool.js';
import type { Dias } from './checadas.js';
import type { EventMeta } from './proyecciones.js';

/** A close's columns in `periodos` and `periodo_versiones`. */
export type CierreFila = {
  desde: string;
  hasta: string;
  cerrado_en: string;
  cerrado_por: string;
  /** The frozen pre-nómina as JSON text. */
  prenomina: string;
  total_centavos: number;
  empleados: number;
};

/** A reopening as the box sent it (event periodo.reabierto). */
export type Reapertura = {
  id: number;
  version: number;
  desde: string;
  hasta: string;
  reabiertoEn: string;
  reabiertoPor: string;
  motivo: string;
};

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

/** Periods that overlap the range: the page lists them, the downloads merge those closed now (not reopened). */
const OVERLAP = 'WHERE p.desde <= $2 AND p.hasta >= $1';

type PeriodDbRow = { caja: string; id: number; desde: string; hasta: string; cerrado_en: Date; cerrado_por: string };

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** `periodos` (each period's standing close, the projection) and `periodo_versiones` (every close and its reopening). */
export function periodosRepository(db: Queryable) {
  return {
    /** The version of a new close: the one after the newest reopening held here (1 when none). */
    async nextCloseVersion(caja: string, periodoId: number): Promise<number> {
      const { rows } = await db.query<{ version: number }>(
        'SELECT COALESCE(max(version), 0) + 1 AS version FROM periodo_versiones WHERE caja = $1 AND periodo_id = $2 AND reabierto_en IS NOT NULL',
        [caja, periodoId],
      );
      return rows[0]?.version ?? 1;
    },

    /** Keeps a close in periodo_versiones (its figures replace those of the same version, if any). */
    async saveCloseVersion(caja: string, periodoId: number, version: number, f: CierreFila): Promise<void> {
      await db.query(
        `INSERT INTO periodo_versiones (caja, periodo_id, version, desde, hasta, cerrado_en, cerrado_por, prenomina, total_centavos, empleados)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (caja, periodo_id, version) DO UPDATE SET desde = EXCLUDED.desde, hasta = EXCLUDED.hasta, cerrado_en = EXCLUDED.cerrado_en,
       cerrado_por = EXCLUDED.cerrado_por, prenomina = EXCLUDED.prenomina, total_centavos = EXCLUDED.total_centavos, empleados = EXCLUDED.empleados,
       actualizado_en = now()`,
        [caja, periodoId, version, f.desde, f.hasta, f.cerrado_en, f.cerrado_por, f.prenomina, f.total_centavos, f.empleados],
      );
    },

    /** Keeps a reopening on its version in periodo_versiones. */
    async saveReopening(caja: string, r: Reapertura): Promise<void> {
      await db.query(
        `INSERT INTO periodo_versiones (caja, periodo_id, version, desde, hasta, reabierto_en, reabierto_por, motivo_reapertura)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (caja, periodo_id, version) DO UPDATE SET reabierto_en = EXCLUDED.reabierto_en, reabierto_por = EXCLUDED.reabierto_por,
       motivo_reapertura = EXCLUDED.motivo_reapertura, actualizado_en = now()`,
        [caja, r.id, r.version, r.desde, r.hasta, r.reabiertoEn, r.reabiertoPor, r.motivo],
      );
    },

    /**
     * Marks the period's figures as no longer standing, numbered like the box (headquarters may have missed closes);
     * not over a newer close (a reopening that arrives late).
     */
    async markReopened(caja: string, r: Reapertura, meta: EventMeta): Promise<void> {
      await db.query(
        `UPDATE periodos SET reabierto_en = $4, reabierto_por = $5, motivo_reapertura = $6, version = $3,
            evento_id = $7, evento_creado_en = $8, evento_secuencia = $9, actualizado_en = now()
      WHERE caja = $1 AND id = $2 AND version <= $3 AND (evento_creado_en, evento_secuencia) <= ($8::timestamptz, $9::bigint)`,
        [caja, r.id, r.version, r.reabiertoEn, r.reabiertoPor, r.motivo, meta.eventoId, meta.creadoEn, meta.secuencia],
      );
    },

    /** The periods overlapping the range, newest first, with their totals and whether they are reopened. */
    async overlapping(range: Dias): Promise<PeriodSummary[]> {
      const { rows } = await db.query<
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
    },

    /** The frozen figures of the closed periods overlapping the range; a reopened one's no longer stand and are left out. */
    async figures(range: Dias): Promise<PeriodFigures[]> {
      const { rows } = await db.query<PeriodDbRow & { prenomina: unknown; version: number }>(
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
    },
  };
}

export type PeriodosRepository = ReturnType<typeof periodosRepository>;
