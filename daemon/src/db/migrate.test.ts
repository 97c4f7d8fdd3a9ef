import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from './connection.js';
import { DatabaseTooNewError, migrate } from './migrate.js';
import { migrations } from './migrations/index.js';

const dirs: string[] = [];
const freshDb = (): Db => {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-'));
  dirs.push(dir);
  return openDatabase(join(dir, 'reloj.sqlite'));
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('opens with WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    const db = freshDb();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(1000);
    closeDatabase(db);
  });

  it('applies every migration once and records user_version', () => {
    const db = freshDb();
    expect(migrate(db)).toBe(migrations.length);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(migrate(db)).toBe(migrations.length); // idempotent
    const tables = db.prepare(`SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'`).all() as {
      name: string;
      strict: number;
    }[];
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['puestos', 'sucursales', 'bonos', 'empleados', 'rostros']));
    for (const table of tables) expect({ table: table.name, strict: table.strict }).toEqual({ table: table.name, strict: 1 });
    closeDatabase(db);
  });

  it('keeps data across a reopen', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-'));
    dirs.push(dir);
    const file = join(dir, 'reloj.sqlite');
    const first = openDatabase(file);
    migrate(first);
    first.prepare(`INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('CENTRO', 'x', 'x')`).run();
    closeDatabase(first);
    const second = openDatabase(file);
    migrate(second);
    expect(second.prepare('SELECT nombre FROM sucursales').all()).toEqual([{ nombre: 'CENTRO' }]);
    closeDatabase(second);
  });

  it('refuses a database newer than the code, and leaves it untouched', () => {
    const db = freshDb();
    migrate(db);
    db.pragma(`user_version = ${migrations.length + 1}`);
    expect(() => migrate(db)).toThrow(DatabaseTooNewError);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length + 1);
    closeDatabase(db);
  });

  it('rolls back a migration that fails halfway', () => {
    const db = freshDb();
    const broken = [
      { version: 1, name: 'ok', up: (d: Db) => d.exec('CREATE TABLE a (x INTEGER) STRICT') },
      { version: 2, name: 'broken', up: (d: Db) => d.exec('CREATE TABLE b (x INTEGER) STRICT; INSERT INTO nope VALUES (1)') },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'b'`).get()).toBeUndefined();
    closeDatabase(db);
  });

  it('stores money as integers only (STRICT)', () => {
    const db = freshDb();
    migrate(db);
    expect(() => db.prepare(`INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('X', 'mucho', 'x', 'x')`).run()).toThrow(
      /cannot store TEXT value in INTEGER column/,
    );
    closeDatabase(db);
  });
});
