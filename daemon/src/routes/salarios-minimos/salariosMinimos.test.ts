import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// The box in Mexico City (UTC-6): the minimum in force is the one of the local date. 31 December 2025, 23:59 local.
const clock = movableClock('2026-01-01T05:59:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/salarios-minimos (issue 30 item 2)', () => {
  it("answers each zone's daily minimum in force on the box's local date, and nothing without a session", async () => {
    const lastOf2025 = await server.request('GET', '/api/salarios-minimos');
    expect(lastOf2025.status).toBe(200);
    expect(lastOf2025.body).toEqual([
      { zona: 'general', vigenteDesde: '2025-01-01', salarioDiario: 278.8 },
      { zona: 'frontera', vigenteDesde: '2025-01-01', salarioDiario: 419.88 },
    ]);

    clock.set('2026-01-01T06:00:00.000Z'); // 1 January 2026, 00:00 local
    expect((await server.request('GET', '/api/salarios-minimos')).body).toEqual([
      { zona: 'general', vigenteDesde: '2026-01-01', salarioDiario: 315.04 },
      { zona: 'frontera', vigenteDesde: '2026-01-01', salarioDiario: 440.87 },
    ]);

    const anonymous = await server.anonymous('GET', '/api/salarios-minimos');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthorized');
  });
});
