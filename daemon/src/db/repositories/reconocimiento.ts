import type { ResultadoIntento } from '@reloj/contract/reconocimiento';
import type { Db } from '../connection.js';

/** One identified kiosk attempt (`intentos_reconocimiento`): scores only, never a photo. */
export type Intento = {
  dispositivoId: number;
  /** UTC ISO instant. */
  createdAt: string;
  resultado: ResultadoIntento;
  /** The recognised employee, when the engine named one (a punch, or an employee no longer active). */
  empleadoId: number | null;
  score: number | null;
  margin: number | null;
  liveness: number | null;
};

/** A punch's scores, for the distributions and each employee's medians. */
export type ChecadaIntento = { empleadoId: number; nombre: string; createdAt: string; score: number; margin: number | null; liveness: number | null };

export function reconocimientoRepository(db: Db) {
  const insert = db.prepare<[number, string, string, number | null, number | null, number | null, number | null]>(
    `INSERT INTO intentos_reconocimiento (dispositivo_id, created_at, resultado, empleado_id, score, margin, liveness) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  // Bounded, so that a box back from months off never spends one check-in deleting a quarter of rows.
  const deleteOlder = db.prepare<[string, number]>(
    `DELETE FROM intentos_reconocimiento WHERE id IN (SELECT id FROM intentos_reconocimiento WHERE created_at < ? ORDER BY created_at LIMIT ?)`,
  );
  const countByResultado = db.prepare<[string, string], { resultado: ResultadoIntento; n: number }>(
    `SELECT resultado, COUNT(*) AS n FROM intentos_reconocimiento WHERE created_at >= ? AND created_at < ? GROUP BY resultado`,
  );
  const checadas = db.prepare<[string, string], ChecadaIntento>(
    `SELECT i.empleado_id AS empleadoId, e.nombre, i.created_at AS createdAt, i.score, i.margin, i.liveness
       FROM intentos_reconocimiento i JOIN empleados e ON e.id = i.empleado_id
      WHERE i.resultado = 'checada' AND i.score IS NOT NULL AND i.created_at >= ? AND i.created_at < ?
      ORDER BY i.created_at`,
  );
  return {
    insert: (i: Intento): void => {
      insert.run(i.dispositivoId, i.createdAt, i.resultado, i.empleadoId, i.score, i.margin, i.liveness);
    },
    /** Deletes at most `limit` rows older than `before`; returns how many. */
    deleteOlderThan: (before: string, limit = 1000): number => deleteOlder.run(before, limit).changes,
    /** How many attempts of each result in [desde, hasta). */
    countByResultado: (desde: string, hasta: string): Map<ResultadoIntento, number> =>
      new Map(countByResultado.all(desde, hasta).map((r) => [r.resultado, r.n])),
    checadasBetween: (desde: string, hasta: string): ChecadaIntento[] => checadas.all(desde, hasta),
  };
}

export type ReconocimientoRepository = ReturnType<typeof reconocimientoRepository>;
