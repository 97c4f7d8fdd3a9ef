import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, hire, setUpCompany, workDay } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);

/** What an outsider or a double click does to the pre-nómina calls: sent at once, from another origin. */
describe('pre-nómina under attack', () => {
  it('stores one incidencia when the same one is sent ten times at once; the rest get 409', async () => {
    const server = await start({ clock: movableClock() });
    const ana = await hire(server, await setUpCompany(server));
    const body = { empleadoId: ana, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.request('POST', '/api/incidencias', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(count(server, 'incidencias')).toBe(1);
  });

  it('stores one manual punch when the same one is sent ten times at once', async () => {
    const server = await start({ clock: movableClock() });
    const ana = await hire(server, await setUpCompany(server));
    const body = { empleadoId: ana, hora: '2026-03-09T09:00', motivo: 'Olvidó checar' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.request('POST', '/api/attendance/manual', body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'punch_duplicate')).toBe(true);
    expect(count(server, 'checadas')).toBe(1);
  });

  it('never lets a punch into a period once it is closed, even sent while it closes; the frozen figures hold what was stored before', async () => {
    const server = await start({ clock: movableClock() });
    const ana = await hire(server, await setUpCompany(server, 400));
    await workDay(server, ana, '2026-03-09', '09:00', '18:00');
    const periodo = await server.request('POST', '/api/periodos', { desde: '2026-03-09', hasta: '2026-03-15' });
    const punches = ['2026-03-10T09:00', '2026-03-10T18:00', '2026-03-11T09:00', '2026-03-11T18:00'].map((hora) =>
      server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora, motivo: 'Olvidó checar' }),
    );
    const [closed, ...answers] = await Promise.all([server.request('POST', `/api/periodos/${periodo.body.id}/cerrar`), ...punches]);
    expect(closed.status).toBe(200);
    const stored = answers.filter((a) => a.status === 201).length;
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.code === 'periodo_cerrado')).toBe(true);
    expect(count(server, 'checadas')).toBe(2 + stored);
    // The frozen figures are those of the punches stored before the close, and stay so.
    const frozen = (await server.request('GET', '/api/prenomina?desde=2026-03-09&hasta=2026-03-15')).body.empleados[0];
    expect(frozen.dias.filter((d: { entrada: string | null }) => d.entrada !== null)).toHaveLength(1 + Math.floor(stored / 2) + (stored % 2));
    const late = await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-12T09:00', motivo: 'Tarde' });
    expect([late.status, late.body.code]).toEqual([409, 'periodo_cerrado']);
  });

  it('refuses every pre-nómina change from a foreign Origin and stores nothing', async () => {
    const server = await start({ clock: movableClock() });
    const ana = await hire(server, await setUpCompany(server));
    const before = count(server, 'checadas') + count(server, 'incidencias') + count(server, 'periodos') + count(server, 'festivos');
    const foreign = { Origin: 'http://evil.example' };
    for (const [method, path, body] of [
      ['PUT', '/api/reglas', { toleranciaMinutos: 120 }],
      ['POST', '/api/festivos', { fecha: '2026-03-10', nombre: 'FALSO' }],
      ['POST', '/api/incidencias', { empleadoId: ana, fecha: '2026-03-10', tipo: 'vacaciones', adelantadas: true }],
      ['POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-10T09:00', motivo: 'Ataque' }],
      ['POST', '/api/periodos', { desde: '2026-03-09', hasta: '2026-03-15' }],
    ] as const) {
      const answer = await server.request(method, path, body, foreign);
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 403, code: 'cross_origin' });
    }
    expect(count(server, 'checadas') + count(server, 'incidencias') + count(server, 'periodos') + count(server, 'festivos')).toBe(before);
    expect((await server.request('GET', '/api/reglas')).body.toleranciaMinutos).toBe(10);
  });
});
