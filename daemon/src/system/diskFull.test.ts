/**
 * Issue 26, "a full disk": the data directory on a real filesystem of a few MB, filled to the last byte. A punch is
 * refused with 507 and the Spanish sentence the kiosk shows, nothing is stored, the home page and /api/health say the
 * disk is full; once there is room, the kiosk's resend with the same Idempotency-Key stores the punch once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine } from '../face/load.js';
import { grantFaceConsent } from '../test-support/consent.js';
import { modelsDir, readFace, toDataUrl } from '../test-support/faces.js';
import { mountSmallDisk, smallDiskTitle, smallDiskUnavailable, type SmallDisk } from '../test-support/smallDisk.js';
import { startTestServer, type TestServer } from '../test-support/testServer.js';

const NO_SPACE = { error: 'El reloj no tiene espacio para guardar. Avisa al administrador.', code: 'sin_espacio' };
const fingerprint = 'kiosko-disco-lleno-01';
const kiosk = { 'X-Device-Fingerprint': fingerprint };
const photo = (...parts: string[]) => toDataUrl(readFace(...parts), parts.at(-1));

let disk: SmallDisk;
let server: TestServer;
let employeeId: number;

const punches = () => server.db.prepare('SELECT empleado_id AS empleadoId, idempotency_key AS clave FROM checadas ORDER BY id').all();
const checkIn = (key: string) =>
  server.anonymous('POST', '/api/attendance/check-in', { image: photo('people', 'obama', '2.jpg') }, { ...kiosk, 'Idempotency-Key': key });

describe.skipIf(smallDiskUnavailable !== undefined)(smallDiskTitle('a full disk (a 24 MB tmpfs)'), () => {
  beforeAll(async () => {
    disk = mountSmallDisk(24);
    const engine = await loadFaceEngine(modelsDir);
    expect(engine.status).toBe('ok');
    server = await startTestServer({ dataDir: disk.dataDir, faceEngine: engine, env: { TZ: 'America/Mexico_City', RELOJ_LIVENESS: 'off' } });
    const sucursal = await server.request('POST', '/api/sucursales', { nombre: 'Centro' });
    await server.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
    const created = await server.request('POST', '/api/employees', {
      nombre: 'Barack Obama',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '00:00',
      horaSalida: '23:59',
    });
    employeeId = created.body.id;
    await grantFaceConsent(server, employeeId);
    expect((await server.request('POST', `/api/employees/${employeeId}/register-face`, { image: photo('people', 'obama', '1.jpg') })).status).toBe(201);
    await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    const device = (await server.request('GET', '/api/devices')).body[0];
    await server.request('POST', `/api/devices/${device.id}/approve`);
    await server.request('PUT', `/api/devices/${device.id}`, { nombre: 'Entrada', sucursalId: sucursal.body.id });
    // Every write now has to grow the files: the WAL starts empty (a box's WAL may have room left for a few
    // more writes, which only delays the moment below).
    server.db.pragma('wal_checkpoint(TRUNCATE)');
    disk.fill();
  }, 120_000);

  afterAll(async () => {
    await server?.services.faces.close();
    await server?.close();
    disk?.unmount();
  });

  it('refuses the punch with 507 and the sentence the kiosk shows, and stores nothing', async () => {
    const refused = await checkIn('pulsacion-sin-espacio');
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual(NO_SPACE);
    expect(punches()).toEqual([]);
  });

  it('answers the same to an administrator adding a punch by hand', async () => {
    const refused = await server.request('POST', '/api/attendance/manual', { empleadoId: employeeId, hora: '2026-03-02T09:00', motivo: 'Olvidó checar' });
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual(NO_SPACE);
  });

  it("says 'lleno' on the home page and in /api/health, with the free space", async () => {
    const resumen = await server.request('GET', '/api/resumen');
    expect(resumen.status).toBe(200);
    expect(resumen.body.disco).toEqual({ estado: 'lleno', libreBytes: expect.any(Number), totalBytes: 24 * 1024 * 1024 });
    expect(resumen.body.disco.libreBytes).toBeLessThan(1024 * 1024);
    const health = await server.anonymous('GET', '/api/health');
    expect(health.status).toBe(200); // reads still work: the kiosk launcher and the panel keep going
    expect(health.body).toMatchObject({ ok: true, db: 'ok', disk: { status: 'full', freeBytes: resumen.body.disco.libreBytes, totalBytes: 24 * 1024 * 1024 } });
  });

  it('stores the resent punch once, with the same Idempotency-Key, when there is room again', async () => {
    disk.free();
    const stored = await checkIn('pulsacion-sin-espacio');
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ employeeId, tipo: 'entrada', repetida: false });
    const again = await checkIn('pulsacion-sin-espacio');
    expect(again.status).toBe(200);
    // Issue 43: each answer carries its own 'Mi asistencia' token.
    expect({ ...again.body, miAsistencia: null }).toEqual({ ...stored.body, miAsistencia: null, repetida: true });
    expect(punches()).toEqual([{ empleadoId: employeeId, clave: 'pulsacion-sin-espacio' }]);
    // 24 MB with room again is still below the 200 MB warning line.
    expect((await server.request('GET', '/api/resumen')).body.disco.estado).toBe('poco');
    expect((await server.anonymous('GET', '/api/health')).body.disk.status).toBe('low');
  });
});
