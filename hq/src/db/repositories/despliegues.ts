import type { AnuncioVersion } from '@reloj/contract/eventos';
import type { Queryable } from '../pool.js';

/** Where one box of a rollout is (despliegue_cajas.estado, CHECK of migration 3). */
export type EstadoCaja = 'pendiente' | 'anunciada' | 'en_espera' | 'instalada' | 'revertida' | 'rechazada';
export type EstadoDespliegue = 'en_curso' | 'detenido' | 'completo';
export type Fase = 'canario' | 'resto';
export type FilaCaja = { caja: string; fase: Fase; estado: EstadoCaja };

export type NuevoDespliegue = { version: string; arch: string; objeto: string; sha256: string; bytes: number; umbral: number };

/** A running rollout: what its announcement carries, and its threshold. */
export type DespliegueEnCurso = Omit<AnuncioVersion, 'despliegue'> & { id: number; umbral: number };

export type DespliegueResumen = {
  id: number;
  version: string;
  arch: string;
  estado: EstadoDespliegue;
  motivo: string | null;
  umbral: number;
  creado: Date;
  cajas: { caja: string; fase: Fase; estado: string; motivo: string | null; fecha: Date }[];
};

/** `despliegues` (each release published) and `despliegue_cajas` (each box of it and how far it got). */
export function desplieguesRepository(db: Queryable) {
  return {
    /** A new rollout; returns its id. */
    async insert(d: NuevoDespliegue): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO despliegues (version, arch, objeto, sha256, bytes, umbral) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [d.version, d.arch, d.objeto, d.sha256, d.bytes, d.umbral],
      );
      return rows[0]!.id;
    },

    /** The rollout's boxes, all 'pendiente'. */
    async addCajas(id: number, cajas: { caja: string; fase: Fase }[]): Promise<void> {
      await db.query('INSERT INTO despliegue_cajas (despliegue, caja, fase) SELECT $1, * FROM unnest($2::text[], $3::text[])', [
        id,
        cajas.map((c) => c.caja),
        cajas.map((c) => c.fase),
      ]);
    },

    /** The ids of the running rollouts, oldest first. */
    async runningIds(): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM despliegues WHERE estado = 'en_curso' ORDER BY id`);
      return rows.map((r) => r.id);
    },

    /** A rollout still running, its row locked for the rest of the transaction (two services may run at once). */
    async lockRunning(id: number): Promise<DespliegueEnCurso | null> {
      const { rows } = await db.query<{ id: number; version: string; arch: string; objeto: string; sha256: string; bytes: string; umbral: string }>(
        `SELECT * FROM despliegues WHERE id = $1 AND estado = 'en_curso' FOR UPDATE`,
        [id],
      );
      const d = rows[0];
      return d ? { id: d.id, version: d.version, arch: d.arch, objeto: d.objeto, sha256: d.sha256, bytes: Number(d.bytes), umbral: Number(d.umbral) } : null;
    },

    async cajas(id: number): Promise<FilaCaja[]> {
      return (await db.query<FilaCaja>('SELECT caja, fase, estado FROM despliegue_cajas WHERE despliegue = $1', [id])).rows;
    },

    /** Stops or completes a rollout. */
    async finish(id: number, estado: EstadoDespliegue, motivo: string | null): Promise<void> {
      await db.query('UPDATE despliegues SET estado = $2, motivo = $3, terminado = now() WHERE id = $1', [id, estado, motivo]);
    },

    /** Moves those of the given boxes still 'pendiente' to 'anunciada'. */
    async markAnnounced(id: number, cajas: string[]): Promise<void> {
      await db.query(`UPDATE despliegue_cajas SET estado = 'anunciada', fecha = now() WHERE despliegue = $1 AND caja = ANY($2) AND estado = 'pendiente'`, [
        id,
        cajas,
      ]);
    },

    /** The boxes announced that have not answered and were last announced over `afterMs` ago (or never): stamped now. */
    async dueForAnnouncement(id: number, afterMs: number): Promise<string[]> {
      const { rows } = await db.query<{ caja: string }>(
        `UPDATE despliegue_cajas SET anunciada_en = now()
      WHERE despliegue = $1 AND estado = 'anunciada' AND (anunciada_en IS NULL OR anunciada_en < now() - $2 * interval '1 millisecond')
      RETURNING caja`,
        [id, afterMs],
      );
      return rows.map((r) => r.caja);
    },

    /**
     * A box's report on the rollouts of that version it is part of: each moves to the reported state. A later report
     * never takes a finished box back to en_espera.
     */
    async recordActualizacion(caja: string, a: { version: string; estado: EstadoCaja; motivo?: string | undefined }): Promise<void> {
      await db.query(
        `UPDATE despliegue_cajas dc SET estado = $3, motivo = $4, fecha = now()
       FROM despliegues d
      WHERE dc.despliegue = d.id AND dc.caja = $1 AND d.version = $2
        AND dc.estado NOT IN ('instalada', 'revertida', 'rechazada')
        AND NOT ($3 = 'en_espera' AND dc.estado = 'en_espera')`,
        [caja, a.version, a.estado, a.motivo ?? null],
      );
    },

    /** The newest rollouts (10) with their boxes, canary first: the Corporativo page. */
    async latest(): Promise<DespliegueResumen[]> {
      const { rows } = await db.query<Omit<DespliegueResumen, 'umbral'> & { umbral: string }>(
        `SELECT d.id, d.version, d.arch, d.estado, d.motivo, d.umbral, d.creado,
            COALESCE((SELECT json_agg(json_build_object('caja', dc.caja, 'fase', dc.fase, 'estado', dc.estado, 'motivo', dc.motivo, 'fecha', dc.fecha)
                                ORDER BY dc.fase, dc.caja)
                        FROM despliegue_cajas dc WHERE dc.despliegue = d.id), '[]') AS cajas
       FROM despliegues d ORDER BY d.id DESC LIMIT 10`,
      );
      return rows.map((r) => ({ ...r, umbral: Number(r.umbral), cajas: r.cajas.map((c) => ({ ...c, fecha: new Date(c.fecha) })) }));
    },
  };
}

export type DesplieguesRepository = ReturnType<typeof desplieguesRepository>;
