import { afterEach, describe, expect, it } from 'vitest';
import { AUTOMATIC_USER } from '../../services/auditoria/index.js';
import { OWN_SCREEN_NAME } from '../../services/devices/index.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';

// Issue 18: the kiosk on the box's own screen approves itself; a kiosk anywhere else still waits for an administrator.
const startServer = trackedTestServers(afterEach);
const AUTO = { env: { RELOJ_KIOSK_LOCAL_APPROVAL: 'auto' } };
const ownScreen = (fingerprint: string) => ({ fingerprint, pantallaDelEquipo: true });

type DeviceRow = { status: string; nombre: string | null; decided_by: string | null };
const deviceRows = (s: TestServer) => s.db.prepare('SELECT status, nombre, decided_by FROM dispositivos ORDER BY id').all() as DeviceRow[];
const approvals = (s: TestServer) =>
  s.db.prepare(`SELECT usuario, accion FROM auditoria WHERE accion = 'dispositivos.aprobar'`).all() as { usuario: string; accion: string }[];

describe('POST /api/devices/verify from the kiosk on the box itself', () => {
  it('approves it at once, names it and records the system as the one who approved it', async () => {
    const server = await startServer(AUTO);
    const response = await server.anonymous('POST', '/api/devices/verify', ownScreen('pantalla-propia-0001'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      isAuthorized: true,
      status: 'approved',
      code: expect.any(String),
      nombre: OWN_SCREEN_NAME,
      privacidad: expect.any(String),
    });
    expect(deviceRows(server)).toEqual([{ status: 'approved', nombre: 'Pantalla de este equipo', decided_by: AUTOMATIC_USER }]);
    expect(approvals(server)).toEqual([{ usuario: 'Sistema (automático)', accion: 'dispositivos.aprobar' }]);

    // It may check in like any approved kiosk (no face engine in this test: 503, not the device's 403).
    const checkIn = await server.anonymous(
      'POST',
      '/api/attendance/check-in',
      { image: 'data:image/jpeg;base64,/9j/4AAQ' },
      { 'X-Device-Fingerprint': 'pantalla-propia-0001' },
    );
    expect(checkIn.status).not.toBe(403);
    // The next polls change nothing and record nothing more.
    expect((await server.anonymous('POST', '/api/devices/verify', ownScreen('pantalla-propia-0001'))).body.isAuthorized).toBe(true);
    expect(approvals(server)).toHaveLength(1);
  });

  it('approves once and records once when the kiosk sends several verifications at the same moment', async () => {
    const server = await startServer(AUTO);
    const answers = await Promise.all(Array.from({ length: 12 }, () => server.anonymous('POST', '/api/devices/verify', ownScreen('pantalla-de-golpe-01'))));
    expect(answers.map((a) => a.body.isAuthorized)).toEqual(Array(12).fill(true));
    expect(new Set(answers.map((a) => a.body.code)).size).toBe(1);
    expect(deviceRows(server)).toHaveLength(1);
    expect(approvals(server)).toHaveLength(1);
  });

  it.each([
    ['a LAN address', '192.168.1.50'],
    ['a LAN address written as IPv6', '::ffff:192.168.1.50'],
    ['an IPv6 LAN address', 'fe80::1'],
    ['no address at all', ''],
  ])('leaves a kiosk at %s pending even when it claims to be the screen of the box', async (_label, address) => {
    const server = await startServer(AUTO);
    const response = await server.anonymous('POST', '/api/devices/verify', ownScreen('tableta-de-la-red-0001'), {
      'x-test-remote-address': address || 'desconocida',
    });
    expect(response.body).toMatchObject({ isAuthorized: false, status: 'pending' });
    expect(deviceRows(server)).toEqual([{ status: 'pending', nombre: null, decided_by: null }]);
    expect(approvals(server)).toEqual([]);
  });

  it('leaves pending a browser on the box that was not opened by the kiosk launcher', async () => {
    const server = await startServer(AUTO);
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'navegador-a-mano-0001' })).body.status).toBe('pending');
    expect((await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'navegador-a-mano-0002', pantallaDelEquipo: false })).body.status).toBe(
      'pending',
    );
    expect(deviceRows(server).map((d) => d.status)).toEqual(['pending', 'pending']);
  });

  it('approves nothing by itself unless the box is set to (RELOJ_KIOSK_LOCAL_APPROVAL=auto)', async () => {
    const server = await startServer();
    expect(server.config.kioskLocalApproval).toBe(false);
    expect((await server.anonymous('POST', '/api/devices/verify', ownScreen('pantalla-sin-permiso-01'))).body.status).toBe('pending');
    expect(approvals(server)).toEqual([]);
  });

  it('never overrides an administrator who rejected it, and keeps the name an administrator gave', async () => {
    const server = await startServer(AUTO);
    // Registered before the setting existed (an upgraded box), named and then rejected by an administrator.
    const { body } = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'pantalla-rechazada-01' });
    const id = (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === body.code).id;
    await server.request('PUT', `/api/devices/${id}`, { nombre: 'Entrada de bodega', sucursalId: null });
    await server.request('POST', `/api/devices/${id}/reject`);
    expect((await server.anonymous('POST', '/api/devices/verify', ownScreen('pantalla-rechazada-01'))).body).toMatchObject({
      isAuthorized: false,
      status: 'rejected',
    });

    // Another one, registered pending before the upgrade and named: approved now, with its name kept.
    const earlier = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'pantalla-anterior-001' });
    const earlierId = (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === earlier.body.code).id;
    await server.request('PUT', `/api/devices/${earlierId}`, { nombre: 'Caja 1', sucursalId: null });
    expect((await server.anonymous('POST', '/api/devices/verify', ownScreen('pantalla-anterior-001'))).body).toMatchObject({
      isAuthorized: true,
      code: earlier.body.code,
      nombre: 'Caja 1',
    });
    expect(deviceRows(server)).toEqual([
      { status: 'rejected', nombre: 'Entrada de bodega', decided_by: 'admin' },
      { status: 'approved', nombre: 'Caja 1', decided_by: AUTOMATIC_USER },
    ]);
  });

  it('refuses a pantallaDelEquipo that is not true or false (422 in Spanish) and registers nothing', async () => {
    const server = await startServer(AUTO);
    const response = await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'pantalla-mal-escrita-01', pantallaDelEquipo: 'sí' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('pantallaDelEquipo debe ser verdadero o falso.');
    expect(deviceRows(server)).toEqual([]);
  });

  it('refuses a RELOJ_KIOSK_LOCAL_APPROVAL other than auto or manual when the daemon starts', async () => {
    await expect(startServer({ env: { RELOJ_KIOSK_LOCAL_APPROVAL: 'si' } })).rejects.toThrow(/RELOJ_KIOSK_LOCAL_APPROVAL/);
  });
});
