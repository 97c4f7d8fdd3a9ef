import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { TEST_NOTICE } from '../../test-support/consent.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);
const count = (server: TestServer, sql: string) => (server.db.prepare(sql).get() as { n: number }).n;

async function company() {
  const server = await start({ clock: movableClock('2026-11-25T16:00:00.000Z') });
  const empleadoId = await hire(server, await setUpCompany(server), { nombre: 'Rosa Martínez' });
  await server.request('PUT', '/api/privacidad', TEST_NOTICE);
  return { server, empleadoId };
}

describe('the privacy routes under attack', () => {
  it('ten consents sent at once store one', async () => {
    const { server, empleadoId } = await company();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => server.request('POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'Rosa Martínez' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(count(server, 'SELECT COUNT(*) AS n FROM consentimientos')).toBe(1);
  });

  it('a foreign Origin changes nothing, even with the session cookie', async () => {
    const { server, empleadoId } = await company();
    const evil = { Origin: 'http://evil.example' };
    for (const [method, path, body] of [
      ['PUT', '/api/privacidad', { ...TEST_NOTICE, responsable: 'Atacante' }],
      ['POST', `/api/employees/${empleadoId}/consentimiento`, { confirmacion: 'Rosa Martínez' }],
      ['DELETE', `/api/employees/${empleadoId}/consentimiento`, undefined],
      ['POST', `/api/employees/${empleadoId}/cancelar-biometricos`, undefined],
    ] as const) {
      const refused = await server.request(method, path, body, evil);
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 403, code: 'cross_origin' });
    }
    expect(count(server, 'SELECT COUNT(*) AS n FROM avisos_privacidad')).toBe(1);
    expect(count(server, 'SELECT COUNT(*) AS n FROM consentimientos')).toBe(0);
  });

  it('other spellings of the new paths get the JSON 404 or 401, never the data', async () => {
    const { server, empleadoId } = await company();
    for (const path of [
      '/API/privacidad',
      '/api/privacidad/',
      '/api/Privacidad/aviso',
      `/api/employees/${empleadoId}/datos/`,
      `/api/employees/0${empleadoId}/datos`,
    ]) {
      const response = await server.request('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.text).not.toContain('ROSA');
    }
  });
});
