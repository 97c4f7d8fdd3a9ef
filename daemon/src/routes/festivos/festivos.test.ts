import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);

describe('GET /api/festivos', () => {
  it('answers 401 without a session', async () => {
    const server = await start();
    expect((await server.anonymous('GET', '/api/festivos')).status).toBe(401);
    expect((await server.anonymous('POST', '/api/festivos', { fecha: '2026-06-07', nombre: 'Elecciones' })).status).toBe(401);
    expect((await server.anonymous('DELETE', '/api/festivos/2026-06-07')).status).toBe(401);
    expect(count(server, 'festivos')).toBe(0);
  });

  it('lists the LFT art. 74 days of a year with the company days, by date', async () => {
    const server = await start({ clock: movableClock() });
    expect((await server.request('POST', '/api/festivos', { fecha: '2030-06-02', nombre: '  Jornada   electoral ' })).status).toBe(201);
    const response = await server.request('GET', '/api/festivos?anio=2030');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { fecha: '2030-01-01', nombre: 'Año Nuevo', origen: 'ley' },
      { fecha: '2030-02-04', nombre: 'Día de la Constitución', origen: 'ley' },
      { fecha: '2030-03-18', nombre: 'Natalicio de Benito Juárez', origen: 'ley' },
      { fecha: '2030-05-01', nombre: 'Día del Trabajo', origen: 'ley' },
      { fecha: '2030-06-02', nombre: 'Jornada electoral', origen: 'empresa' },
      { fecha: '2030-09-16', nombre: 'Día de la Independencia', origen: 'ley' },
      { fecha: '2030-10-01', nombre: 'Transmisión del Poder Ejecutivo Federal', origen: 'ley' },
      { fecha: '2030-11-18', nombre: 'Día de la Revolución', origen: 'ley' },
      { fecha: '2030-12-25', nombre: 'Navidad', origen: 'ley' },
    ]);
  });

  it('defaults to the current local year', async () => {
    // 05:30 UTC on 1 January 2027 is still 31 December 2026 in Mexico City.
    const server = await start({ clock: movableClock('2027-01-01T05:30:00.000Z') });
    const body = (await server.request('GET', '/api/festivos')).body;
    expect(body[0]).toEqual({ fecha: '2026-01-01', nombre: 'Año Nuevo', origen: 'ley' });
    expect(body).toHaveLength(7);
  });

  it.each([['20x6'], ['1999'], ['2101'], ['26']])('refuses anio=%s with 422 naming the field', async (anio) => {
    const server = await start();
    const response = await server.request('GET', `/api/festivos?anio=${anio}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ field: 'anio' });
  });
});

describe('POST /api/festivos', () => {
  it('adds a company day (201) and audits it', async () => {
    const server = await start({ clock: movableClock() });
    const response = await server.request('POST', '/api/festivos', { fecha: '2026-06-07', nombre: 'Elecciones' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ fecha: '2026-06-07', nombre: 'Elecciones', origen: 'empresa' });
    const audit = (await server.request('GET', '/api/auditoria')).body;
    expect(JSON.stringify(audit)).toContain('festivos.crear');
  });

  it('refuses a date that already is a company day or an LFT day (409), keeping the first', async () => {
    const server = await start({ clock: movableClock() });
    await server.request('POST', '/api/festivos', { fecha: '2026-06-07', nombre: 'Elecciones' });
    const again = await server.request('POST', '/api/festivos', { fecha: '2026-06-07', nombre: 'Otro' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'festivo_duplicate', field: 'fecha' });
    expect(again.body.error).toContain('Elecciones');
    const ley = await server.request('POST', '/api/festivos', { fecha: '2026-09-16', nombre: 'Fiestas patrias' });
    expect(ley.status).toBe(409);
    expect(ley.body.error).toContain('Día de la Independencia');
    expect(server.db.prepare('SELECT fecha, nombre FROM festivos').all()).toEqual([{ fecha: '2026-06-07', nombre: 'Elecciones' }]);
  });

  it.each([
    ['fecha', { nombre: 'X' }],
    ['fecha', { fecha: '2026-02-30', nombre: 'X' }],
    ['fecha', { fecha: 20260607, nombre: 'X' }],
    ['fecha', { fecha: '07/06/2026', nombre: 'X' }],
    ['nombre', { fecha: '2026-06-07' }],
    ['nombre', { fecha: '2026-06-07', nombre: '   ' }],
    ['nombre', { fecha: '2026-06-07', nombre: 7 }],
    ['nombre', { fecha: '2026-06-07', nombre: 'x'.repeat(81) }],
  ])('refuses a wrong %s with 422 and stores nothing (%j)', async (field, body) => {
    const server = await start();
    const response = await server.request('POST', '/api/festivos', body);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', field });
    expect(count(server, 'festivos')).toBe(0);
  });
});

describe('DELETE /api/festivos/{fecha}', () => {
  it('removes a company day (204)', async () => {
    const server = await start({ clock: movableClock() });
    await server.request('POST', '/api/festivos', { fecha: '2026-06-07', nombre: 'Elecciones' });
    expect((await server.request('DELETE', '/api/festivos/2026-06-07')).status).toBe(204);
    expect(count(server, 'festivos')).toBe(0);
    expect(JSON.stringify((await server.request('GET', '/api/auditoria')).body)).toContain('festivos.borrar');
  });

  it('answers 404 for a day that is not a company day, 409 for an LFT day, 422 for a wrong date', async () => {
    const server = await start();
    expect((await server.request('DELETE', '/api/festivos/2026-06-07')).body).toMatchObject({ code: 'festivo_not_found' });
    expect((await server.request('DELETE', '/api/festivos/2026-06-07')).status).toBe(404);
    const ley = await server.request('DELETE', '/api/festivos/2026-12-25');
    expect(ley.status).toBe(409);
    expect(ley.body).toMatchObject({ code: 'festivo_de_ley' });
    expect(ley.body.error).toContain('Navidad');
    const wrong = await server.request('DELETE', '/api/festivos/2026-13-01');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ field: 'fecha' });
  });
});
