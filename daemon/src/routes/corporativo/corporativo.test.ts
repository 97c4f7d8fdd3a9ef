import { corporativoEstadoSchema } from '@reloj/contract/eventos';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';

const start = trackedTestServers(afterEach);
const HQ_ENV = {
  RELOJ_HQ_NATS_URL: 'tls://hq.example.mx:7422',
  RELOJ_HQ_CAJA: 'monterrey-centro',
  RELOJ_HQ_USUARIO: 'caja-monterrey-centro',
  RELOJ_HQ_PASSWORD: 'una-contrasena-larga-de-prueba',
};

describe('GET /api/corporativo', () => {
  it('answers 401 without a session', async () => {
    const server = await start();
    const res = await server.anonymous('GET', '/api/corporativo');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthorized', error: expect.any(String) });
  });

  it('says no headquarters is configured on a box that works alone', async () => {
    const server = await start();
    const res = await server.request('GET', '/api/corporativo');
    expect(res.status).toBe(200);
    expect(corporativoEstadoSchema.parse(res.body)).toEqual({
      configurado: false,
      caja: null,
      conectado: false,
      pendientes: 0,
      ultimaSecuencia: 0,
      ultimoAcuse: null,
      relojSincronizado: null,
      error: null,
    });
  });

  it('reports the backlog of a configured box whose link is not up', async () => {
    const server = await start({ env: HQ_ENV });
    expect((await server.request('POST', '/api/sucursales', { nombre: 'Centro' })).status).toBe(201);
    server.db.prepare('UPDATE reloj_sistema SET sincronizado = 1 WHERE id = 1').run();
    const res = await server.request('GET', '/api/corporativo');
    expect(res.status).toBe(200);
    expect(corporativoEstadoSchema.parse(res.body)).toMatchObject({
      configurado: true,
      caja: 'monterrey-centro',
      conectado: false,
      pendientes: 1,
      ultimaSecuencia: 1,
      ultimoAcuse: null,
      relojSincronizado: true,
      error: expect.stringMatching(/corporativo/),
    });
  });
});

describe('other spellings of the new paths', () => {
  it('get the JSON 404, never the status or the setup code', async () => {
    const server = await start({ withoutAdmin: true, remoteAddress: '127.0.0.1' });
    for (const path of ['/api/Corporativo', '/api/corporativo/', '//api/corporativo', '/api/auth/primer-arranque/', '/api/auth/Primer-Arranque']) {
      const res = await server.anonymous('GET', path);
      expect({ path, status: res.status, code: res.body?.code }).toEqual({ path, status: 404, code: expect.any(String) });
      expect(res.text).not.toContain(server.services.setupGate.code);
    }
  });
});
