import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';

/**
 * Issue 28 item 1 on /api/employees: a schedule longer than the legal maximum of its jornada (LFT art. 60 classifies
 * it, art. 61 caps it: 8 h diurna, 7 h nocturna, 7 h 30 min mixta) answers the advertencia `jornada_excede_maximo`,
 * naming the jornada and its maximum. A warning, never a refusal: the employee is stored.
 */
const start = trackedTestServers(afterEach);

async function company(server: TestServer) {
  expect((await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' })).status).toBe(201);
  expect((await server.request('POST', '/api/puestos', { nombre: 'VELADOR', salarioDiario: 350 })).status).toBe(201);
}

const employee = (turno: Record<string, unknown>) => ({
  nombre: 'BETO NOCHE',
  sucursal: 'CENTRO',
  puesto: 'VELADOR',
  salario: 350,
  bono: 0,
  fechaIngreso: '2026-01-05',
  diasDescanso: [0],
  ...turno,
});

const codes = (body: { advertencias: { code: string }[] }) => body.advertencias.map((a) => a.code);

describe('advertencia jornada_excede_maximo', () => {
  it('warns on POST, GET and the list for 22:00-06:00 with 30 min of meal: 7 h 30 min of night against 7 h', async () => {
    const server = await start({ clock: movableClock() });
    await company(server);
    const created = await server.request('POST', '/api/employees', employee({ horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 30 }));
    expect(created.status).toBe(201);
    const [advertencia] = created.body.advertencias;
    expect(advertencia.code).toBe('jornada_excede_maximo');
    // 8 h span - 30 min meal = 7 h 30 min paid, all of it between 20:00 and 06:00: nocturna, maximum 7 h (art. 61).
    expect(advertencia.mensaje).toMatch(/nocturna/);
    expect(advertencia.mensaje).toMatch(/7 h 30 min/);
    expect(advertencia.mensaje).toMatch(/máximo 7 h\b/);
    expect(advertencia.mensaje).toMatch(/LFT art\. 61/);
    expect(advertencia.mensaje).toMatch(/30 min por día/);
    expect((await server.request('GET', `/api/employees/${created.body.id}`)).body.advertencias).toEqual([advertencia]);
    expect((await server.request('GET', '/api/employees')).body[0].advertencias).toEqual([advertencia]);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM empleados').get()).toEqual({ n: 1 });
  });

  it('warns on PUT, and stops once the shift fits its maximum', async () => {
    const server = await start({ clock: movableClock() });
    await company(server);
    const { id } = (await server.request('POST', '/api/employees', employee({ horaEntrada: '22:00', horaSalida: '05:00', minutosComida: 0 }))).body;
    // 7 h of night: exactly the nocturna maximum.
    expect((await server.request('GET', `/api/employees/${id}`)).body.advertencias).toEqual([]);
    const longer = await server.request('PUT', `/api/employees/${id}`, employee({ horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 0 }));
    expect(longer.status).toBe(200);
    expect(codes(longer.body)).toEqual(['jornada_excede_maximo']);
    expect(longer.body.advertencias[0].mensaje).toMatch(/nocturna de 8 h .*máximo 7 h .*1 h por día/);
    const fixed = await server.request('PUT', `/api/employees/${id}`, employee({ horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 60 }));
    expect(fixed.body.advertencias).toEqual([]);
  });

  it.each([
    // horaEntrada, horaSalida, meal, rest days, expected jornada (null: no warning), why
    ['09:00', '18:00', 60, [0], null, 'diurna 8 h: at the maximum'],
    ['08:00', '18:00', 60, [0], 'diurna', 'diurna 9 h against 8 h'],
    ['08:00', '18:00', 60, [0, 6], null, 'Monday to Friday at 9 h = 45 h: the Saturday redistributed (art. 59)'],
    ['15:00', '23:00', 30, [0], null, 'mixta: 3 h of night (< 3 h 30 min), 7 h 30 min paid, at its maximum'],
    ['14:00', '23:00', 60, [0], 'mixta', 'mixta 8 h against 7 h 30 min'],
    ['16:30', '00:30', 0, [0], 'nocturna', '4 h 30 min of night (≥ 3 h 30 min) makes it nocturna: 8 h against 7 h'],
  ])('%s-%s with %i min of meal, rest %j: %s (%s)', async (horaEntrada, horaSalida, minutosComida, diasDescanso, jornada, _why) => {
    const server = await start({ clock: movableClock() });
    await company(server);
    const created = await server.request('POST', '/api/employees', employee({ horaEntrada, horaSalida, minutosComida, diasDescanso }));
    expect(created.status).toBe(201);
    if (jornada === null) expect(created.body.advertencias).toEqual([]);
    else {
      expect(codes(created.body)).toEqual(['jornada_excede_maximo']);
      expect(created.body.advertencias[0].mensaje).toContain(`jornada ${jornada}`);
    }
  });
});
