import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../connection.js';
import { migrate } from '../migrate.js';
import { attendanceRepository } from './attendance.js';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-punches-'));
  db = openDatabase(join(dir, 'reloj.sqlite'));
  migrate(db);
});
afterAll(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

/** The SQL of every statement the repository prepares, as it prepares it. */
function preparedSql(): string[] {
  const seen: string[] = [];
  const spy = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => (seen.push(sql), target.prepare(sql));
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  attendanceRepository(spy);
  return seen;
}

describe('attendanceRepository', () => {
  it("counts an employee's punches of a day through the (employee, day) index, without scanning the day's punches", () => {
    const countSql = preparedSql().find((sql) => /COUNT\(\*\)/i.test(sql) && /fecha_local\s*=/.test(sql));
    expect(countSql).toBeDefined();
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${countSql}`).all(1, '2026-03-10') as { detail: string }[];
    // Issue 29: each punch found is checked against its void (anulaciones) by that table's unique index, never a scan.
    expect(plan.map((step) => step.detail)).toEqual([
      'SEARCH c USING COVERING INDEX checadas_empleado_fecha (empleado_id=? AND fecha_local=?)',
      'CORRELATED SCALAR SUBQUERY 1',
      'SEARCH a USING COVERING INDEX sqlite_autoindex_anulaciones_1 (checada_id=?)',
    ]);
  });
});
