import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Issue 16 item 7: the kiosk's header shows the name and branch an administrator gave it, from its own verification.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const verify = (fingerprint: string) => server.anonymous('POST', '/api/devices/verify', { fingerprint });

describe('POST /api/devices/verify: the name and branch of an approved kiosk', () => {
  it('answers them once the kiosk is approved and named; never to a pending or rejected one', async () => {
    const fingerprint = 'kiosko-nombre-0001';
    const { body: pending } = await verify(fingerprint);
    const device = (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === pending.code);
    const branch = await server.request('POST', '/api/sucursales', { nombre: 'Centro' });
    expect((await server.request('PUT', `/api/devices/${device.id}`, { nombre: 'Entrada principal', sucursalId: branch.body.id })).status).toBe(200);
    expect((await verify(fingerprint)).body).toEqual({ isAuthorized: false, status: 'pending', code: pending.code });

    await server.request('POST', `/api/devices/${device.id}/approve`);
    expect((await verify(fingerprint)).body).toEqual({
      isAuthorized: true,
      status: 'approved',
      code: pending.code,
      nombre: 'Entrada principal',
      sucursal: 'CENTRO',
    });

    // Each field only when set: a name without a branch.
    await server.request('PUT', `/api/devices/${device.id}`, { nombre: 'Bodega', sucursalId: null });
    expect((await verify(fingerprint)).body).toEqual({ isAuthorized: true, status: 'approved', code: pending.code, nombre: 'Bodega' });

    await server.request('POST', `/api/devices/${device.id}/reject`);
    expect((await verify(fingerprint)).body).toEqual({ isAuthorized: false, status: 'rejected', code: pending.code });
  });
});
