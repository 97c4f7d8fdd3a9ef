import type { Queryable } from '../pool.js';

/** Working days, both included (YYYY-MM-DD). */
export type Dias = { desde: string; hasta: string };

export type PunchCount = { caja: string; sucursalId: number | null; sucursal: string | null; fecha: string; checadas: number; empleados: number };

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

/** `checadas` (with `anulaciones`, whose voids are copied onto the punches, and the names of their branch and employee). */
export function checadasRepository(db: Queryable) {
  return {
    /** Copies onto a punch just written the void that arrived before it, if any. */
    async copyEarlierVoid(caja: string, id: number): Promise<void> {
      await db.query(
        `UPDATE checadas c SET anulada_en = a.anulada_en, anulada_por = a.anulada_por, motivo_anulacion = a.motivo
           FROM anulaciones a WHERE c.caja = $1 AND c.id = $2 AND a.caja = c.caja AND a.checada_id = c.id`,
        [caja, id],
      );
    },

    /** Marks a punch voided (nothing when it is not here yet: copyEarlierVoid copies the void when it arrives). */
    async markVoided(caja: string, checadaId: number, a: { anuladaEn: string; anuladaPor: string; motivo: string }): Promise<void> {
      await db.query('UPDATE checadas SET anulada_en = $3, anulada_por = $4, motivo_anulacion = $5 WHERE caja = $1 AND id = $2', [
        caja,
        checadaId,
        a.anuladaEn,
        a.anuladaPor,
        a.motivo,
      ]);
    },

    /**
     * Marks the given punches that have a void, whichever arrived first: the punches written and the ones the voids
     * written name. A punch with several voids takes the newest.
     */
    async markVoids(punches: Array<{ caja: string; id: number }>): Promise<void> {
      if (punches.length === 0) return;
      await db.query(
        `UPDATE checadas c SET anulada_en = a.anulada_en, anulada_por = a.anulada_por, motivo_anulacion = a.motivo
       FROM (SELECT DISTINCT ON (caja, checada_id) caja, checada_id, anulada_en, anulada_por, motivo
               FROM anulaciones
              WHERE (caja, checada_id) IN (SELECT * FROM unnest($1::text[], $2::int[]))
              ORDER BY caja, checada_id, evento_creado_en DESC, evento_secuencia DESC) a
      WHERE c.caja = a.caja AND c.id = a.checada_id`,
        [punches.map((p) => p.caja), punches.map((p) => p.id)],
      );
    },

    /** Punches per box, branch and working day in the range; voided ones do not count. */
    async byBranchDay(range: Dias): Promise<PunchCount[]> {
      const { rows } = await db.query<{ caja: string; sucursal_id: number | null; nombre: string | null; fecha: string; checadas: string; empleados: string }>(
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
    },

    /** The punches of the range voided at their box, newest first: kept at headquarters, counted nowhere. */
    async voided(range: Dias): Promise<VoidedPunch[]> {
      const { rows } = await db.query<{
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
    },
  };
}

export type ChecadasRepository = ReturnType<typeof checadasRepository>;
