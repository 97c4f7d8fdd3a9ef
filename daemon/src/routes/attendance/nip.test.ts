import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadConfig } from '../../config.js';
import { closeDatabase, openDatabase } from '../../db/connection.js';
import { createLogger } from '../../logger.js';
import { createServices } from '../../services/index.js';
import { readFace, toDataUrl } from '../../test-support/faces.js';
import { NO_FACE_ENGINE, trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// The kiosk's fallback (issue 15 item 3): número de empleado + NIP, with the camera's photo kept as evidence.
const startServer = trackedTestServers(afterEach);

const fingerprint = 'kiosko-nip-0001';
const kioskHeaders = { 'X-Device-Fingerprint': fingerprint };
const PHOTO = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
const WRONG = 'Número de empleado o NIP incorrecto. Revísalos e inténtalo de nuevo.';

type Box = { server: TestServer; clock: MovableClock; empleadoId: number };

/** One employee with número 0042, an approved kiosk; the clock at 09:00 on a Tuesday in Mexico City. */
async function box(): Promise<Box> {
  const clock = movableClock('2026-03-24T15:00:00.000Z');
  const server = await startServer({ env: { TZ: 'America/Mexico_City' }, clock });
  const company = await setUpCompany(server);
  const empleadoId = await hire(server, company, { numeroEmpleado: '0042' });
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  return { server, clock, empleadoId };
}

const punchWithPin = (b: Box, numeroEmpleado: string, pin: string, extra: Record<string, string> = {}) =>
  b.server.anonymous('POST', '/api/attendance/check-in-pin', { numeroEmpleado, pin, image: PHOTO }, { ...kioskHeaders, ...extra });
const punches = (b: Box) =>
  b.server.db.prepare('SELECT empleado_id, tipo, nip, match_score, liveness, length(snapshot_jpeg) AS foto FROM checadas ORDER BY id').all();

describe('PUT /api/employees/:id/pin', () => {
  it('stores only a scrypt hash, says the employee has a NIP, and audits without the NIP', async () => {
    const b = await box();
    expect((await b.server.request('GET', `/api/employees/${b.empleadoId}`)).body.tieneNip).toBe(false);
    expect((await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' })).status).toBe(204);
    const [row] = b.server.db.prepare('SELECT nip_hash, actualizado_por FROM nips').all() as { nip_hash: string; actualizado_por: string }[];
    expect(row!.nip_hash).toMatch(/^scrypt\$/);
    expect(row!.nip_hash).not.toContain('4821');
    expect(row!.actualizado_por).toBe('admin');
    expect((await b.server.request('GET', `/api/employees/${b.empleadoId}`)).body.tieneNip).toBe(true);
    const audit = b.server.db.prepare("SELECT antes, despues FROM auditoria WHERE accion = 'empleados.nip'").all() as { despues: string }[];
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('4821');
  });

  it.each([
    ['too short', { pin: '123' }],
    ['too long', { pin: '123456789' }],
    ['letters', { pin: '12a4' }],
    ['a number instead of text', { pin: 4821 }],
    ['missing', {}],
  ])('refuses a NIP that is %s (422, in Spanish) and stores nothing', async (_label, body) => {
    const b = await box();
    const response = await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, body);
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('El NIP debe tener de 4 a 8 dígitos.');
    expect(b.server.db.prepare('SELECT COUNT(*) AS n FROM nips').get()).toEqual({ n: 0 });
  });

  it('needs a número de empleado of digits (the kiosk keypad has only numbers), and 404 for an unknown employee', async () => {
    const b = await box();
    const company = { sucursalId: 1, puestoId: 1, bonos: {} };
    const sinNumero = await hire(b.server, company, { nombre: 'LUIS MORA' });
    const conLetras = await hire(b.server, company, { nombre: 'EVA RUIZ', numeroEmpleado: 'A-17' });
    for (const id of [sinNumero, conLetras]) {
      const response = await b.server.request('PUT', `/api/employees/${id}/pin`, { pin: '4821' });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'numero_empleado_required', field: 'numeroEmpleado' });
      expect(response.body.error).toMatch(/^Para usar un NIP, el empleado necesita un número de empleado de solo dígitos/);
    }
    const unknown = await b.server.request('PUT', '/api/employees/9999/pin', { pin: '4821' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('El empleado no existe.');
    expect((await b.server.anonymous('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' })).status).toBe(401);
    expect(b.server.db.prepare('SELECT COUNT(*) AS n FROM nips').get()).toEqual({ n: 0 });
  });
});

describe('POST /api/attendance/check-in-pin', () => {
  it('punches with the número and NIP, keeps the photo as evidence and marks the punch as NIP', async () => {
    const b = await box();
    await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' });
    const response = await punchWithPin(b, '42', '4821', { 'Idempotency-Key': 'nip-1' }); // leading zeros are not typed
    expect(response.status).toBe(422);
    const ok = await punchWithPin(b, '0042', '4821', { 'Idempotency-Key': 'nip-1' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ employeeId: b.empleadoId, nombre: 'ANA LÓPEZ', tipo: 'entrada', repetida: false });
    expect(punches(b)).toEqual([{ empleado_id: b.empleadoId, tipo: 'entrada', nip: 1, match_score: null, liveness: null, foto: expect.any(Number) }]);
    const foto = (punches(b)[0] as { foto: number }).foto;
    expect(foto).toBeGreaterThan(2000);
    expect(foto).toBeLessThan(readFace('people', 'obama', '2.jpg').length); // shrunk, re-encoded
    const resent = await punchWithPin(b, '0042', '4821', { 'Idempotency-Key': 'nip-1' });
    expect(resent.status).toBe(200);
    expect(resent.body.repetida).toBe(true);
    expect(punches(b)).toHaveLength(1);

    const [listed] = (await b.server.request('GET', '/api/attendance?desde=2026-03-24')).body;
    expect(listed).toMatchObject({ metodo: 'nip', manual: false, similitud: null, foto: expect.stringMatching(/\/foto$/) });
    const image = await fetch(b.server.url + listed.foto, { headers: { cookie: b.server.cookie } });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers one message for a wrong NIP, an unknown número, an employee given baja or without a NIP, and stores nothing', async () => {
    const b = await box();
    const company = { sucursalId: 1, puestoId: 1, bonos: {} };
    await hire(b.server, company, { nombre: 'LUIS MORA', numeroEmpleado: '7' }); // no NIP
    await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' });
    for (const [numero, pin] of [
      ['0042', '1111'],
      ['5555', '4821'],
      ['7', '4821'],
    ] as const) {
      const response = await punchWithPin(b, numero, pin);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ error: WRONG, code: 'pin_incorrect' });
    }
    await b.server.request('DELETE', `/api/employees/${b.empleadoId}`);
    expect((await punchWithPin(b, '0042', '4821')).body.code).toBe('pin_incorrect');
    expect(punches(b)).toEqual([]);
  });

  it('locks the número after 5 wrong NIPs, even for the right one, until the wait ends or a new NIP is set', async () => {
    const b = await box();
    await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' });
    // Ten wrong tries sent at once: only five reach the hash, the rest are refused without counting.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => punchWithPin(b, '0042', String(1000 + i))));
    expect(answers.filter((r) => r.status === 422)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
    const locked = await punchWithPin(b, '0042', '4821');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'pin_locked',
      error: 'Demasiados intentos con ese número. Espera 5 minutos o pide a tu supervisor que registre tu checada.',
    });
    expect(punches(b)).toEqual([]);

    b.clock.set('2026-03-24T15:05:01.000Z');
    expect((await punchWithPin(b, '0042', '4821')).status).toBe(201);

    await Promise.all(Array.from({ length: 6 }, (_, i) => punchWithPin(b, '0042', String(2000 + i))));
    expect((await punchWithPin(b, '0042', '4821')).status).toBe(429);
    await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '9753' }); // the administrator gives a new NIP
    b.clock.set('2026-03-24T23:30:00.000Z');
    expect((await punchWithPin(b, '0042', '9753')).body).toMatchObject({ tipo: 'salida' });
  });

  it('refuses a missing or broken photo and bad fields in Spanish, without counting a NIP attempt', async () => {
    const b = await box();
    await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' });
    const send = (body: unknown) => b.server.anonymous('POST', '/api/attendance/check-in-pin', body, kioskHeaders);
    const noPhoto = await send({ numeroEmpleado: '0042', pin: '1111' });
    expect(noPhoto.status).toBe(422);
    expect(noPhoto.body.error).toBe('Falta la foto: envía la imagen de la cámara en el campo image.');
    const notImage = await send({ numeroEmpleado: '0042', pin: '1111', image: 'data:image/png;base64,bm8gZXMgdW5hIGltYWdlbg==' });
    expect(notImage.status).toBe(422);
    expect(notImage.body.error).toBe('El archivo no es una imagen válida.');
    const letters = await send({ numeroEmpleado: 'ANA', pin: '1111', image: PHOTO });
    expect(letters.body.error).toBe('Escribe tu número de empleado (solo dígitos).');
    expect(b.server.db.prepare("SELECT COUNT(*) AS n FROM intentos_fallidos WHERE tipo LIKE 'nip%'").get()).toEqual({ n: 0 });
    expect(punches(b)).toEqual([]);
  });

  it('is refused to a kiosk that is not approved, and the NIP is removed with DELETE', async () => {
    const b = await box();
    await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' });
    const stranger = await b.server.anonymous(
      'POST',
      '/api/attendance/check-in-pin',
      { numeroEmpleado: '0042', pin: '4821', image: PHOTO },
      { 'X-Device-Fingerprint': 'kiosko-desconocido-01' },
    );
    expect(stranger.status).toBe(403);
    expect((await b.server.request('DELETE', `/api/employees/${b.empleadoId}/pin`)).status).toBe(204);
    expect((await b.server.request('GET', `/api/employees/${b.empleadoId}`)).body.tieneNip).toBe(false);
    expect((await punchWithPin(b, '0042', '4821')).body.code).toBe('pin_incorrect');
    expect(punches(b)).toEqual([]);
  });

  it('keeps a locked número locked after a restart of the daemon', async () => {
    const b = await box();
    await b.server.request('PUT', `/api/employees/${b.empleadoId}/pin`, { pin: '4821' });
    for (let i = 0; i < 5; i += 1) expect((await punchWithPin(b, '0042', String(1000 + i))).status).toBe(422);
    const deviceId = (await b.server.request('GET', '/api/devices')).body[0].id;
    // A second daemon on the same data directory, as after a restart: the lock is in the database, not in memory.
    const db = openDatabase(join(b.server.dataDir, 'reloj.sqlite'));
    try {
      const config = loadConfig({ RELOJ_DATA_DIR: b.server.dataDir, TZ: 'America/Mexico_City' });
      const restarted = createServices({ config, db, clock: b.clock, logger: createLogger('silent'), faceEngine: NO_FACE_ENGINE, machineId: '0a1b2c3d' });
      await expect(restarted.nips.verify('0042', '4821', deviceId)).rejects.toMatchObject({ status: 429, code: 'pin_locked' });
    } finally {
      closeDatabase(db);
    }
  });
});
