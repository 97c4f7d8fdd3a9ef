import { periodoSchema } from '@reloj/contract/periodos';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, figuresOf, hire, incidencia, prenomina, punch, setUpCompany, workDay } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);
const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' };

/** The acceptance week, a company day on Wednesday 11 and a vacation on Thursday 19 (next week). */
async function weekToClose() {
  const clock = movableClock();
  const server = await start({ clock });
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { bonoNombre: 'PUNTUALIDAD' });
  await workDay(server, ana, '2026-03-09', '08:56', '18:02');
  await workDay(server, ana, '2026-03-10', '09:07', '18:00');
  await workDay(server, ana, '2026-03-11', '09:18', '18:00');
  await workDay(server, ana, '2026-03-13', '09:00', '20:00');
  await workDay(server, ana, '2026-03-14', '09:10', '18:00');
  const extra = await incidencia(server, { empleadoId: ana, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2 });
  await server.request('POST', '/api/festivos', { fecha: '2026-03-01', nombre: 'Día de la empresa' });
  return { server, ana, company, clock, extra };
}

describe('POST /api/periodos', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const server = await start();
    expect((await server.anonymous('POST', '/api/periodos', WEEK)).status).toBe(401);
    expect((await server.anonymous('GET', '/api/periodos')).status).toBe(401);
    expect((await server.anonymous('POST', '/api/periodos/1/cerrar', {})).status).toBe(401);
    expect(count(server, 'periodos')).toBe(0);
  });

  it('creates an open period (201), lists periods newest first, and refuses one overlapping another (409)', async () => {
    const server = await start({ clock: movableClock() });
    const created = await server.request('POST', '/api/periodos', WEEK);
    expect(created.status).toBe(201);
    expect(periodoSchema.parse(created.body)).toEqual({
      id: expect.any(Number),
      ...WEEK,
      estado: 'abierto',
      creadoEn: '2026-03-30T18:00:00.000Z',
      cerradoEn: null,
      cerradoPor: null,
      versiones: [],
      descargas: [],
    });
    const next = await server.request('POST', '/api/periodos', { desde: '2026-03-16', hasta: '2026-03-22' });
    expect(next.status).toBe(201);
    for (const overlapping of [
      { desde: '2026-03-15', hasta: '2026-03-15' },
      { desde: '2026-03-01', hasta: '2026-03-09' },
      { desde: '2026-03-10', hasta: '2026-03-12' },
      { desde: '2026-03-01', hasta: '2026-03-31' },
    ]) {
      const response = await server.request('POST', '/api/periodos', overlapping);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'periodo_overlap' });
      expect(response.body.error).toMatch(/9 al 15 de marzo de 2026|16 al 22 de marzo de 2026/);
    }
    expect((await server.request('GET', '/api/periodos')).body.map((p: { desde: string }) => p.desde)).toEqual(['2026-03-16', '2026-03-09']);
    expect(JSON.stringify((await server.request('GET', '/api/auditoria')).body)).toContain('periodos.crear');
  });

  it.each([
    ['desde', { hasta: '2026-03-15' }],
    ['desde', { desde: 20260309, hasta: '2026-03-15' }],
    ['hasta', { desde: '2026-03-09', hasta: '2026-02-30' }],
    ['hasta', { desde: '2026-03-15', hasta: '2026-03-09' }],
    ['hasta', { desde: '2026-03-01', hasta: '2026-04-01' }],
  ])('refuses a wrong %s with 422 and stores nothing (%j)', async (field, body) => {
    const server = await start();
    const response = await server.request('POST', '/api/periodos', body);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', field });
    expect(count(server, 'periodos')).toBe(0);
  });
});

describe('POST /api/periodos/{id}/cerrar', () => {
  it('freezes the figures: later punches, rules and salaries do not change what GET /api/prenomina answers', async () => {
    const { server, ana } = await weekToClose();
    const periodo = (await server.request('POST', '/api/periodos', WEEK)).body;
    const open = await prenomina(server, WEEK.desde, WEEK.hasta);
    expect(open.periodo).toMatchObject({ id: periodo.id, estado: 'abierto' });
    expect(open.empleados[0]).toMatchObject({ total: 2198.17 });

    const closed = await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: periodo.id, estado: 'cerrado', cerradoPor: 'admin', cerradoEn: '2026-03-30T18:00:00.000Z' });
    expect(JSON.stringify((await server.request('GET', '/api/auditoria')).body)).toContain('periodos.cerrar');

    // What could still move the figures: the rules, the salary, a kiosk punch (never refused), another employee.
    await server.request('PUT', '/api/reglas', { toleranciaMinutos: 0, septimoDia: 'completo' });
    server.db.prepare('UPDATE empleados SET salario_diario_centavos = 50000 WHERE id = ?').run(ana);
    server.db.exec(`
      INSERT INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x');
      INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at)
        VALUES (${ana}, 1, 'entrada', '2026-03-12T15:00:00.000Z', '2026-03-12', 0.9, 'x');
    `);
    await hire(server, { puestoId: 1, sucursalId: 1, bonos: {} }, { nombre: 'BETO NUEVO' });

    const frozen = await prenomina(server, WEEK.desde, WEEK.hasta);
    expect(frozen.periodo).toMatchObject({ id: periodo.id, estado: 'cerrado' });
    expect(frozen.empleados).toEqual(open.empleados);
    expect((await prenomina(server, WEEK.desde, WEEK.hasta, '&sucursal=1')).empleados).toEqual(open.empleados);
    // Other dates are computed live.
    const live = await figuresOf(server, ana, WEEK.desde, '2026-03-14');
    expect(live.salarioDiario).toBe(500);

    const again = await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'periodo_already_closed' });
  });

  it('closes a period whose last day is not over only when told it is early (issue 29), changing nothing otherwise', async () => {
    const { server, clock } = await weekToClose();
    const periodo = (await server.request('POST', '/api/periodos', WEEK)).body;
    clock.set('2026-03-11T18:00:00.000Z'); // Wednesday 11 March, 12:00 in Mexico City
    const early = await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 'periodo_no_termina',
      error:
        'El periodo termina el 15 de marzo de 2026: faltan 5 días, contando hoy. Las checadas de esos días no contarían en él; para cerrarlo antes, confirma el cierre anticipado.',
      details: { hasta: '2026-03-15', diasPorVenir: ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'] },
    });
    expect((await server.request('GET', '/api/periodos')).body[0]).toMatchObject({ id: periodo.id, estado: 'abierto', cerradoEn: null });

    const badType = await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, { anticipado: 'sí' });
    expect(badType.status).toBe(422);
    expect(badType.body).toMatchObject({ code: 'validation_failed', field: 'anticipado', error: 'Indica si el cierre es anticipado (sí o no).' });

    clock.set('2026-03-16T05:00:00.000Z'); // Sunday 15 March, 23:00: the last day is not over either
    expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, { anticipado: false })).body.error).toContain('falta 1 día, contando hoy');

    const confirmed = await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, { anticipado: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: periodo.id, estado: 'cerrado', cerradoEn: '2026-03-16T05:00:00.000Z' });
  });

  it('closes a period that is over without being told anything', async () => {
    const { server, clock } = await weekToClose();
    const periodo = (await server.request('POST', '/api/periodos', WEEK)).body;
    clock.set('2026-03-16T06:00:00.000Z'); // Monday 16 March, 00:00 in Mexico City
    expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).body).toMatchObject({ estado: 'cerrado' });
  });

  it('answers 404 for an unknown period', async () => {
    const server = await start();
    for (const id of ['999', 'x', '0']) {
      const response = await server.request('POST', `/api/periodos/${id}/cerrar`, {});
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'periodo_not_found' });
    }
  });

  it('refuses manual punches, incidencias and company holidays inside a closed period (409), with a Spanish reason', async () => {
    const { server, ana, extra } = await weekToClose();
    await server.request('POST', '/api/festivos', { fecha: '2026-03-12', nombre: 'Inventario' });
    const periodo = (await server.request('POST', '/api/periodos', WEEK)).body;
    await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    const before = { checadas: count(server, 'checadas'), incidencias: count(server, 'incidencias'), festivos: count(server, 'festivos') };

    const refused = [
      await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-12T09:00', motivo: 'Olvidó checar' }),
      // a night-shift style punch at 00:30 on Monday 16 still belongs to Sunday 15's working day
      await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-16T00:30', motivo: 'Salió tarde' }),
      await server.request('POST', '/api/incidencias', { empleadoId: ana, fecha: '2026-03-12', tipo: 'falta_justificada' }),
      await server.request('DELETE', `/api/incidencias/${extra.id}`),
      await server.request('POST', '/api/festivos', { fecha: '2026-03-10', nombre: 'Otro' }),
      await server.request('DELETE', '/api/festivos/2026-03-12'),
    ];
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'periodo_cerrado', details: { periodoId: periodo.id } });
      expect(response.body.error).toMatch(/^El periodo del 9 al 15 de marzo de 2026 está cerrado: no se pueden .+\.$/);
    }
    expect({ checadas: count(server, 'checadas'), incidencias: count(server, 'incidencias'), festivos: count(server, 'festivos') }).toEqual(before);

    // Outside it, everything still works.
    expect((await punch(server, ana, '2026-03-16T09:00'))[0]).toMatchObject({ diaLaboral: '2026-03-16' });
    expect((await server.request('POST', '/api/incidencias', { empleadoId: ana, fecha: '2026-03-17', tipo: 'vacaciones', adelantadas: true })).status).toBe(
      201,
    );
    expect((await server.request('DELETE', '/api/festivos/2026-03-01')).status).toBe(204);
  });
});
