import Database from 'better-sqlite3';
import { registerRecordFunctions } from './recordFunctions.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from './connection.js';
import { migrate } from './migrate.js';

// Punches are legal records: no statement may change or remove one, REPLACE included.
let dir: string;
let file: string;
let db: Db;
let original: unknown;
const T = '2026-03-10T15:00:00.000Z';
const all = (conn: Database.Database = db) => conn.prepare('SELECT * FROM checadas ORDER BY id').all();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-checadas-'));
  file = join(dir, 'reloj.sqlite');
  db = openDatabase(file);
  migrate(db);
  db.exec(`
    INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', '', '');
    INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 30000, '', '');
    INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
      VALUES (1, 'ANA', 1, 1, 30000, '2026-01-05', '09:00', '18:00', '', ''), (2, 'LUIS', 1, 1, 30000, '2026-01-05', '09:00', '18:00', '', '');
    INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'kiosko-0001', 'K1', 'approved', '', '');
    INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, idempotency_key, created_at)
      VALUES (1, 1, 'entrada', '${T}', '2026-03-10', 0.91, 'pulsacion-1', '${T}');
  `);
  original = all();
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

const replacing = (verb: string, id: string, key: string) =>
  `${verb} INTO checadas (${id ? 'id, ' : ''}empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, idempotency_key, created_at)
   VALUES (${id ? `${id}, ` : ''}2, 1, 'salida', '${T}', '2026-03-10', 0.5, ${key}, '${T}')`;

describe('append-only punches', () => {
  it.each([
    ['INSERT OR REPLACE with an existing id', replacing('INSERT OR REPLACE', '1', 'NULL')],
    ['REPLACE with an existing id', replacing('REPLACE', '1', 'NULL')],
    ['INSERT OR REPLACE with an existing device and idempotency key', replacing('INSERT OR REPLACE', '', "'pulsacion-1'")],
    ['an upsert over an existing id', `${replacing('INSERT', '1', 'NULL')} ON CONFLICT(id) DO UPDATE SET empleado_id = 2`],
  ])('refuses %s and leaves the punch intact', (_label, sql) => {
    expect(() => db.prepare(sql).run()).toThrow(/append-only/);
    expect(all()).toEqual(original);
  });

  it('refuses REPLACE on a connection without recursive triggers too (the sqlite3 shell)', () => {
    const shell = new Database(file);
    try {
      expect(shell.pragma('recursive_triggers', { simple: true })).toBe(0);
      // Without the chain's functions (migration 028) the shell cannot add a punch at all; with them, the guards still hold.
      expect(() => shell.prepare(replacing('INSERT', '', "'pulsacion-9'")).run()).toThrow('no such function: registro_hash');
      registerRecordFunctions(shell);
      expect(() => shell.prepare(replacing('INSERT OR REPLACE', '1', 'NULL')).run()).toThrow(/append-only/);
      expect(() => shell.prepare(replacing('INSERT OR REPLACE', '', "'pulsacion-1'")).run()).toThrow(/append-only/);
      expect(all(shell)).toEqual(original);
    } finally {
      shell.close();
    }
  });

  it('opens the database with recursive triggers on', () => {
    expect(db.pragma('recursive_triggers', { simple: true })).toBe(1);
  });

  it('still takes new punches: a new id, another key, and keys left empty', () => {
    db.prepare(replacing('INSERT', '', "'pulsacion-2'")).run();
    db.prepare(replacing('INSERT', '', 'NULL')).run();
    db.prepare(replacing('INSERT', '', 'NULL')).run();
    db.prepare(replacing('INSERT OR REPLACE', '50', "'pulsacion-3'")).run();
    expect(all()).toHaveLength(5);
    expect(all()[0]).toEqual((original as unknown[])[0]);
  });
});
