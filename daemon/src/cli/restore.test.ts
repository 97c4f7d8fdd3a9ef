import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import { dumpDatabase } from '../test-support/dbDump.js';
import { checkBackup, runRestore } from './restore.js';

let dir: string;
let dataDir: string;
let lines: string[];
const io = () => ({ env: { RELOJ_DATA_DIR: dataDir }, out: (l: string) => void lines.push(l), now: () => new Date('2026-03-01T12:00:00Z') });

function makeDatabase(file: string, puesto: string) {
  const db = openDatabase(file);
  migrate(db);
  db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES (?, 100, '', '')").run(puesto);
  closeDatabase(db);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-restore-'));
  dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  lines = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('restore', () => {
  it('puts the backup in place and keeps the replaced database aside', () => {
    makeDatabase(join(dataDir, 'reloj.sqlite'), 'ACTUAL');
    makeDatabase(join(dir, 'respaldo.sqlite'), 'DEL RESPALDO');
    expect(runRestore([join(dir, 'respaldo.sqlite')], io())).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(['anterior-20260301-120000', 'reloj.sqlite']);
    expect(dumpDatabase(join(dataDir, 'reloj.sqlite'))).toBe(dumpDatabase(join(dir, 'respaldo.sqlite')));
    expect(dumpDatabase(join(dataDir, 'anterior-20260301-120000', 'reloj.sqlite'))).toContain('ACTUAL');
    expect(lines.join('\n')).toMatch(/restaurado.*\n.*anterior-20260301-120000/);
  });

  it('works on an empty data folder too (a new box)', () => {
    makeDatabase(join(dir, 'respaldo.sqlite'), 'DEL RESPALDO');
    expect(runRestore([join(dir, 'respaldo.sqlite')], io())).toBe(0);
    expect(readdirSync(dataDir)).toEqual(['reloj.sqlite']);
  });

  it('refuses a file that is not a sound Reloj Checador database, changing nothing', () => {
    makeDatabase(join(dataDir, 'reloj.sqlite'), 'ACTUAL');
    const before = dumpDatabase(join(dataDir, 'reloj.sqlite'));
    writeFileSync(join(dir, 'basura.sqlite'), 'esto no es sqlite'.repeat(100));
    const other = new Database(join(dir, 'otra.sqlite'));
    other.exec('CREATE TABLE x (a)');
    other.close();
    const newer = join(dir, 'nueva.sqlite');
    makeDatabase(newer, 'FUTURO');
    const db = new Database(newer);
    db.pragma('user_version = 999');
    db.close();

    expect(checkBackup(join(dir, 'no-existe.sqlite'))).toMatch(/No existe/);
    expect(checkBackup(join(dir, 'basura.sqlite'))).toMatch(/base de datos/);
    expect(checkBackup(join(dir, 'otra.sqlite'))).toMatch(/no es un respaldo del Reloj Checador/);
    expect(checkBackup(newer)).toMatch(/versión más nueva/);
    for (const bad of ['basura.sqlite', 'otra.sqlite', 'nueva.sqlite']) {
      expect(runRestore([join(dir, bad)], io())).toBe(1);
      expect(lines.at(-1)).toMatch(/No se cambió nada\.$/);
    }
    expect(dumpDatabase(join(dataDir, 'reloj.sqlite'))).toBe(before);
    expect(existsSync(join(dataDir, 'anterior-20260301-120000'))).toBe(false);
  });

  it.each([
    ['without the trigger that forbids deleting punches', 'DROP TRIGGER checadas_sin_borrado', /^Al respaldo le faltan las protecciones de las checadas \(disparadores checadas_sin_borrado\)/],
    ['without the trigger that forbids replacing punches', 'DROP TRIGGER checadas_sin_reemplazo', /^Al respaldo le faltan las protecciones de las checadas \(disparadores checadas_sin_reemplazo\)/],
    [
      'with a trigger emptied of its check',
      "DROP TRIGGER checadas_sin_cambios; CREATE TRIGGER checadas_sin_cambios BEFORE UPDATE ON checadas WHEN 0 BEGIN SELECT 1; END;",
      /^El respaldo tiene cambiadas las protecciones de las checadas \(disparadores checadas_sin_cambios\)/,
    ],
  ])('refuses a backup %s, changing nothing', (_label, tamper, message) => {
    makeDatabase(join(dataDir, 'reloj.sqlite'), 'ACTUAL');
    const before = dumpDatabase(join(dataDir, 'reloj.sqlite'));
    const backup = join(dir, 'alterado.sqlite');
    makeDatabase(backup, 'ALTERADO');
    const db = new Database(backup);
    db.exec(tamper);
    db.close();

    expect(checkBackup(backup)).toMatch(message);
    expect(runRestore([backup], io())).toBe(1);
    expect(lines.at(-1)).toMatch(/pudo haber sido alterado\. No se cambió nada\.$/);
    expect(dumpDatabase(join(dataDir, 'reloj.sqlite'))).toBe(before);
    expect(existsSync(join(dataDir, 'anterior-20260301-120000'))).toBe(false);
  });

  it('accepts a backup from before the replace guards, with the triggers of its version', () => {
    const old = join(dir, 'antiguo.sqlite');
    const db = openDatabase(old);
    migrate(db, migrations.slice(0, 5));
    closeDatabase(db);
    expect(checkBackup(old)).toBeUndefined();
  });

  it('prints its usage without exactly one argument', () => {
    expect(runRestore([], io())).toBe(2);
    expect(lines[0]).toMatch(/^Uso:/);
  });
});
