import { leerEvento } from '@reloj/contract/eventos';
import { diaProgramado } from '@reloj/payroll';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../connection.js';
import { migrate } from '../migrate.js';
import { asignacionesRepository } from '../repositories/asignaciones.js';
import { migrations } from './index.js';

// Issue 41 item 3: every employee's schedule fields become a weekly turno in force since their fechaIngreso.
const opened: { db: Db; dir: string }[] = [];
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A database as a box had it before migration 036, with employees of three schedules. */
function boxBefore036(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-036-'));
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  opened.push({ db, dir });
  migrate(
    db,
    migrations.filter((m) => m.version < 36),
  );
  const now = '2026-01-01T00:00:00.000Z';
  db.prepare(`INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', ?, ?)`).run(now, now);
  db.prepare(`INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 31550, ?, ?)`).run(now, now);
  const insert = db.prepare(
    `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, dias_descanso, minutos_comida,
                            created_at, updated_at) VALUES (?, 1, 1, 31550, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run('ANA LÓPEZ', '2025-06-02', '09:00', '18:00', '[0]', 60, now, now);
  insert.run('LUIS MORA', '2026-01-05', '09:00', '18:00', '[0]', 60, now, now);
  insert.run('EVA RUIZ', '2025-11-03', '22:00', '06:00', '[6,0]', 0, now, now);
  insert.run('TEO GIL', '2024-02-01', '09:00', '18:00', '[0]', 30, now, now);
  return db;
}

describe('migration 036-turnos', () => {
  it("turns every employee's fields into a shared weekly turno assigned from their fechaIngreso, so each date keeps its hours", () => {
    const db = boxBefore036();
    migrate(db);
    expect(db.prepare('SELECT id, nombre, codigo, tipo, dias, inicio_ciclo AS inicioCiclo, activo FROM turnos ORDER BY id').all()).toEqual([
      {
        id: 1,
        nombre: 'L-S 09:00-18:00 (comida 60 min)',
        codigo: '9-18',
        tipo: 'semanal',
        dias: JSON.stringify([
          ...Array.from({ length: 6 }, () => ({ segmentos: [{ entrada: '09:00', salida: '18:00' }], minutosComida: 60 })),
          { segmentos: [], minutosComida: 0 },
        ]),
        inicioCiclo: null,
        activo: 1,
      },
      {
        id: 2,
        nombre: 'L-V 22:00-06:00',
        codigo: '22-6',
        tipo: 'semanal',
        dias: JSON.stringify([
          ...Array.from({ length: 5 }, () => ({ segmentos: [{ entrada: '22:00', salida: '06:00' }], minutosComida: 0 })),
          { segmentos: [], minutosComida: 0 },
          { segmentos: [], minutosComida: 0 },
        ]),
        inicioCiclo: null,
        activo: 1,
      },
      { id: 3, nombre: 'L-S 09:00-18:00 (comida 30 min)', codigo: '9-18', tipo: 'semanal', dias: expect.any(String), inicioCiclo: null, activo: 1 },
    ]);
    expect(
      db.prepare('SELECT empleado_id AS e, turno_id AS t, rol_id AS r, vigente_desde AS desde, registrado_por AS por FROM asignaciones ORDER BY id').all(),
    ).toEqual([
      { e: 1, t: 1, r: null, desde: '2025-06-02', por: null },
      { e: 2, t: 1, r: null, desde: '2026-01-05', por: null },
      { e: 3, t: 2, r: null, desde: '2025-11-03', por: null },
      { e: 4, t: 3, r: null, desde: '2024-02-01', por: null },
    ]);
    // The resolver the pre-nómina uses gives each date the schedule of the fields: Saturday works, Sunday rests.
    const horarios = asignacionesRepository(db).horarios(null);
    expect(diaProgramado(horarios.get(1)!, '2026-03-14')).toMatchObject({ segmentos: [{ entrada: '09:00', salida: '18:00' }], minutosComida: 60 });
    expect(diaProgramado(horarios.get(1)!, '2026-03-15')).toMatchObject({ segmentos: [] });
    expect(diaProgramado(horarios.get(3)!, '2026-03-13')).toMatchObject({ segmentos: [{ entrada: '22:00', salida: '06:00' }], minutosComida: 0 });
    expect(diaProgramado(horarios.get(3)!, '2026-03-14')).toMatchObject({ segmentos: [] });
    expect(diaProgramado(horarios.get(2)!, '2026-01-04')).toBeUndefined(); // before the fechaIngreso: the caller's fields
  });

  it('sends the new rows to headquarters as events it can read, after the rows already there', () => {
    const db = boxBefore036();
    const before = (db.prepare('SELECT max(secuencia) AS s FROM eventos_salida').get() as { s: number }).s;
    migrate(db);
    const rows = db.prepare('SELECT * FROM eventos_salida WHERE secuencia > ? ORDER BY secuencia').all(before) as any[];
    const events = rows.map((r) =>
      leerEvento({
        eventoId: r.evento_id,
        caja: 'centro',
        secuencia: r.secuencia,
        tipo: r.tipo,
        version: r.version,
        creadoEn: r.creado_en,
        relojSincronizado: null,
        datos: JSON.parse(r.datos),
      }),
    );
    expect(events.map((e) => e.tipo)).toEqual([
      'turno.guardado',
      'asignacion.guardada',
      'asignacion.guardada',
      'turno.guardado',
      'asignacion.guardada',
      'turno.guardado',
      'asignacion.guardada',
    ]);
    expect(events[0]!.datos).toMatchObject({ id: 1, nombre: 'L-S 09:00-18:00 (comida 60 min)', tipo: 'semanal', inicioCiclo: null, activo: true });
    expect(events[1]!.datos).toMatchObject({ empleadoId: 1, turnoId: 1, rolId: null, vigenteDesde: '2025-06-02', registradoPor: null });
  });

  it('keeps rows consistent whoever writes them: one turno or rol per assignment, one change per employee and day, no edits of a change', () => {
    const db = boxBefore036();
    migrate(db);
    const now = '2026-03-01T00:00:00.000Z';
    expect(() =>
      db.prepare(`INSERT INTO asignaciones (empleado_id, turno_id, rol_id, vigente_desde, registrado_en) VALUES (1, NULL, NULL, '2026-03-02', ?)`).run(now),
    ).toThrow(/CHECK/);
    expect(() => db.prepare(`INSERT INTO asignaciones (empleado_id, turno_id, vigente_desde, registrado_en) VALUES (1, 1, '2025-06-02', ?)`).run(now)).toThrow(
      /UNIQUE/,
    );
    db.prepare(
      `INSERT INTO cambios_turno (empleado_id, fecha, turno_id, descanso, motivo, registrado_por, registrado_en) VALUES (1, '2026-03-02', NULL, 1, 'Permiso', 'admin', ?)`,
    ).run(now);
    expect(() =>
      db
        .prepare(
          `INSERT INTO cambios_turno (empleado_id, fecha, turno_id, descanso, motivo, registrado_por, registrado_en) VALUES (1, '2026-03-02', 1, 0, 'Otro', 'admin', ?)`,
        )
        .run(now),
    ).toThrow(/UNIQUE/);
    expect(() => db.prepare(`UPDATE cambios_turno SET descanso = 0, turno_id = 1`).run()).toThrow(/never edited/);
    expect(() => db.prepare('DELETE FROM turnos WHERE id = 1').run()).toThrow(/FOREIGN KEY/);
    expect(db.prepare(`SELECT tipo FROM registro ORDER BY secuencia DESC LIMIT 1`).get()).toEqual({ tipo: 'cambio_turno' });
  });
});
