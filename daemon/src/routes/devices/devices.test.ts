import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const deviceCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM dispositivos').get() as { n: number }).n;
const punchCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM checadas').get() as { n: number }).n;

describe('POST /api/devices/verify', () => {
  it('registers an unknown fingerprint as pending with a short human code, without a session', async () => {
    const response = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-fp-0001-abcdef' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isAuthorized: false, status: 'pending', code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/) });
    const again = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-fp-0001-abcdef' });
    expect(again.body).toEqual(response.body); // the same device, the same code
  });

  it.each([
    ['missing', {}],
    ['too short', { fingerprint: 'corta' }],
    ['too long', { fingerprint: 'x'.repeat(201) }],
    ['not printable', { fingerprint: 'abc\u0000defghijk' }],
    ['a number', { fingerprint: 12345678 }],
  ])('refuses a fingerprint that is %s (400) and registers nothing', async (_label, body) => {
    const before = deviceCount();
    const response = await server.anonymous('POST', '/api/devices/verify', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/huella del dispositivo/);
    expect(deviceCount()).toBe(before);
  });

  it('follows the administrator: approved, then rejected', async () => {
    const fingerprint = 'kiosko-fp-0002-abcdef';
    const pending = await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    const list = await server.request('GET', '/api/devices');
    const device = list.body.find((d: { codigo: string }) => d.codigo === pending.body.code);
    expect(device).toMatchObject({ status: 'pending', nombre: null, sucursal: null, primeraVez: expect.any(String), ultimaVez: expect.any(String) });
    expect(JSON.stringify(list.body)).not.toContain(fingerprint); // the credential never leaves the box

    const approved = await server.request('POST', `/api/devices/${device.id}/approve`);
    expect(approved.body).toMatchObject({ status: 'approved', decididoPor: 'admin' });
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body).toEqual({ isAuthorized: true, status: 'approved', code: pending.body.code });

    await server.request('POST', `/api/devices/${device.id}/reject`);
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body).toEqual({ isAuthorized: false, status: 'rejected', code: pending.body.code });
  });
});

describe('administering devices', () => {
  it('renames a device and assigns its branch; refuses an unknown branch or id', async () => {
    const { body: verified } = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-fp-0003-abcdef' });
    const id = (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === verified.code).id;
    const sucursal = await server.request('POST', '/api/sucursales', { nombre: 'centro' });
    const updated = await server.request('PUT', `/api/devices/${id}`, { nombre: ' Entrada principal ', sucursalId: sucursal.body.id });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ nombre: 'Entrada principal', sucursalId: sucursal.body.id, sucursal: 'CENTRO' });

    const badBranch = await server.request('PUT', `/api/devices/${id}`, { nombre: 'X', sucursalId: 99999 });
    expect(badBranch.status).toBe(400);
    expect(badBranch.body.error).toBe('La sucursal elegida no existe.');
    expect((await server.request('GET', '/api/devices')).body.find((d: { id: number }) => d.id === id).nombre).toBe('Entrada principal');

    expect((await server.request('POST', '/api/devices/99999/approve')).status).toBe(404);
    expect((await server.request('PUT', '/api/devices/abc', { nombre: 'x' })).body.error).toBe('El dispositivo no existe.');
    const deleteBranch = await server.request('DELETE', `/api/sucursales/${sucursal.body.id}`);
    expect(deleteBranch.status).toBe(409);
    expect(deleteBranch.body.error).toMatch(/dispositivo/);
  });
});

describe('POST /api/attendance/check-in from a device that is not approved', () => {
  const image = 'data:image/jpeg;base64,/9j/4AAQ';

  it.each([
    ['no fingerprint header', undefined, 'device_missing'],
    ['an unknown fingerprint', 'kiosko-nunca-visto-123', 'device_unknown'],
  ])('answers 403 with %s and stores nothing', async (_label, fingerprint, code) => {
    const response = await server.anonymous('POST', '/api/attendance/check-in', { image }, fingerprint ? { 'X-Device-Fingerprint': fingerprint } : {});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(code);
    expect(punchCount()).toBe(0);
  });

  it('answers 403 to a pending and to a rejected device', async () => {
    const fingerprint = 'kiosko-fp-0004-abcdef';
    await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    const pending = await server.anonymous('POST', '/api/attendance/check-in', { image }, { 'X-Device-Fingerprint': fingerprint });
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('Este dispositivo aún no ha sido autorizado por un administrador.');
    const id = (await server.request('GET', '/api/devices')).body.find((d: { status: string; nombre: null }) => d.status === 'pending').id;
    await server.request('POST', `/api/devices/${id}/reject`);
    const rejected = await server.anonymous('POST', '/api/attendance/check-in', { image }, { 'X-Device-Fingerprint': fingerprint });
    expect(rejected.status).toBe(403);
    expect(rejected.body.error).toBe('Este dispositivo ha sido rechazado.');
    expect(punchCount()).toBe(0);
  });
});
