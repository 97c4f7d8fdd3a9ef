import type { Latido } from '@reloj/contract/eventos';
import type { Queryable } from '../pool.js';

/** In the cajas upsert: the event is the box's newest so far (by box clock, then sequence). */
const NEWER = `(c.ultimo_evento_en IS NULL OR (c.ultimo_evento_en, c.ultima_secuencia_aplicada) <= (EXCLUDED.ultimo_evento_en, EXCLUDED.ultima_secuencia_aplicada))`;

/** The cajas columns that follow the box's newest event, guarded by NEWER (also in eventos.ts's batch statement). */
export const CAJA_NEWEST = `ultimo_evento_en = CASE WHEN ${NEWER} THEN EXCLUDED.ultimo_evento_en ELSE c.ultimo_evento_en END,
           ultima_secuencia_aplicada = CASE WHEN ${NEWER} THEN EXCLUDED.ultima_secuencia_aplicada ELSE c.ultima_secuencia_aplicada END,
           evento_reloj_sincronizado = CASE WHEN ${NEWER} THEN EXCLUDED.evento_reloj_sincronizado ELSE c.evento_reloj_sincronizado END`;

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

const toCajaRow = (r: CajaDbRow): CajaRow => ({
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
});

/** `cajas`: one row per box, its newest event applied, its last heartbeat and the version it reported. */
export function cajasRepository(db: Queryable) {
  return {
    /** One more event of the box applied (ON CONFLICT: the row follows the newest event only, CAJA_NEWEST). */
    async eventApplied(e: { caja: string; creadoEn: string; secuencia: number; relojSincronizado: boolean | null }): Promise<void> {
      await db.query(
        `INSERT INTO cajas AS c (caja, ultimo_evento_en, ultimo_evento_recibido_en, ultima_secuencia_aplicada, eventos_aplicados, evento_reloj_sincronizado)
     VALUES ($1, $2, now(), $3, 1, $4)
     ON CONFLICT (caja) DO UPDATE SET
       eventos_aplicados = c.eventos_aplicados + 1,
       ultimo_evento_recibido_en = now(),
       ${CAJA_NEWEST}`,
        [e.caja, e.creadoEn, e.secuencia, e.relojSincronizado],
      );
    },

    /** The version the box reported installed, unless a newer report (by the box's clock) is already there. */
    async versionInstalled(caja: string, version: string, reportadaEn: string): Promise<void> {
      await db.query(
        `INSERT INTO cajas AS c (caja, version, version_reportada_en) VALUES ($1, $2, $3)
     ON CONFLICT (caja) DO UPDATE SET version = EXCLUDED.version, version_reportada_en = EXCLUDED.version_reportada_en
     WHERE c.version_reportada_en IS NULL OR c.version_reportada_en <= EXCLUDED.version_reportada_en`,
        [caja, version, reportadaEn],
      );
    },

    /** A heartbeat received at `recibidoEn`, unless one received later is already there; desfaseMs: its clock minus ours. */
    async latido(l: Latido, recibidoEn: Date, desfaseMs: number): Promise<void> {
      await db.query(
        `INSERT INTO cajas AS c (caja, ultimo_latido_en, latido_reloj, desfase_ms, latido_reloj_sincronizado, pendientes, ultima_secuencia_reportada, version_daemon)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (caja) DO UPDATE SET ultimo_latido_en = EXCLUDED.ultimo_latido_en, latido_reloj = EXCLUDED.latido_reloj,
       desfase_ms = EXCLUDED.desfase_ms, latido_reloj_sincronizado = EXCLUDED.latido_reloj_sincronizado, pendientes = EXCLUDED.pendientes,
       ultima_secuencia_reportada = EXCLUDED.ultima_secuencia_reportada, version_daemon = EXCLUDED.version_daemon
     WHERE c.ultimo_latido_en IS NULL OR c.ultimo_latido_en <= EXCLUDED.ultimo_latido_en`,
        [l.caja, recibidoEn, l.reloj, desfaseMs, l.relojSincronizado, l.pendientes, l.ultimaSecuencia, l.version],
      );
    },

    /** Every box with its chain (registro_cajas), by id: the Corporativo page. */
    async list(): Promise<CajaRow[]> {
      const { rows } = await db.query<CajaDbRow>(
        `SELECT c.caja, c.ultimo_evento_en, c.ultima_secuencia_aplicada, c.evento_reloj_sincronizado, c.ultimo_latido_en, c.desfase_ms,
            c.latido_reloj_sincronizado, c.pendientes, c.ultima_secuencia_reportada, COALESCE(c.version_daemon, c.version) AS version_daemon,
            r.eslabones, r.ultima_secuencia, r.rotura_secuencia, r.rotura_motivo, r.rotura_detectada_en,
            (SELECT max(e.secuencia) FROM registro_eslabones e WHERE e.caja = c.caja) AS mayor_secuencia
       FROM cajas c LEFT JOIN registro_cajas r ON r.caja = c.caja ORDER BY c.caja`,
      );
      return rows.map(toCajaRow);
    },

    /** The ids of every box headquarters knows, in order. */
    async ids(): Promise<string[]> {
      return (await db.query<{ caja: string }>('SELECT caja FROM cajas ORDER BY caja')).rows.map((r) => r.caja);
    },
  };
}

export type CajasRepository = ReturnType<typeof cajasRepository>;
