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

/** One close of a period (`periodo_cierres`) with its reopening, if any (issue 29). */
export type CierreRow = {
  id: number;
  periodoId: number;
  version: number;
  cerradoPor: string;
  cerradoEn: string;
  reabiertoPor: string | null;
  reabiertoEn: string | null;
  motivoReapertura: string | null;
};

/** A file downloaded for a period (`periodo_descargas`); `cierreId` null: while it was open. */
export type DescargaRow = { periodoId: number; cierreId: number | null; archivo: string; usuario: string; fecha: string };

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
  const cierresStmt = db.prepare<[number], CierreRow>(
    `SELECT c.id, c.periodo_id AS periodoId, c.version, c.cerrado_por AS cerradoPor, c.cerrado_en AS cerradoEn,
            r.reabierto_por AS reabiertoPor, r.reabierto_en AS reabiertoEn, r.motivo AS motivoReapertura
       FROM periodo_cierres c LEFT JOIN periodo_reaperturas r ON r.cierre_id = c.id
      WHERE c.periodo_id = ? ORDER BY c.version`,
  );
  const allCierresStmt = db.prepare<[], CierreRow>(
    `SELECT c.id, c.periodo_id AS periodoId, c.version, c.cerrado_por AS cerradoPor, c.cerrado_en AS cerradoEn,
            r.reabierto_por AS reabiertoPor, r.reabierto_en AS reabiertoEn, r.motivo AS motivoReapertura
       FROM periodo_cierres c LEFT JOIN periodo_reaperturas r ON r.cierre_id = c.id
      ORDER BY c.periodo_id, c.version`,
  );
  const descargasStmt = db.prepare<[number], DescargaRow>(
    `SELECT periodo_id AS periodoId, cierre_id AS cierreId, archivo, descargado_por AS usuario, descargado_en AS fecha
       FROM periodo_descargas WHERE periodo_id = ? ORDER BY id`,
  );
  const allDescargasStmt = db.prepare<[], DescargaRow>(
    `SELECT periodo_id AS periodoId, cierre_id AS cierreId, archivo, descargado_por AS usuario, descargado_en AS fecha
       FROM periodo_descargas ORDER BY id`,
  );
  const cierreSnapshotStmt = db.prepare<[number, number], { id: number; snapshot: string }>(
    'SELECT id, snapshot FROM periodo_cierres WHERE periodo_id = ? AND version = ?',
  );
  const insertReaperturaStmt = db.prepare<{ periodoId: number; cierreId: number; motivo: string; por: string; now: string }>(
    `INSERT INTO periodo_reaperturas (periodo_id, cierre_id, motivo, reabierto_por, reabierto_en) VALUES (@periodoId, @cierreId, @motivo, @por, @now)`,
  );
  const reopenStmt = db.prepare<[number]>(
    `UPDATE periodos SET estado = 'abierto', snapshot = NULL, cerrado_por = NULL, cerrado_en = NULL WHERE id = ? AND estado = 'cerrado'`,
  );
  const insertDescargaStmt = db.prepare<{ periodoId: number; version: number | null; archivo: string; por: string; now: string }>(
    `INSERT INTO periodo_descargas (periodo_id, cierre_id, archivo, descargado_por, descargado_en)
     VALUES (@periodoId, (SELECT id FROM periodo_cierres WHERE periodo_id = @periodoId AND version = @version), @archivo, @por, @now)`,
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
    /** Every close of a period (of every period when no id), oldest first, each with its reopening. */
    cierres: (periodoId?: number): CierreRow[] => (periodoId === undefined ? allCierresStmt.all() : cierresStmt.all(periodoId)),
    /** Every file downloaded for a period (for every period when no id), oldest first. */
    descargas: (periodoId?: number): DescargaRow[] => (periodoId === undefined ? allDescargasStmt.all() : descargasStmt.all(periodoId)),
    /** The figures frozen by one close (version) of a period. */
    cierreSnapshot: (periodoId: number, version: number): string | null => cierreSnapshotStmt.get(periodoId, version)?.snapshot ?? null,
    /**
     * Reopens a closed period: records the reopening of its latest close, then clears the close on `periodos` (the
     * trigger allows that only after the record). The caller runs both inside one transaction. False when it was not closed.
     */
    reopen: (periodoId: number, cierreId: number, motivo: string, por: string, now: string): boolean => {
      insertReaperturaStmt.run({ periodoId, cierreId, motivo, por, now });
      return reopenStmt.run(periodoId).changes === 1;
    },
    /** Records a file downloaded for a period; `version` is the close it came from (null: the period was open). */
    recordDescarga: (periodoId: number, version: number | null, archivo: string, por: string, now: string): void => {
      insertDescargaStmt.run({ periodoId, version, archivo, por, now });
    },
  };
}

export type PeriodosRepository = ReturnType<typeof periodosRepository>;
