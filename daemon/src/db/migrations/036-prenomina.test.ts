import { instantOf } from '@reloj/contract/dates';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { createPrenominaService } from '../../services/prenomina/index.js';
import { closeDatabase, openDatabase, type Db } from '../connection.js';
import { migrate } from '../migrate.js';
import { createRepositories } from '../repositories/index.js';
import { migrations } from './index.js';

// Issue 41 item 3: 'every pre-nómina, tarjeta and export of existing data comes out identical'. A box's data written
// before migration 036 (employees with one schedule each, punches, an incidencia) is computed after it twice: through
// the weekly turnos the migration made, and through the employees' own fields as before turnos; both must agree to the
// centavo, day by day, note by note.
const TZ = 'America/Mexico_City';
let dir: string;
let db: Db;

function seedBefore036(): void {
  migrate(
    db,
    migrations.filter((m) => m.version < 36),
  );
  const now = '2026-01-01T00:00:00.000Z';
  db.prepare(`INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', ?, ?)`).run(now, now);
  db.prepare(`INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 31550, ?, ?)`).run(now, now);
  const employee = db.prepare(
    `INSERT INTO empleados (id, nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, dias_descanso,
                            minutos_comida, created_at, updated_at) VALUES (?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  employee.run(1, 'ANA LÓPEZ', 31550, '2020-01-01', '09:00', '18:00', '[0]', 60, now, now);
  employee.run(2, 'EVA RUIZ', 35000, '2025-11-03', '22:00', '06:00', '[6,0]', 30, now, now);
  employee.run(3, 'TEO GIL', 40000, '2026-03-04', '07:00', '16:00', '[0,3]', 60, now, now);
  const punch = db.prepare(
    `INSERT INTO checadas (empleado_id, tipo, hora, fecha_local, created_at, manual, motivo, registrado_por) VALUES (?, ?, ?, ?, ?, 1, 'papel', 'admin')`,
  );
  const at = (local: string) => instantOf(local, TZ).toISOString();
  const day = (id: number, fecha: string, entrada: string, salida: string) => {
    punch.run(id, 'entrada', at(entrada.length === 5 ? `${fecha}T${entrada}` : entrada), fecha, now);
    punch.run(id, 'salida', at(salida.length === 5 ? `${fecha}T${salida}` : salida), fecha, now);
  };
  // Issue 12's acceptance week for Ana (Thursday a falta), and the days of March around it.
  day(1, '2026-03-09', '08:56', '18:02');
  day(1, '2026-03-10', '09:07', '18:00');
  day(1, '2026-03-11', '09:18', '18:00');
  day(1, '2026-03-13', '09:00', '20:00');
  day(1, '2026-03-14', '09:10', '16:00');
  day(1, '2026-03-02', '09:00', '18:00');
  day(1, '2026-03-16', '09:00', '18:00');
  punch.run(1, 'entrada', at('2026-03-17T09:00'), '2026-03-17', now); // a salida missing
  // Eva's nights, each salida the next morning, one late and one staying an hour.
  for (const [fecha, next] of [
    ['2026-03-02', '2026-03-03'],
    ['2026-03-03', '2026-03-04'],
    ['2026-03-09', '2026-03-10'],
    ['2026-03-10', '2026-03-11'],
  ] as const) {
    day(2, fecha, '22:00', `${next}T06:00`);
  }
  day(2, '2026-03-11', '22:25', '2026-03-12T07:00');
  // Teo, hired mid-week, rests Wednesday and Sunday; worked his Wednesday once.
  day(3, '2026-03-05', '07:00', '16:00');
  day(3, '2026-03-06', '07:00', '17:30');
  day(3, '2026-03-11', '07:00', '16:00');
  db.prepare(
    `INSERT INTO incidencias (empleado_id, fecha, tipo, minutos, nota, creado_por, created_at) VALUES (1, '2026-03-13', 'horas_extra', 120, NULL, 'admin', ?)`,
  ).run(now);
  migrate(db);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-036-prenomina-'));
  db = openDatabase(join(dir, 'reloj.sqlite'));
  seedBefore036();
});
afterAll(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('the pre-nómina of data from before migration 036', () => {
  const service = (withTurnos: boolean) => {
    const repositories = createRepositories(db);
    const asignaciones = withTurnos ? repositories.asignaciones : { ...repositories.asignaciones, horarios: () => new Map() };
    return createPrenominaService({ ...repositories, asignaciones, clock: movableClock('2026-04-01T18:00:00.000Z'), timeZone: TZ });
  };
  const withoutTurnoFields = (body: ReturnType<ReturnType<typeof service>['get']>) => ({
    ...body,
    empleados: body.empleados.map((e) => ({ ...e, dias: e.dias.map(({ turnoId: _t, codigoTurno: _c, ...d }) => d) })),
  });

  it.each([
    ['the acceptance week of issue 12', '2026-03-09', '2026-03-15'],
    ['a quincena', '2026-03-01', '2026-03-15'],
    ['a quincena cut mid-week', '2026-03-16', '2026-03-31'],
  ])('%s: identical through the migrated turnos and through the fields', (_label, desde, hasta) => {
    const turnos = service(true).get({ desde, hasta });
    const fields = service(false).get({ desde, hasta });
    expect(withoutTurnoFields(turnos)).toEqual(withoutTurnoFields(fields));
    // And the turno is the migrated one, named on each working day.
    const ana = turnos.empleados.find((e) => e.empleadoId === 1)!;
    expect(ana.dias.find((d) => d.estado === 'asistencia')).toMatchObject({ codigoTurno: '9-18' });
  });

  it("keeps issue 12's figures for Ana: 2,198.17 with the 2 h authorised", () => {
    const ana = service(true)
      .get({ desde: '2026-03-09', hasta: '2026-03-15' })
      .empleados.find((e) => e.empleadoId === 1)!;
    expect(ana).toMatchObject({ diasTrabajados: 5, faltas: 1, retardos: 1, horasExtraDobles: 2, sueldo: 1577.5, septimoDia: 262.92, horasExtra: 157.75 });
  });
});
