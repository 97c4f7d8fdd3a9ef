import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../test-support/postgres.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations.js';
import { createPool } from './pool.js';

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.destroy();
});

describe('migrations', () => {
  it('apply once even when two services start at the same time, and document every table', async () => {
    const a = createPool(pg.url, pino({ level: 'silent' }));
    const b = createPool(pg.url, pino({ level: 'silent' }));
    const [first, second] = await Promise.all([migrate(a), migrate(b)]);
    expect([...first, ...second].sort()).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(a)).toEqual([]);
    const tables = await a.query<{ table_name: string; comment: string | null }>(
      `SELECT c.relname AS table_name, obj_description(c.oid, 'pg_class') AS comment
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations' ORDER BY 1`,
    );
    expect(tables.rows.map((t) => t.table_name)).toEqual([
      'anulaciones',
      'asignaciones',
      'avisos',
      'bonos',
      'cajas',
      'cambios_turno',
      'checadas',
      'despliegue_cajas',
      'despliegues',
      'empleados',
      'eventos',
      'eventos_rechazados',
      'incidencias',
      'periodo_versiones',
      'periodos',
      'puestos',
      'registro_cajas',
      'registro_eslabones',
      'roles',
      'solicitudes',
      'sucursales',
      'turnos',
    ]);
    expect(tables.rows.every((t) => (t.comment ?? '').length > 10)).toBe(true);
    const undocumented = await a.query(
      `SELECT table_name, column_name FROM information_schema.columns c
        WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
          AND col_description(format('%I.%I', table_schema, table_name)::regclass, ordinal_position) IS NULL`,
    );
    expect(undocumented.rows).toEqual([]);
    await Promise.all([a.end(), b.end()]);
  });
});
