import type { Queryable } from '../pool.js';
import type { EventMeta } from './proyecciones.js';

/** An alert's row as its event brings it (migration 006). */
export type AvisoRow = {
  caja: string;
  clave: string;
  tipo: string;
  sucursal_id: number | null;
  sucursal: string | null;
  fecha: string;
  titulo: string;
  texto: string;
  datos: Record<string, unknown>;
};

/** One alert as the Corporativo page lists it. */
export type AvisoSucursal = {
  caja: string;
  clave: string;
  tipo: string;
  sucursalId: number | null;
  /** The branch's name here now (its catalogue), else the one the alert was raised with; null for the whole box. */
  sucursal: string | null;
  fecha: Date;
  titulo: string;
};

/** The alerts of every box (table avisos). */
export function avisosRepository(db: Queryable) {
  return {
    /** Writes an alert once: an alert never changes, so a redelivery (or a resend under another event id) leaves the row as it was. */
    async insert(row: AvisoRow, meta: EventMeta): Promise<void> {
      await db.query(
        `INSERT INTO avisos (caja, clave, tipo, sucursal_id, sucursal, fecha, titulo, texto, datos, evento_id, evento_creado_en, evento_secuencia)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (caja, clave) DO NOTHING`,
        [
          row.caja,
          row.clave,
          row.tipo,
          row.sucursal_id,
          row.sucursal,
          row.fecha,
          row.titulo,
          row.texto,
          JSON.stringify(row.datos),
          meta.eventoId,
          meta.creadoEn,
          meta.secuencia,
        ],
      );
    },

    /** The alerts raised on the range's days (in `timeZone`), newest first, at most `limit`; and how many there are. */
    async list(range: { desde: string; hasta: string }, timeZone: string, limit: number): Promise<{ avisos: AvisoSucursal[]; total: number }> {
      const { rows } = await db.query<{
        caja: string;
        clave: string;
        tipo: string;
        sucursal_id: number | null;
        sucursal: string | null;
        fecha: Date;
        titulo: string;
        total: string;
      }>(
        `SELECT a.caja, a.clave, a.tipo, a.sucursal_id, COALESCE(s.nombre, a.sucursal) AS sucursal, a.fecha, a.titulo, count(*) OVER () AS total
           FROM avisos a LEFT JOIN sucursales s ON s.caja = a.caja AND s.id = a.sucursal_id
          WHERE a.fecha >= ($1::date::timestamp AT TIME ZONE $3) AND a.fecha < (($2::date + 1)::timestamp AT TIME ZONE $3)
          ORDER BY a.fecha DESC, a.caja, a.clave
          LIMIT $4`,
        [range.desde, range.hasta, timeZone, limit],
      );
      return {
        total: rows.length === 0 ? 0 : Number(rows[0]!.total),
        avisos: rows.map((r) => ({
          caja: r.caja,
          clave: r.clave,
          tipo: r.tipo,
          sucursalId: r.sucursal_id,
          sucursal: r.sucursal,
          fecha: r.fecha,
          titulo: r.titulo,
        })),
      };
    },
  };
}

export type AvisosRepository = ReturnType<typeof avisosRepository>;
