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

/** A database migrated up to (not including) `name`. */
function databaseBefore(name: string): Db {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-acceso-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  opened.push(db);
  const upTo = migrations.findIndex((m) => m.name === name);
  expect(upTo).toBeGreaterThan(0);
  migrate(db, migrations.slice(0, upTo));
  return db;
}

describe('migration 021: "every branch" is stored on the account', () => {
  it('marks administradores and a consulta without branches as every branch; a gerente and a limited consulta are not', () => {
    const db = databaseBefore('021-todas-las-sucursales');
    db.exec(`
      INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', '${T}', '${T}');
      INSERT INTO usuarios (id, usuario, password_hash, rol, created_at, updated_at) VALUES
        (1, 'admin', 'x', 'administrador', '${T}', '${T}'),
        (2, 'gerente', 'x', 'gerente', '${T}', '${T}'),
        (3, 'consulta.centro', 'x', 'consulta', '${T}', '${T}'),
        (4, 'consulta', 'x', 'consulta', '${T}', '${T}');
      INSERT INTO usuarios_sucursales (usuario_id, sucursal_id) VALUES (2, 1), (3, 1);
    `);
    migrate(db);
    expect(db.prepare('SELECT usuario, todas_sucursales FROM usuarios ORDER BY id').all()).toEqual([
      { usuario: 'admin', todas_sucursales: 1 },
      { usuario: 'gerente', todas_sucursales: 0 },
      { usuario: 'consulta.centro', todas_sucursales: 0 },
      { usuario: 'consulta', todas_sucursales: 1 },
    ]);
  });
});

describe('migration 022: NIP failures per (número, kiosk)', () => {
  it('keeps every throttle row and accepts the new kind', () => {
    const db = databaseBefore('022-nip-por-kiosco');
    db.exec(`
      INSERT INTO intentos_fallidos (tipo, usuario, direccion, fallos, ultimo_fallo) VALUES
        ('par', 'admin', '10.0.0.5', 3, '${T}'), ('nip', '0042', '', 4, '${T}'), ('nip_dispositivo', '', '7', 9, '${T}');
    `);
    const before = db.prepare('SELECT * FROM intentos_fallidos ORDER BY tipo').all();
    expect(() =>
      db.prepare(`INSERT INTO intentos_fallidos (tipo, usuario, direccion, fallos, ultimo_fallo) VALUES ('nip_par', '0042', '7', 1, '${T}')`).run(),
    ).toThrow(/CHECK/);
    migrate(db);
    expect(db.prepare("SELECT * FROM intentos_fallidos WHERE tipo <> 'nip_par' ORDER BY tipo").all()).toEqual(before);
    db.prepare(`INSERT INTO intentos_fallidos (tipo, usuario, direccion, fallos, ultimo_fallo) VALUES ('nip_par', '0042', '7', 1, '${T}')`).run();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'intentos_fallidos' AND type = 'index' AND name NOT LIKE 'sqlite_%'").all()).toEqual([
      { name: 'intentos_fallidos_fecha' },
    ]);
  });
});
