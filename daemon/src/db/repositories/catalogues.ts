import type { Db } from '../connection.js';

/** What the repository needs to know of a catalogue: its table, amount column and other plain columns. */
export type CatalogueTable = {
  /** The SQL table (also the URL segment). */
  resource: 'puestos' | 'sucursales' | 'bonos';
  /** Column in `empleados` that references a row of this table. */
  employeeColumn: 'puesto_id' | 'sucursal_id' | 'bono_id';
  /** The money column (integer centavos), when the catalogue has one. */
  amount?: { column: 'salario_diario_centavos' | 'monto_centavos' };
  /** Other columns, each read and written under its API name (`zona`, `tipo`, `pierdeCon`), with the default
   * an insert takes when the value is left out (the same as the column's in migration 009). */
  columns?: readonly { field: string; column: string; default: string | number }[];
};

/** The three catalogues' tables (migrations 001 and 009); services/catalogues/catalogues.ts adds their Spanish names and API fields. */
export const puestosTable = {
  resource: 'puestos',
  employeeColumn: 'puesto_id',
  amount: { column: 'salario_diario_centavos' },
} as const satisfies CatalogueTable;

export const sucursalesTable = {
  resource: 'sucursales',
  employeeColumn: 'sucursal_id',
  columns: [{ field: 'zona', column: 'zona', default: 'general' }],
} as const satisfies CatalogueTable;

export const bonosTable = {
  resource: 'bonos',
  employeeColumn: 'bono_id',
  amount: { column: 'monto_centavos' },
  columns: [
    { field: 'tipo', column: 'tipo', default: 'fijo' },
    { field: 'pierdeCon', column: 'pierde_con', default: 1 },
  ],
} as const satisfies CatalogueTable;

/** A row: amounts in centavos; `values` holds the other columns by API name. */
export type CatalogueRow = { id: number; nombre: string; centavos?: number; values: Record<string, string | number> };

/** The other columns to write; an undefined value keeps the stored one on update (and takes the default on insert). */
export type CatalogueValues = Record<string, string | number | undefined>;

type SqlRow = { id: number; nombre: string; centavos: number | null } & Record<string, string | number>;

/** Prepared statements for one catalogue table; amounts in integer centavos. */
export function catalogueRepository(db: Db, def: CatalogueTable) {
  const table = def.resource;
  const columns = def.columns ?? [];
  const amount = def.amount ? def.amount.column : 'NULL';
  // `c_<n>` parameter names: API field names are fine too, but this keeps SQL free of anything but fixed names.
  const param = (i: number) => `c_${i}`;
  const select = `SELECT id, nombre, ${amount} AS centavos${columns.map((c, i) => `, ${c.column} AS ${param(i)}`).join('')} FROM ${table}`;
  const toRow = (r: SqlRow): CatalogueRow => ({
    id: r.id,
    nombre: r.nombre,
    ...(def.amount ? { centavos: r.centavos ?? 0 } : {}),
    values: Object.fromEntries(columns.map((c, i) => [c.field, r[param(i)]!])),
  });
  const params = (values: CatalogueValues, withDefaults: boolean) =>
    Object.fromEntries(columns.map((c, i) => [param(i), values[c.field] ?? (withDefaults ? c.default : null)]));

  const listStmt = db.prepare<[], SqlRow>(`${select} ORDER BY nombre`);
  const getStmt = db.prepare<[number], SqlRow>(`${select} WHERE id = ?`);
  const byNameStmt = db.prepare<[string], SqlRow>(`${select} WHERE nombre = ?`);
  const insertColumns = ['nombre', ...(def.amount ? [def.amount.column] : []), ...columns.map((c) => c.column), 'created_at', 'updated_at'];
  const insertValues = ['@nombre', ...(def.amount ? ['@centavos'] : []), ...columns.map((_c, i) => `@${param(i)}`), '@now', '@now'];
  const insertStmt = db.prepare(`INSERT INTO ${table} (${insertColumns.join(', ')}) VALUES (${insertValues.join(', ')})`);
  const sets = [
    'nombre = @nombre',
    ...(def.amount ? [`${def.amount.column} = @centavos`] : []),
    ...columns.map((c, i) => `${c.column} = COALESCE(@${param(i)}, ${c.column})`),
    'updated_at = @now',
  ];
  const updateStmt = db.prepare(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = @id`);
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
    insert: (nombre: string, centavos: number | undefined, values: CatalogueValues, now: string): number =>
      Number(insertStmt.run({ nombre, ...(def.amount ? { centavos: centavos ?? null } : {}), ...params(values, true), now }).lastInsertRowid),
    update: (id: number, nombre: string, centavos: number | undefined, values: CatalogueValues, now: string): void => {
      updateStmt.run({ id, nombre, ...(def.amount ? { centavos: centavos ?? null } : {}), ...params(values, false), now });
    },
    remove: (id: number): void => {
      deleteStmt.run(id);
    },
    usage: (id: number) => usageStmt.get(id) ?? { activos: 0, inactivos: 0 },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
