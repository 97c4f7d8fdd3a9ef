import { punchSchema } from '@reloj/contract/attendance';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, dayOf, figuresOf, hire, punch, setUpCompany } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);

async function withEmployee(now = '2026-03-11T18:00:00.000Z') {
  const clock = movableClock(now); // Wednesday 11 March 2026, 12:00 in Mexico City
  const server = await start({ clock });
  const company = await setUpCompany(server);
  const ana = await hire(server, company);
  return { server, ana, clock, company };
}

/** A punch the kiosk stored, as checkIn does (device, score, the tipo it answered then). */
function kioskPunch(server: Awaited<ReturnType<typeof withEmployee>>['server'], empleadoId: number, hora: string, fecha: string, tipo: string) {
  server.db
    .prepare(
      `INSERT OR IGNORE INTO dispositivos (id, fingerprint_sha256, codigo, nombre, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'CAJA 1', 'approved', 'x', 'x')`,
    )
    .run();
  return server.db
    .prepare(`INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, 1, ?, ?, ?, 0.93, ?)`)
    .run(empleadoId, tipo, hora, fecha, hora);
}

describe('POST /api/attendance/manual', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const { server, ana } = await withEmployee();
    const response = await server.anonymous('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-10T09:00', motivo: 'Olvidó checar' });
    expect(response.status).toBe(401);
    expect(count(server, 'checadas')).toBe(0);
  });

  it('adds a punch marked manual with who and why (201), lists it as such, and audits it', async () => {
    const { server, ana } = await withEmployee();
    const response = await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-10T08:58', motivo: '  Se le olvidó   checar ' });
    expect(response.status).toBe(201);
    expect(punchSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      employeeId: ana,
      empleado: 'ANA LÓPEZ',
      sucursal: 'CENTRO',
      tipo: 'entrada',
      hora: '2026-03-10T14:58:00.000Z',
      diaLaboral: '2026-03-10',
      dispositivo: 'Checada manual',
      similitud: null,
      vivacidad: null,
      foto: null,
      manual: true,
      metodo: 'manual',
      motivo: 'Se le olvidó checar',
      registradoPor: 'admin',
      anulada: null,
    });
    const list = await server.request('GET', '/api/attendance?desde=2026-03-10&hasta=2026-03-10');
    expect(list.body).toEqual([
      expect.objectContaining({ id: response.body.id, manual: true, motivo: 'Se le olvidó checar', registradoPor: 'admin', tipo: 'entrada' }),
    ]);
    const csv = await server.request('GET', '/api/attendance?desde=2026-03-10&hasta=2026-03-10&formato=csv');
    expect(csv.text).toContain('Checada manual');
    const audit = JSON.stringify((await server.request('GET', '/api/auditoria')).body);
    expect(audit).toContain('checadas.manual');
    expect(audit).toContain('Se le olvidó checar');
  });

  it('reads the day in time order: a forgotten entrada added later turns the kiosk 18:00 punch into the salida', async () => {
    const { server, ana } = await withEmployee();
    // Tuesday 10: the employee forgot to punch in; the kiosk stored the 18:00 punch as that day's first, an entrada.
    kioskPunch(server, ana, '2026-03-11T00:00:00.000Z', '2026-03-10', 'entrada');
    const [added] = await punch(server, ana, '2026-03-10T09:00');
    expect(added).toMatchObject({ tipo: 'entrada', diaLaboral: '2026-03-10' });
    const list = (await server.request('GET', '/api/attendance?desde=2026-03-10&hasta=2026-03-10')).body;
    expect(list.map((p: { tipo: string; manual: boolean; dispositivo: string }) => [p.tipo, p.manual, p.dispositivo])).toEqual([
      ['salida', false, 'CAJA 1'],
      ['entrada', true, 'Checada manual'],
    ]);
    const row = await figuresOf(server, ana, '2026-03-09', '2026-03-15');
    expect(dayOf(row, '2026-03-10')).toMatchObject({
      estado: 'asistencia',
      entrada: '09:00',
      salida: '18:00',
      origenManual: true,
      checadasManuales: [added.id],
    });
    // the stored row of the kiosk punch is untouched
    expect(server.db.prepare(`SELECT tipo FROM checadas WHERE manual = 0`).get()).toEqual({ tipo: 'entrada' });
  });

  it('puts a night shift salida on the working day of its entrada', async () => {
    const { server, company } = await withEmployee();
    const beto = await hire(server, company, { nombre: 'BETO NOCHE', horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 0 });
    const [entrada, salida] = await punch(server, beto, '2026-03-09T21:58', '2026-03-10T06:03');
    expect([entrada.diaLaboral, entrada.tipo, salida.diaLaboral, salida.tipo]).toEqual(['2026-03-09', 'entrada', '2026-03-09', 'salida']);
  });

  it('refuses a second punch of the same employee within a minute (409), since punches cannot be removed', async () => {
    const { server, ana } = await withEmployee();
    await punch(server, ana, '2026-03-10T09:00');
    const response = await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-10T09:00', motivo: 'Otra vez' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'punch_duplicate', field: 'hora' });
    expect(response.body.error).toContain('09:00');
    expect(count(server, 'checadas')).toBe(1);
    expect(await punch(server, ana, '2026-03-10T09:01')).toHaveLength(1);
  });

  it('does not let a manual punch hide the next kiosk punch as a double press', async () => {
    const { server, ana } = await withEmployee();
    await punch(server, ana, '2026-03-11T11:59');
    // The kiosk's duplicate window looks at kiosk punches only.
    const repo = await import('../../db/repositories/attendance.js');
    expect(repo.attendanceRepository(server.db).lastOfEmployee(ana)).toBeUndefined();
  });

  it('refuses a time in the future with 422 punch_in_future, and stores nothing', async () => {
    const { server, ana } = await withEmployee(); // now: 12:00 in Mexico City
    const response = await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-11T12:01', motivo: 'Adelantada' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'punch_in_future', field: 'hora' });
    expect(await punch(server, ana, '2026-03-11T12:00')).toHaveLength(1);
    expect(count(server, 'checadas')).toBe(1);
  });

  it.each([
    ['empleadoId', { empleadoId: '1' }, 'validation_failed'],
    ['empleadoId', { empleadoId: 1.5 }, 'validation_failed'],
    ['empleadoId', { empleadoId: undefined }, 'validation_failed'],
    ['empleadoId', { empleadoId: 999 }, 'employee_unknown'],
    ['hora', { hora: '2026-03-10 09:00' }, 'validation_failed'],
    ['hora', { hora: '2026-03-10T09:00:00Z' }, 'validation_failed'],
    ['hora', { hora: '2026-02-30T09:00' }, 'validation_failed'],
    ['hora', { hora: '2026-03-10T24:00' }, 'validation_failed'],
    ['hora', { hora: 1773147600000 }, 'validation_failed'],
    ['hora', { hora: '2025-12-31T09:00' }, 'validation_failed'], // before the employee's fechaIngreso
    ['motivo', { motivo: undefined }, 'validation_failed'],
    ['motivo', { motivo: '  ' }, 'validation_failed'],
    ['motivo', { motivo: 7 }, 'validation_failed'],
    ['motivo', { motivo: 'x'.repeat(201) }, 'validation_failed'],
  ])('refuses a wrong %s with 422 and stores nothing (%j)', async (field, change, code) => {
    const { server, ana } = await withEmployee();
    const response = await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-10T09:00', motivo: 'Olvidó checar', ...change });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code, field });
    expect(response.body.error).not.toMatch(/invalid|expected/i);
    expect(count(server, 'checadas')).toBe(0);
  });
});
