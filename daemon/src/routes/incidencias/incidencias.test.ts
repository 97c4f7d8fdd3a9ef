import { incidenciaSchema } from '@reloj/contract/incidencias';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, hire, incidencia, setUpCompany } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);

async function withEmployee() {
  const clock = movableClock('2026-03-11T18:00:00.000Z'); // Wednesday 11 March 2026, noon in Mexico City
  const server = await start({ clock });
  const ana = await hire(server, await setUpCompany(server));
  return { server, ana, clock };
}

describe('POST /api/incidencias', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const { server, ana } = await withEmployee();
    expect((await server.anonymous('POST', '/api/incidencias', { empleadoId: ana, fecha: '2026-03-10', tipo: 'vacaciones' })).status).toBe(401);
    expect((await server.anonymous('GET', '/api/incidencias')).status).toBe(401);
    expect((await server.anonymous('DELETE', '/api/incidencias/1')).status).toBe(401);
    expect(count(server, 'incidencias')).toBe(0);
  });

  it('adds an overtime authorisation and an absence (201) with who and when, and audits them', async () => {
    const { server, ana } = await withEmployee();
    const extra = await server.request('POST', '/api/incidencias', {
      empleadoId: ana,
      fecha: '2026-03-13',
      tipo: 'horas_extra',
      horas: 1.5,
      nota: ' Inventario ',
    });
    expect(extra.status).toBe(201);
    expect(incidenciaSchema.parse(extra.body)).toEqual({
      id: expect.any(Number),
      empleadoId: ana,
      empleado: 'ANA LÓPEZ',
      fecha: '2026-03-13',
      tipo: 'horas_extra',
      horas: 1.5,
      nota: 'Inventario',
      creadoPor: 'admin',
      creadoEn: '2026-03-11T18:00:00.000Z',
    });
    const absence = await incidencia(server, { empleadoId: ana, fecha: '2026-03-13', tipo: 'permiso_con_goce', horas: null });
    expect(absence).toMatchObject({ tipo: 'permiso_con_goce', horas: null, nota: null });
    expect(JSON.stringify((await server.request('GET', '/api/auditoria')).body)).toContain('incidencias.crear');
  });

  it('allows one overtime authorisation and one other kind per employee and day (409 incidencia_duplicate)', async () => {
    const { server, ana } = await withEmployee();
    await incidencia(server, { empleadoId: ana, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2 });
    await incidencia(server, { empleadoId: ana, fecha: '2026-03-13', tipo: 'vacaciones', adelantadas: true });
    for (const body of [
      { empleadoId: ana, fecha: '2026-03-13', tipo: 'horas_extra', horas: 1 },
      { empleadoId: ana, fecha: '2026-03-13', tipo: 'incapacidad' },
    ]) {
      const response = await server.request('POST', '/api/incidencias', body);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'incidencia_duplicate' });
      expect(response.body.error).toContain('ANA LÓPEZ');
    }
    expect(count(server, 'incidencias')).toBe(2);
  });

  it.each([
    ['empleadoId', { empleadoId: '1', fecha: '2026-03-10', tipo: 'vacaciones' }, 'validation_failed'],
    ['empleadoId', { empleadoId: undefined, fecha: '2026-03-10', tipo: 'vacaciones' }, 'validation_failed'],
    ['empleadoId', { empleadoId: 999, fecha: '2026-03-10', tipo: 'vacaciones' }, 'employee_unknown'],
    ['fecha', { fecha: '2026-02-29', tipo: 'vacaciones' }, 'validation_failed'],
    ['fecha', { fecha: '10/03/2026', tipo: 'vacaciones' }, 'validation_failed'],
    ['fecha', { fecha: '2025-12-31', tipo: 'vacaciones' }, 'validation_failed'], // before the employee's fechaIngreso
    ['tipo', { fecha: '2026-03-10', tipo: 'enfermedad' }, 'validation_failed'],
    ['tipo', { fecha: '2026-03-10' }, 'validation_failed'],
    ['horas', { fecha: '2026-03-10', tipo: 'horas_extra' }, 'validation_failed'],
    ['horas', { fecha: '2026-03-10', tipo: 'horas_extra', horas: '2' }, 'validation_failed'],
    ['horas', { fecha: '2026-03-10', tipo: 'horas_extra', horas: 0 }, 'validation_failed'],
    ['horas', { fecha: '2026-03-10', tipo: 'horas_extra', horas: 0.1 }, 'validation_failed'],
    ['horas', { fecha: '2026-03-10', tipo: 'horas_extra', horas: 13 }, 'validation_failed'],
    ['horas', { fecha: '2026-03-10', tipo: 'vacaciones', horas: 2 }, 'validation_failed'],
    ['nota', { fecha: '2026-03-10', tipo: 'vacaciones', nota: 5 }, 'validation_failed'],
    ['nota', { fecha: '2026-03-10', tipo: 'vacaciones', nota: 'x'.repeat(201) }, 'validation_failed'],
  ])('refuses a wrong %s with 422 and stores nothing (%j)', async (field, body, code) => {
    const { server, ana } = await withEmployee();
    const response = await server.request('POST', '/api/incidencias', { empleadoId: ana, ...body });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code, field });
    expect(response.body.error).not.toMatch(/invalid|expected/i);
    expect(count(server, 'incidencias')).toBe(0);
  });
});

describe('GET /api/incidencias', () => {
  it('lists a range by date, optionally of one employee; the current pay period by default', async () => {
    const { server, ana } = await withEmployee();
    const company = { puestoId: 1, sucursalId: 1, bonos: {} };
    const beto = await hire(server, company, { nombre: 'BETO RUIZ' });
    await incidencia(server, { empleadoId: beto, fecha: '2026-03-12', tipo: 'vacaciones', adelantadas: true });
    await incidencia(server, { empleadoId: ana, fecha: '2026-03-10', tipo: 'incapacidad' });
    await incidencia(server, { empleadoId: ana, fecha: '2026-03-16', tipo: 'vacaciones', adelantadas: true });
    const list = (q: string) =>
      server.request('GET', `/api/incidencias${q}`).then((r) => r.body.map((i: { fecha: string; empleado: string }) => [i.fecha, i.empleado]));
    expect(await list('')).toEqual([
      ['2026-03-10', 'ANA LÓPEZ'],
      ['2026-03-12', 'BETO RUIZ'],
    ]); // the week of Wednesday 11 March
    expect(await list('?desde=2026-03-01&hasta=2026-03-31')).toEqual([
      ['2026-03-10', 'ANA LÓPEZ'],
      ['2026-03-12', 'BETO RUIZ'],
      ['2026-03-16', 'ANA LÓPEZ'],
    ]);
    expect(await list(`?desde=2026-03-01&hasta=2026-03-31&empleado=${ana}`)).toEqual([
      ['2026-03-10', 'ANA LÓPEZ'],
      ['2026-03-16', 'ANA LÓPEZ'],
    ]);
  });

  it.each([
    ['dates out of order', '?desde=2026-03-15&hasta=2026-03-09', 'hasta'],
    ['a range over 31 days', '?desde=2026-03-01&hasta=2026-04-01', 'hasta'],
    ['only desde', '?desde=2026-03-01', 'hasta'],
    ['only hasta', '?hasta=2026-03-01', 'desde'],
    ['a wrong date', '?desde=2026-3-1&hasta=2026-03-05', 'desde'],
    ['an employee that is not an id', '?empleado=ana', 'empleado'],
    ['an unknown employee', '?empleado=999', 'empleado'],
  ])('refuses %s with 422 naming the field', async (_label, query, field) => {
    const { server } = await withEmployee();
    const response = await server.request('GET', `/api/incidencias${query}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ field });
  });
});

describe('DELETE /api/incidencias/{id}', () => {
  it('removes one (204) and audits it; 404 for an unknown id', async () => {
    const { server, ana } = await withEmployee();
    const created = await incidencia(server, { empleadoId: ana, fecha: '2026-03-10', tipo: 'vacaciones', adelantadas: true });
    expect((await server.request('DELETE', `/api/incidencias/${created.id}`)).status).toBe(204);
    expect(count(server, 'incidencias')).toBe(0);
    expect(JSON.stringify((await server.request('GET', '/api/auditoria')).body)).toContain('incidencias.borrar');
    for (const id of [created.id, 999, 'abc', '0']) {
      const response = await server.request('DELETE', `/api/incidencias/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'incidencia_not_found' });
    }
  });
});
