import type { Db } from '../connection.js';

export type FestivoRow = { fecha: string; nombre: string; creadoPor: string; creadoEn: string };

/** The company's own holidays (`festivos`); the LFT art. 74 days are computed (payroll/src/holidays.ts), never stored. */
export function festivosRepository(db: Db) {
  const betweenStmt = db.prepare<[string, string], FestivoRow>(
    `SELECT fecha, nombre, creado_por AS creadoPor, created_at AS creadoEn FROM festivos WHERE fecha BETWEEN ? AND ? ORDER BY fecha`,
  );
  const getStmt = db.prepare<[string], FestivoRow>(`SELECT fecha, nombre, creado_por AS creadoPor, created_at AS creadoEn FROM festivos WHERE fecha = ?`);
  const insertStmt = db.prepare<[string, string, string, string]>(`INSERT INTO festivos (fecha, nombre, creado_por, created_at) VALUES (?, ?, ?, ?)`);
  const deleteStmt = db.prepare<[string]>('DELETE FROM festivos WHERE fecha = ?');
  return {
    between: (desde: string, hasta: string): FestivoRow[] => betweenStmt.all(desde, hasta),
    get: (fecha: string): FestivoRow | undefined => getStmt.get(fecha),
    insert: (fecha: string, nombre: string, creadoPor: string, now: string): void => {
      insertStmt.run(fecha, nombre, creadoPor, now);
    },
    remove: (fecha: string): void => {
      deleteStmt.run(fecha);
    },
  };
}

export type FestivosRepository = ReturnType<typeof festivosRepository>;
