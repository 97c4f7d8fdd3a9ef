import type { Db } from '../connection.js';
import type { CatalogueDefinition } from '../../routes/catalogues/definitions.js';

export type CatalogueRow = { id: number; nombre: string; centavos?: number };

type SqlRow = { id: number; nombre: string; centavos: number | null };

/** Prepared statements for one catalogue table; amounts in integer centavos. */
export function catalogueRepository(db: Db, def: CatalogueDefinition) {
  const table = def.resource;
  const amount = def.amount ? def.amount.column : 'NULL';
  const toRow = (r: SqlRow): CatalogueRow => (def.amount ? { id: r.id, nombre: r.nombre, centavos: r.centavos ?? 0 } : { id: r.id, nombre: r.nombre });

  const listStmt = db.prepare<[], SqlRow>(`SELECT id, nombre, ${amount} AS centavos FROM ${table} ORDER BY nombre`);
  const getStmt = db.prepare<[number], SqlRow>(`SELECT id, nombre, ${amount} AS centavos FROM ${table} WHERE id = ?`);
  const byNameStmt = db.prepare<[string], SqlRow>(`SELECT id, nombre, ${amount} AS centavos FROM ${table} WHERE nombre = ?`);
  const insertStmt = def.amount
    ? db.prepare(`INSERT INTO ${table} (nombre, ${def.amount.column}, created_at, updated_at) VALUES (@nombre, @centavos, @now, @now)`)
    : db.prepare(`INSERT INTO ${table} (nombre, created_at, updated_at) VALUES (@nombre, @now, @now)`);
  const updateStmt = def.amount
    ? db.prepare(`UPDATE ${table} SET nombre = @nombre, ${def.amount.column} = @centavos, updated_at = @now WHERE id = @id`)
    : db.prepare(`UPDATE ${table} SET nombre = @nombre, updated_at = @now WHERE id = @id`);
  const deleteStmt = db.prepare<[number]>(`DELETE FROM ${table} WHERE id = ?`);
  const usageStmt = db.prepare<[number], { activos: number; inactivos: number }>(
    `SELECT COALESCE(SUM(activo = 1), 0) AS activos, COALESCE(SUM(activo = 0), 0) AS inactivos FROM empleados WHERE ${def.employeeColumn} = ?`,
  );

  return {
    list: (): CatalogueRow[] => listStmt.all().map(toRow),
    get: (id: number): CatalogueRow | undefined => {
      const r = getStmt.get(id);
      return r && toRow(r);
    },
    findByName: (nombre: string): CatalogueRow | undefined => {
      const r = byNameStmt.get(nombre);
      return r && toRow(r);
    },
    insert: (nombre: string, centavos: number | undefined, now: string): number =>
      Number(insertStmt.run({ nombre, centavos: centavos ?? null, now }).lastInsertRowid),
    update: (id: number, nombre: string, centavos: number | undefined, now: string): void => {
      updateStmt.run({ id, nombre, centavos: centavos ?? null, now });
    },
    remove: (id: number): void => {
      deleteStmt.run(id);
    },
    usage: (id: number) => usageStmt.get(id) ?? { activos: 0, inactivos: 0 },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
