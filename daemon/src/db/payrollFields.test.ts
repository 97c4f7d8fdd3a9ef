import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from './connection.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database as it was before migration 009, with a sucursal, a puesto, a bono and an employee. */
function databaseBeforePayrollFields(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  const upTo = migrations.findIndex((m) => m.name === '009-payroll-fields');
  expect(upTo).toBe(8);
  migrate(db, migrations.slice(0, upTo));
  db.exec(`
    INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', 'x', 'x');
    INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 30000, 'x', 'x');
    INSERT INTO bonos (id, nombre, monto_centavos, created_at, updated_at) VALUES (1, 'PUNTUALIDAD', 20000, 'x', 'x');
    INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, bono_id, bono_centavos,
                           fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
      VALUES (1, 'ANA', 1, 1, 30000, 1, 20000, '2026-01-05', '09:00', '18:00', 'x', 'x'),
             (2, 'BETO', 1, 1, 30000, NULL, 0, '2026-01-05', '22:00', '06:00', 'x', 'x');
  `);
  return db;
}

const insertEmployee = (db: Db, id: number, columns: Record<string, unknown>) => {
  const names = Object.keys(columns);
  db.prepare(
    `INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, bono_centavos, fecha_ingreso, hora_entrada,
                            hora_salida, created_at, updated_at${names.map((n) => `, ${n}`).join('')})
     VALUES (?, 'X', 1, 1, 30000, 0, '2026-01-05', '09:00', '18:00', 'x', 'x'${names.map(() => ', ?').join('')})`,
  ).run(id, ...Object.values(columns));
};

describe('migration 009: payroll fields, zona and the minimum wages', () => {
  it('gives existing rows the defaults: rest on Sunday, no meal, no number; bonos fijo/1; sucursales general', () => {
    const db = databaseBeforePayrollFields();
    migrate(db);
    expect(db.prepare('SELECT id, dias_descanso, minutos_comida, numero_empleado FROM empleados ORDER BY id').all()).toEqual([
      { id: 1, dias_descanso: '[0]', minutos_comida: 0, numero_empleado: null },
      { id: 2, dias_descanso: '[0]', minutos_comida: 0, numero_empleado: null },
    ]);
    expect(db.prepare('SELECT id, tipo, pierde_con FROM bonos').all()).toEqual([{ id: 1, tipo: 'fijo', pierde_con: 1 }]);
    expect(db.prepare('SELECT id, zona FROM sucursales').all()).toEqual([{ id: 1, zona: 'general' }]);
    // Nothing else changed.
    expect(db.prepare('SELECT nombre, salario_diario_centavos, bono_id, bono_centavos FROM empleados WHERE id = 1').get()).toEqual({
      nombre: 'ANA',
      salario_diario_centavos: 30000,
      bono_id: 1,
      bono_centavos: 20000,
    });
    closeDatabase(db);
  });

  it('seeds the daily minimum wages of 2025 and 2026 for both zones, in a STRICT table', () => {
    const db = databaseBeforePayrollFields();
    migrate(db);
    expect(db.prepare('SELECT desde, zona, centavos FROM salarios_minimos ORDER BY desde, zona').all()).toEqual([
      { desde: '2025-01-01', zona: 'frontera', centavos: 41988 },
      { desde: '2025-01-01', zona: 'general', centavos: 27880 },
      { desde: '2026-01-01', zona: 'frontera', centavos: 44087 },
      { desde: '2026-01-01', zona: 'general', centavos: 31504 },
    ]);
    expect(db.prepare(`SELECT strict FROM pragma_table_list WHERE name = 'salarios_minimos'`).get()).toEqual({ strict: 1 });
    closeDatabase(db);
  });

  it('keeps numero_empleado unique ignoring case, and allows many employees without one', () => {
    const db = databaseBeforePayrollFields();
    migrate(db);
    db.prepare(`UPDATE empleados SET numero_empleado = 'A-001' WHERE id = 1`).run();
    expect(() => db.prepare(`UPDATE empleados SET numero_empleado = 'a-001' WHERE id = 2`).run()).toThrow(/UNIQUE/);
    insertEmployee(db, 3, {});
    insertEmployee(db, 4, { numero_empleado: null });
    expect(db.prepare('SELECT COUNT(*) AS n FROM empleados WHERE numero_empleado IS NULL').get()).toEqual({ n: 3 });
    closeDatabase(db);
  });

  it.each([
    ['empleados.dias_descanso not JSON', (db: Db) => insertEmployee(db, 9, { dias_descanso: 'domingo' })],
    ['empleados.dias_descanso not an array', (db: Db) => insertEmployee(db, 9, { dias_descanso: '{"d":0}' })],
    ['empleados.dias_descanso with 7 days', (db: Db) => insertEmployee(db, 9, { dias_descanso: '[0,1,2,3,4,5,6]' })],
    ['empleados.minutos_comida negative', (db: Db) => insertEmployee(db, 9, { minutos_comida: -1 })],
    ['empleados.minutos_comida as text', (db: Db) => insertEmployee(db, 9, { minutos_comida: 'treinta' })],
    ['empleados.numero_empleado empty', (db: Db) => insertEmployee(db, 9, { numero_empleado: '' })],
    ['bonos.tipo unknown', (db: Db) => db.prepare(`UPDATE bonos SET tipo = 'productividad'`).run()],
    ['bonos.pierde_con 0', (db: Db) => db.prepare(`UPDATE bonos SET pierde_con = 0`).run()],
    ['sucursales.zona unknown', (db: Db) => db.prepare(`UPDATE sucursales SET zona = 'sur'`).run()],
    ['salarios_minimos.zona unknown', (db: Db) => db.prepare(`INSERT INTO salarios_minimos VALUES ('2027-01-01', 'sur', 40000)`).run()],
    ['salarios_minimos.desde not a date', (db: Db) => db.prepare(`INSERT INTO salarios_minimos VALUES ('2027-02-30', 'general', 40000)`).run()],
    ['salarios_minimos.centavos 0', (db: Db) => db.prepare(`INSERT INTO salarios_minimos VALUES ('2027-01-01', 'general', 0)`).run()],
    ['salarios_minimos repeated', (db: Db) => db.prepare(`INSERT INTO salarios_minimos VALUES ('2026-01-01', 'general', 1)`).run()],
  ])('refuses %s', (_label, write) => {
    const db = databaseBeforePayrollFields();
    migrate(db);
    expect(() => write(db)).toThrow(/constraint|cannot store/i);
    closeDatabase(db);
  });
});
