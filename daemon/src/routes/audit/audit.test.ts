import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const nombre of ['CENTRO', 'NORTE', 'SUR']) await server.request('POST', '/api/sucursales', { nombre });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/auditoria', () => {
  it('401 without a session', async () => {
    const res = await server.anonymous('GET', '/api/auditoria');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it.each([
    ['limite=0', 'limite', 'El límite debe ser un número entero de 1 a 500.'],
    ['limite=501', 'limite', 'El límite debe ser un número entero de 1 a 500.'],
    ['limite=muchos', 'limite', 'El límite debe ser un número entero de 1 a 500.'],
    ['desde=-1', 'desde', 'El desplazamiento debe ser un número entero de 0 en adelante.'],
  ])('400 for %s, in Spanish, naming the field', async (query, field, error) => {
    const res = await server.request('GET', `/api/auditoria?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'validation_failed', field });
  });

  it('lists who changed what, newest first, a page at a time', async () => {
    const all = await server.request('GET', '/api/auditoria');
    expect(all.status).toBe(200);
    const altas = all.body.filter((e: { accion: string }) => e.accion === 'sucursales.crear');
    expect(altas.map((e: { despues: { nombre: string } }) => e.despues.nombre)).toEqual(['SUR', 'NORTE', 'CENTRO']);
    expect(altas[0]).toMatchObject({ usuario: 'admin', antes: null, fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const page = await server.request('GET', '/api/auditoria?limite=1&desde=1');
    expect(page.body).toEqual([all.body[1]]);
  });
});
