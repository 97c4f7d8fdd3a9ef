import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from './connection.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';

const dirs: string[] = [];
const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) closeDatabase(db);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const T = '2026-03-10T15:00:00.000Z';

/** A database at version 16 with a kiosk punch, a manual one, and a kiosk template that names its punch. */
function databaseBeforeNip(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-017-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  opened.push(db);
  const upTo = migrations.findIndex((m) => m.name === '017-nip');
  expect(upTo).toBe(16);
  migrate(db, migrations.slice(0, upTo));
  db.exec(`
    INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', 'x', 'x');
    INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 30000, 'x', 'x');
    INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
      VALUES (1, 'ANA', 1, 1, 30000, '2026-01-05', '09:00', '18:00', 'x', 'x');
    INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x');
    INSERT INTO checadas (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at)
      VALUES (7, 1, 1, 'entrada', '${T}', '2026-03-10', 0.91, 0.97, x'FFD8FFD9', 'pulsacion-1', '${T}');
    INSERT INTO checadas (id, empleado_id, tipo, hora, fecha_local, created_at, manual, motivo, registrado_por)
      VALUES (8, 1, 'salida', '2026-03-11T00:02:00.000Z', '2026-03-10', '${T}', 1, 'Olvidó checar', 'admin');
    INSERT INTO intentos_fallidos (tipo, usuario, direccion, fallos, ultimo_fallo) VALUES ('par', 'admin', '10.0.0.5', 3, '${T}');
  `);
  db.prepare(
    `INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, origen, checada_id, created_at) VALUES (1, ?, 'arcface', 0.9, x'FFD8', 'kiosco', 7, '${T}')`,
  ).run(Buffer.alloc(512 * 4));
  return db;
}

describe('migration 017: NIP punches', () => {
  it('keeps every punch with its id, the template that names a punch, and the throttle rows; foreign keys stay on', () => {
    const db = databaseBeforeNip();
    const before = db.prepare('SELECT * FROM checadas ORDER BY id').all() as Record<string, unknown>[];
    migrate(db);
    const after = db.prepare('SELECT * FROM checadas ORDER BY id').all() as Record<string, unknown>[];
    // 020: not known for older punches; 032: the employee's branch (the kiosk has none).
    expect(after).toEqual(before.map((row) => ({ ...row, nip: 0, reloj_sincronizado: null, sucursal_id: 1 })));
    expect(db.prepare('SELECT checada_id FROM rostros').all()).toEqual([{ checada_id: 7 }]);
    expect(db.prepare('SELECT tipo, usuario, fallos FROM intentos_fallidos').all()).toEqual([{ tipo: 'par', usuario: 'admin', fallos: 3 }]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // The template still points at the rebuilt table: a punch id that does not exist is refused.
    expect(() => db.prepare(`UPDATE rostros SET checada_id = 999`).run()).toThrow(/FOREIGN KEY/);
  });

  it('accepts a NIP punch with its photo and no score, refuses one with a score or without a kiosk, and keeps punches append-only', () => {
    const db = databaseBeforeNip();
    migrate(db);
    const insert = (values: string) =>
      db.exec(
        `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, created_at, nip) VALUES ${values}`,
      );
    insert(`(1, 1, 'entrada', '${T}', '2026-03-11', NULL, NULL, x'FFD8FFD9', '${T}', 1)`);
    expect(() => insert(`(1, 1, 'entrada', '${T}', '2026-03-11', 0.5, NULL, NULL, '${T}', 1)`)).toThrow(/CHECK/);
    expect(() => insert(`(1, NULL, 'entrada', '${T}', '2026-03-11', NULL, NULL, NULL, '${T}', 1)`)).toThrow(/CHECK/);
    expect(() => insert(`(1, 1, 'entrada', '${T}', '2026-03-11', NULL, NULL, NULL, '${T}', 0)`)).toThrow(/CHECK/);
    expect(() => db.exec('UPDATE checadas SET nip = 1 WHERE id = 7')).toThrow(/append-only/);
    expect(() => db.exec('DELETE FROM checadas WHERE id = 7')).toThrow(/append-only/);
    db.exec('UPDATE checadas SET snapshot_jpeg = NULL WHERE id = 7'); // retention may still delete a photo
  });

  it('leaves the database at version 16, punches untouched, when the rebuild fails', () => {
    const db = databaseBeforeNip();
    const broken = {
      ...migrations[16]!,
      up: (d: Db) => {
        migrations[16]!.up(d);
        throw new Error('disco lleno');
      },
    };
    expect(() => migrate(db, [...migrations.slice(0, 16), broken])).toThrow('disco lleno');
    expect(db.pragma('user_version', { simple: true })).toBe(16);
    expect(db.prepare('SELECT id FROM checadas ORDER BY id').all()).toEqual([{ id: 7 }, { id: 8 }]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
