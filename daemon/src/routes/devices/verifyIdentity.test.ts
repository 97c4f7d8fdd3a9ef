import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { privacyAddress } from '../../lib/lanAddresses.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Issue 16 item 7: the kiosk's header shows the name and branch an administrator gave it, from its own verification.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ httpsPort: () => 3443 });
});
afterAll(async () => {
  await server.close();
});

/** Issue 30: where a phone on the LAN reads the privacy notice: the box's mDNS name and the HTTPS port. */
const PRIVACIDAD = `https://${hostname()}.local:3443/privacidad`;
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
      privacidad: PRIVACIDAD,
    });

    // Each field only when set: a name without a branch.
    await server.request('PUT', `/api/devices/${device.id}`, { nombre: 'Bodega', sucursalId: null });
    expect((await verify(fingerprint)).body).toEqual({ isAuthorized: true, status: 'approved', code: pending.code, nombre: 'Bodega', privacidad: PRIVACIDAD });

    await server.request('POST', `/api/devices/${device.id}/reject`);
    expect((await verify(fingerprint)).body).toEqual({ isAuthorized: false, status: 'rejected', code: pending.code });
  });
});

describe('the privacy address the kiosk shows (issue 30)', () => {
  it('is the box name on the LAN over HTTPS, else a LAN address; never localhost', () => {
    expect(privacyAddress(3443, 3001, ['192.168.1.20', '10.0.0.5'], 'reloj-centro')).toBe('https://reloj-centro.local:3443/privacidad');
    expect(privacyAddress(3443, 3001, ['192.168.1.20'], 'localhost')).toBe('https://192.168.1.20:3443/privacidad');
    expect(privacyAddress(undefined, 3001, ['192.168.1.20'], 'reloj-centro')).toBe('http://192.168.1.20:3001/privacidad');
    expect(privacyAddress(undefined, 3001, [], 'reloj-centro')).toBe('http://reloj-centro.local:3001/privacidad');
  });
});
