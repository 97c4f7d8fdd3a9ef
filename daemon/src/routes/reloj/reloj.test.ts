/** GET /api/reloj and /api/health's `reloj` (issue 39): the box's own date, whatever the machine's or browser's zone. */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const at = (iso: string) => ({ now: () => new Date(iso) });

describe('the box tells its date, time and zone', () => {
  it('at 23:30 in Mexico City it is still that day there, though UTC is already the next one', async () => {
    server = await startTestServer({ clock: at('2026-12-01T05:30:00Z'), env: { TZ: 'America/Mexico_City' } });
    const response = await server.anonymous('GET', '/api/reloj');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ instante: '2026-12-01T05:30:00.000Z', fecha: '2026-11-30', hora: '23:30:00', zona: 'America/Mexico_City' });
  });

  it('at 00:30 in Mexico City it is the new day there, while UTC is at 06:30', async () => {
    server = await startTestServer({ clock: at('2026-12-01T06:30:00Z') });
    expect((await server.anonymous('GET', '/api/reloj')).body).toMatchObject({ fecha: '2026-12-01', hora: '00:30:00' });
  });

  it('on 31 December at 23:30 and on 29 February, in another zone the box is set to', async () => {
    server = await startTestServer({ clock: at('2027-01-01T07:30:00Z'), env: { TZ: 'America/Tijuana' } });
    expect((await server.anonymous('GET', '/api/reloj')).body).toMatchObject({ fecha: '2026-12-31', hora: '23:30:00', zona: 'America/Tijuana' });
    await server.close();
    server = await startTestServer({ clock: at('2028-03-01T05:59:59Z') });
    expect((await server.anonymous('GET', '/api/reloj')).body).toMatchObject({ fecha: '2028-02-29', hora: '23:59:59' });
  });

  it('says the same in /api/health, which needs no session either', async () => {
    server = await startTestServer({ clock: at('2026-11-30T05:30:00Z') }); // Sunday 29 November, 23:30
    const response = await server.anonymous('GET', '/api/health');
    expect(response.body).toMatchObject({ reloj: { fecha: '2026-11-29', hora: '23:30:00', zona: 'America/Mexico_City' } });
  });
});
