import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { TEST_ADMIN, trackedTestServers, type TestServer } from '../../test-support/testServer.js';

const start = trackedTestServers(afterEach);

/** GET /api/resumen's inicioRegistro, signed in again (a session does not last the box's first month). */
async function inicioRegistro(server: TestServer) {
  const login = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const response = await server.anonymous('GET', '/api/resumen', undefined, { cookie });
  expect(response.status).toBe(200);
  return response.body.inicioRegistro;
}

// Issue 40 item 4: the home page says the record has just started during the box's first 30 days.
describe('GET /api/resumen: inicioRegistro', () => {
  it('is null before anything is recorded, then the first day, primerosDias from day 1 to day 30 only', async () => {
    const clock = movableClock('2026-11-23T18:00:00.000Z'); // Monday 23/11/2026, 12:00 in Mexico City
    const server = await start({ clock });
    expect(await inicioRegistro(server)).toBeNull();
    server.services.inicioRegistro.alArrancar(clock.now());
    expect(await inicioRegistro(server)).toEqual({ fecha: '2026-11-23', primerosDias: true });
    clock.set('2026-12-22T18:00:00.000Z'); // day 30: 23/11 + 29 days
    expect(await inicioRegistro(server)).toEqual({ fecha: '2026-11-23', primerosDias: true });
    clock.set('2026-12-23T18:00:00.000Z'); // day 31
    expect(await inicioRegistro(server)).toEqual({ fecha: '2026-11-23', primerosDias: false });
  });
});
