import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from './connection.js';
import { migrate } from './migrate.js';
import { CONTENIDO } from './migrations/028-registro.js';
import { migrations } from './migrations/index.js';

const dirs: string[] = [];
const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) closeDatabase(db);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const T = '2026-03-10T15:00:00.000Z';
const kiosk = (id: number, dispositivo: number) =>
  `INSERT INTO checadas (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (${id}, 1, ${dispositivo}, 'entrada', '${T}', '2026-03-10', 0.9, '${T}');`;

/**
 * A database just before 032, every punch made by ANA: 7 at a kiosk without a branch while she was at CENTRO; then she
 * moves to NORTE and 8 is added by hand; 9 (again without a branch) and 10 (a kiosk of CENTRO) lost their outbox
 * events, as sent events are pruned.
 */
function databaseBefore032(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-032-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  opened.push(db);
  const upTo = migrations.findIndex((m) => m.name === '032-sucursal-checadas');
  expect(upTo).toBe(31);
  migrate(db, migrations.slice(0, upTo));
  db.exec(`
    INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', 'x', 'x'), (2, 'NORTE', 'x', 'x');
    INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 30000, 'x', 'x');
    INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
      VALUES (1, 'ANA', 1, 1, 30000, '2026-01-05', '09:00', '18:00', 'x', 'x');
    INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x');
    INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at, sucursal_id) VALUES (2, 'def', 'K2', 'approved', 'x', 'x', 1);
    ${kiosk(7, 1)}
    UPDATE empleados SET sucursal_id = 2 WHERE id = 1;
    INSERT INTO checadas (id, empleado_id, tipo, hora, fecha_local, created_at, manual, motivo, registrado_por)
      VALUES (8, 1, 'salida', '2026-03-11T00:02:00.000Z', '2026-03-10', '${T}', 1, 'Olvidó checar', 'admin');
    ${kiosk(9, 1)}
    ${kiosk(10, 2)}
    UPDATE eventos_salida SET enviado_en = '${T}' WHERE tipo = 'checada.registrada' AND json_extract(datos, '$.id') IN (9, 10);
    DELETE FROM eventos_salida WHERE tipo = 'checada.registrada' AND json_extract(datos, '$.id') IN (9, 10);
  `);
  return db;
}

const punches = (db: Db) => db.prepare('SELECT * FROM checadas ORDER BY id').all() as Record<string, unknown>[];
const links = (db: Db) => db.prepare('SELECT * FROM registro ORDER BY secuencia').all();

describe("migration 032: each punch's branch", () => {
  it('takes the branch its event told headquarters, else the kiosk’s, else the employee’s; nothing else changes', () => {
    const db = databaseBefore032();
    const before = punches(db);
    // The events still held say where 7 and 8 were made (CENTRO, then NORTE): the trigger's formula at the time.
    expect(
      db
        .prepare(
          `SELECT json_extract(datos, '$.id') AS id, json_extract(datos, '$.sucursalId') AS sucursal FROM eventos_salida WHERE tipo = 'checada.registrada' ORDER BY 1`,
        )
        .all(),
    ).toEqual([
      { id: 7, sucursal: 1 },
      { id: 8, sucursal: 2 },
    ]);
    migrate(db);

    expect(db.prepare('SELECT id, sucursal_id FROM checadas ORDER BY id').all()).toEqual([
      { id: 7, sucursal_id: 1 }, // its event: made while ANA was at CENTRO
      { id: 8, sucursal_id: 2 }, // its event: after the move
      { id: 9, sucursal_id: 2 }, // no event, a kiosk without a branch: the employee's branch now
      { id: 10, sucursal_id: 1 }, // no event: the kiosk's branch
    ]);
    expect(punches(db).map(({ sucursal_id: _added, ...row }) => row)).toEqual(before);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });

  it("leaves the record's chain as it was: every link still holds its punch's content, column for column", () => {
    const db = databaseBefore032();
    const chain = links(db);
    migrate(db);
    expect(links(db)).toEqual(chain);
    const mismatched = db
      .prepare(`SELECT c.id FROM checadas c JOIN registro r ON r.tipo = 'checada' AND r.fila_id = c.id WHERE r.contenido <> ${CONTENIDO.checada('c')}`)
      .all();
    expect([chain.length, mismatched]).toEqual([4, []]);
  });

  it('keeps the branch like the rest of the punch: never updated, and a new punch without one (by hand) still inserts', () => {
    const db = databaseBefore032();
    migrate(db);
    expect(() => db.prepare('UPDATE checadas SET sucursal_id = 2 WHERE id = 7').run()).toThrow(/append-only/);
    expect(() => db.prepare('UPDATE checadas SET sucursal_id = NULL WHERE id = 7').run()).toThrow(/append-only/);
    // A branch that does not exist is refused (foreign key).
    expect(() =>
      db.exec(
        `INSERT INTO checadas (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at, sucursal_id) VALUES (11, 1, 1, 'entrada', '${T}', '2026-03-10', 0.9, '${T}', 99);`,
      ),
    ).toThrow(/FOREIGN KEY/);
    db.exec(kiosk(12, 1));
    expect(db.prepare('SELECT sucursal_id FROM checadas WHERE id = 12').get()).toEqual({ sucursal_id: null });
  });
});
