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

function freshDb(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-010-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  opened.push(db);
  return db;
}

/** A database at version 9 with two kiosk punches (one with a photo and an idempotency key). */
function databaseBeforePrenomina(): Db {
  const db = freshDb();
  const upTo = migrations.findIndex((m) => m.name === '010-prenomina');
  expect(upTo).toBe(9);
  migrate(db, migrations.slice(0, upTo));
  db.exec(`
    INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', 'x', 'x');
    INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 30000, 'x', 'x');
    INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
      VALUES (1, 'ANA', 1, 1, 30000, '2026-01-05', '09:00', '18:00', 'x', 'x');
    INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x');
    INSERT INTO checadas (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at)
      VALUES (7, 1, 1, 'entrada', '${T}', '2026-03-10', 0.91, 0.97, x'FFD8FFD9', 'pulsacion-1', '${T}'),
             (9, 1, 1, 'salida', '2026-03-11T00:02:00.000Z', '2026-03-10', 0.88, NULL, NULL, NULL, '2026-03-11T00:02:00.000Z');
  `);
  return db;
}

const schemaOf = (db: Db, type: 'index' | 'trigger') =>
  (
    db.prepare(`SELECT name, sql FROM sqlite_schema WHERE type = ? AND tbl_name = 'checadas' ORDER BY name`).all(type) as { name: string; sql: string | null }[]
  ).map((r) => ({ name: r.name, sql: r.sql?.replace(/\s+/g, ' ').trim() ?? null }));

const manual = (db: Db, columns: Record<string, unknown>) => {
  const row = {
    empleado_id: 1,
    tipo: 'entrada',
    hora: T,
    fecha_local: '2026-03-10',
    created_at: T,
    manual: 1,
    motivo: 'Olvidó checar',
    registrado_por: 'admin',
    ...columns,
  };
  const names = Object.keys(row);
  return db.prepare(`INSERT INTO checadas (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...Object.values(row));
};

describe('migration 010: pre-nómina tables and manual punches', () => {
  it('keeps every punch, column for column, with its id, and marks them as kiosk punches', () => {
    const db = databaseBeforePrenomina();
    const before = db.prepare('SELECT * FROM checadas ORDER BY id').all();
    migrate(db);
    const after = db.prepare('SELECT * FROM checadas ORDER BY id').all() as Record<string, unknown>[];
    // Later migrations add columns too: nip (017), reloj_sincronizado (020, unknown for older punches) and sucursal_id
    // (032: the employee's branch, the kiosk having none).
    expect(
      after.map(({ manual: m, motivo, registrado_por, nip, reloj_sincronizado, sucursal_id, ...rest }) => ({
        rest,
        m,
        motivo,
        registrado_por,
        nip,
        reloj_sincronizado,
        sucursal_id,
      })),
    ).toEqual(
      (before as Record<string, unknown>[]).map((rest) => ({
        rest,
        m: 0,
        motivo: null,
        registrado_por: null,
        nip: 0,
        reloj_sincronizado: null,
        sucursal_id: 1,
      })),
    );
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
  });

  it('recreates the indexes and the append-only triggers with the same names, as a fresh database has them', () => {
    const upgraded = databaseBeforePrenomina();
    const triggersAt9 = schemaOf(upgraded, 'trigger');
    // Up to 010 only: migration 016 later lets a punch photo be deleted (retention) and so changes a trigger.
    migrate(upgraded, migrations.slice(0, 10));
    const fresh = freshDb();
    migrate(fresh, migrations.slice(0, 10));
    expect(schemaOf(upgraded, 'trigger')).toEqual(schemaOf(fresh, 'trigger'));
    expect(schemaOf(upgraded, 'index')).toEqual(schemaOf(fresh, 'index'));
    expect(schemaOf(upgraded, 'trigger')).toEqual(triggersAt9); // same names, same SQL
    expect(schemaOf(fresh, 'index').map((i) => i.name)).toEqual(
      expect.arrayContaining(['checadas_empleado_fecha', 'checadas_empleado_hora', 'checadas_fecha']),
    );
    expect(upgraded.prepare(`SELECT name FROM sqlite_schema WHERE name = 'checadas_anterior'`).get()).toBeUndefined();
  });

  it('still refuses to change, remove or replace a punch, manual ones included', () => {
    const db = databaseBeforePrenomina();
    migrate(db);
    manual(db, {});
    expect(() => db.prepare(`UPDATE checadas SET hora = 'x' WHERE id = 7`).run()).toThrow(/append-only/);
    expect(() => db.prepare(`UPDATE checadas SET motivo = 'otro' WHERE manual = 1`).run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM checadas WHERE manual = 1').run()).toThrow(/append-only/);
    expect(() =>
      db
        .prepare(
          `INSERT OR REPLACE INTO checadas (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at)
           VALUES (7, 1, 1, 'salida', '${T}', '2026-03-10', 0.5, '${T}')`,
        )
        .run(),
    ).toThrow(/append-only/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM checadas').get()).toEqual({ n: 3 });
  });

  it('takes a manual punch only with a reason and who, and without a device, score or photo', () => {
    const db = databaseBeforePrenomina();
    migrate(db);
    expect(manual(db, {}).changes).toBe(1);
    for (const wrong of [
      { motivo: null },
      { motivo: '   ' },
      { registrado_por: null },
      { dispositivo_id: 1 },
      { match_score: 0.9 },
      { snapshot_jpeg: Buffer.from([1]) },
      { idempotency_key: 'k' },
      { manual: 2 },
    ]) {
      expect(() => manual(db, wrong), JSON.stringify(wrong)).toThrow(/CHECK constraint failed/);
    }
    // A kiosk punch needs its device and its score, and carries no motivo.
    const kiosk = (columns: string, values: string) =>
      db.prepare(
        `INSERT INTO checadas (empleado_id, tipo, hora, fecha_local, created_at${columns}) VALUES (1, 'entrada', '${T}', '2026-03-10', '${T}'${values})`,
      );
    expect(() => kiosk(', match_score', ', 0.9').run()).toThrow(/CHECK constraint failed/);
    expect(() => kiosk(', dispositivo_id', ', 1').run()).toThrow(/CHECK constraint failed/);
    expect(() => kiosk(', dispositivo_id, match_score, motivo', ", 1, 0.9, 'x'").run()).toThrow(/CHECK constraint failed/);
    expect(kiosk(', dispositivo_id, match_score', ', 1, 0.9').run().changes).toBe(1);
  });

  it('starts the rules at their defaults, in one row', () => {
    const db = freshDb();
    migrate(db);
    expect(db.prepare('SELECT * FROM reglas_asistencia').all()).toEqual([
      {
        id: 1,
        tolerancia_minutos: 10,
        retardos_por_falta: 0,
        bloque_horas_extra_minutos: 30,
        horas_extra_requieren_autorizacion: 1,
        septimo_dia: 'proporcional',
        periodo: 'semanal',
        inicio_semana: 1,
        updated_at: null,
        nombre_empresa: '',
        estado_en_kiosco: 1,
        // Migration 023 (issue 28): the defaults.
        retardos_por_falta_efecto: 'bono',
        pago_dias_descanso: 'todos',
        // Migration 026 (issue 29): a salida sooner than this after the entrada waits for the person's confirmation.
        minutos_minimos_jornada: 30,
        // Migration 029 (issue 31): what the company grants above the law, at the law's minimums.
        dias_vacaciones_extra: 0,
        prima_vacacional_porcentaje: 25,
        dias_aguinaldo: 15,
        aguinaldo_descuenta_faltas: 1,
        // Issue 41 (migration 037) and issue 43 (038).
        media_jornada_efecto: 'nada',
        salidas_anticipadas_efecto: 'nada',
        importes_en_kiosco: 0,
      },
    ]);
    expect(() => db.prepare('INSERT INTO reglas_asistencia (id) VALUES (2)').run()).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare(`UPDATE reglas_asistencia SET septimo_dia = 'doble'`).run()).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare('UPDATE reglas_asistencia SET minutos_minimos_jornada = 241').run()).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare('UPDATE reglas_asistencia SET prima_vacacional_porcentaje = 24').run()).toThrow(/CHECK constraint failed/); // LFT art. 80
    expect(() => db.prepare('UPDATE reglas_asistencia SET dias_aguinaldo = 14').run()).toThrow(/CHECK constraint failed/); // LFT art. 87
  });

  it('allows one overtime authorisation and one other incidencia per employee and day', () => {
    const db = databaseBeforePrenomina();
    migrate(db);
    const add = (tipo: string, minutos: number | null, fecha = '2026-03-10') =>
      db
        .prepare(`INSERT INTO incidencias (empleado_id, fecha, tipo, minutos, creado_por, created_at) VALUES (1, ?, ?, ?, 'admin', 'x')`)
        .run(fecha, tipo, minutos);
    add('horas_extra', 120);
    add('vacaciones', null);
    expect(() => add('horas_extra', 60)).toThrow(/UNIQUE constraint failed/);
    expect(() => add('permiso_con_goce', null)).toThrow(/UNIQUE constraint failed/);
    expect(() => add('horas_extra', null, '2026-03-11')).toThrow(/CHECK constraint failed/);
    expect(() => add('horas_extra', 50, '2026-03-11')).toThrow(/CHECK constraint failed/);
    expect(() => add('vacaciones', 60, '2026-03-11')).toThrow(/CHECK constraint failed/);
  });

  it('freezes a closed period: no update, no delete', () => {
    const db = freshDb();
    migrate(db);
    db.prepare(`INSERT INTO periodos (desde, hasta, creado_por, created_at) VALUES ('2026-03-09', '2026-03-15', 'admin', 'x')`).run();
    expect(() => db.prepare(`UPDATE periodos SET estado = 'cerrado'`).run()).toThrow(/CHECK constraint failed/);
    db.prepare(`UPDATE periodos SET estado = 'cerrado', cerrado_en = 'x', cerrado_por = 'admin', snapshot = '[]'`).run();
    expect(() => db.prepare(`UPDATE periodos SET estado = 'abierto', cerrado_en = NULL, cerrado_por = NULL, snapshot = NULL`).run()).toThrow(/frozen/);
    expect(() => db.prepare('DELETE FROM periodos').run()).toThrow(/frozen/);
    expect(() => db.prepare(`INSERT INTO periodos (desde, hasta, creado_por, created_at) VALUES ('2026-03-15', '2026-03-09', 'admin', 'x')`).run()).toThrow(
      /CHECK constraint failed/,
    );
  });
});
