import type { Db } from '../connection.js';

export type PeriodoRow = {
  id: number;
  desde: string;
  hasta: string;
  estado: 'abierto' | 'cerrado';
  creadoPor: string;
  creadoEn: string;
  cerradoEn: string | null;
  cerradoPor: string | null;
};

const COLUMNS = `id, desde, hasta, estado, creado_por AS creadoPor, created_at AS creadoEn, cerrado_en AS cerradoEn, cerrado_por AS cerradoPor`;

/** `periodos`: pay periods; a closed one keeps the JSON snapshot of its figures and can no longer change (triggers). */
export function periodosRepository(db: Db) {
  const listStmt = db.prepare<[], PeriodoRow>(`SELECT ${COLUMNS} FROM periodos ORDER BY desde DESC, id DESC`);
  const getStmt = db.prepare<[number], PeriodoRow>(`SELECT ${COLUMNS} FROM periodos WHERE id = ?`);
  const exactStmt = db.prepare<[string, string], PeriodoRow>(`SELECT ${COLUMNS} FROM periodos WHERE desde = ? AND hasta = ? ORDER BY id LIMIT 1`);
  const overlappingStmt = db.prepare<[string, string], PeriodoRow>(`SELECT ${COLUMNS} FROM periodos WHERE desde <= ? AND hasta >= ? ORDER BY desde LIMIT 1`);
  const closedContainingStmt = db.prepare<[string, string], PeriodoRow>(
    `SELECT ${COLUMNS} FROM periodos WHERE estado = 'cerrado' AND desde <= ? AND hasta >= ? ORDER BY desde LIMIT 1`,
  );
  const snapshotStmt = db.prepare<[number], { snapshot: string | null }>('SELECT snapshot FROM periodos WHERE id = ?');
  const insertStmt = db.prepare<[string, string, string, string]>(`INSERT INTO periodos (desde, hasta, creado_por, created_at) VALUES (?, ?, ?, ?)`);
  const closeStmt = db.prepare<{ id: number; snapshot: string; cerradoPor: string; now: string }>(
    `UPDATE periodos SET estado = 'cerrado', snapshot = @snapshot, cerrado_por = @cerradoPor, cerrado_en = @now
      WHERE id = @id AND estado = 'abierto'`,
  );
  return {
    list: (): PeriodoRow[] => listStmt.all(),
    get: (id: number): PeriodoRow | undefined => getStmt.get(id),
    /** The saved period with exactly these dates. */
    exact: (desde: string, hasta: string): PeriodoRow | undefined => exactStmt.get(desde, hasta),
    /** A saved period sharing at least one day with desde..hasta. */
    overlapping: (desde: string, hasta: string): PeriodoRow | undefined => overlappingStmt.get(hasta, desde),
    /** The closed period holding this date, if any. */
    closedContaining: (fecha: string): PeriodoRow | undefined => closedContainingStmt.get(fecha, fecha),
    /** A closed period sharing at least one day with desde..hasta. */
    closedOverlapping: (desde: string, hasta: string): PeriodoRow | undefined => closedContainingStmt.get(hasta, desde),
    snapshot: (id: number): string | null => snapshotStmt.get(id)?.snapshot ?? null,
    insert: (desde: string, hasta: string, creadoPor: string, now: string): number => Number(insertStmt.run(desde, hasta, creadoPor, now).lastInsertRowid),
    /** Closes an open period with its figures; false when it was not open. */
    close: (id: number, snapshot: string, cerradoPor: string, now: string): boolean => closeStmt.run({ id, snapshot, cerradoPor, now }).changes === 1,
  };
}

export type PeriodosRepository = ReturnType<typeof periodosRepository>;
