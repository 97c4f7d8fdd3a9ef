import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine } from '../../face/load.js';
import type { FaceService } from '../../services/faces/index.js';
import { grantFaceConsent } from '../../test-support/consent.js';
import { modelsDir, readFace, toDataUrl } from '../../test-support/faces.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../test-support/testServer.js';

// Issue 29 item 2, the accidental second punch: a face or NIP punch that would be a salida less than
// `minutosMinimosJornada` minutes after the day's entrada is refused with 409 until the person confirms it.
// Real models and photos; the clock is moved by hand (America/Mexico_City is UTC-6).
let server: TestServer;
let faces: FaceService;
let ana: number;
let beto: number;
const clock = movableClock('2026-11-23T14:00:00.000Z');
const kiosk = { 'X-Device-Fingerprint': 'kiosko-salida-pronto-1' };
const otherKiosk = { 'X-Device-Fingerprint': 'kiosko-salida-pronto-2' };
const at = (local: string) => clock.set(`${local}:00.000-06:00`);
const after = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000).toISOString());
const photo = (...parts: string[]) => toDataUrl(readFace(...parts), parts.at(-1));
const FACE = { image: photo('people', 'obama', '2.jpg') };

const faceCheckIn = (key: string, extra: Record<string, unknown> = {}, headers = kiosk) =>
  server.anonymous('POST', '/api/attendance/check-in', { ...FACE, ...extra }, { ...headers, 'Idempotency-Key': key });
const pinCheckIn = (key: string, extra: Record<string, unknown> = {}) =>
  server.anonymous(
    'POST',
    '/api/attendance/check-in-pin',
    { numeroEmpleado: '0077', pin: '4821', image: photo('people', 'obama', '3.jpg'), ...extra },
    {
      ...kiosk,
      'Idempotency-Key': key,
    },
  );
/** An administrator's request with a fresh session (the clock moves days ahead, past the session's idle limit). */
async function admin(method: string, path: string, body?: unknown) {
  const login = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return server.anonymous(method, path, body, { cookie });
}
const punchesOn = (empleadoId: number, day: string) =>
  server.db
    .prepare(
      `SELECT tipo, hora, nip, match_score IS NOT NULL AS con_similitud, length(snapshot_jpeg) > 500 AS con_foto
         FROM checadas WHERE empleado_id = ? AND fecha_local = ? ORDER BY hora`,
    )
    .all(empleadoId, day);

beforeAll(async () => {
  const engine = await loadFaceEngine(modelsDir);
  expect(engine.status).toBe('ok');
  // One photo per face check-in (the product's flow): RELOJ_LIVENESS=warn punches it; block would ask for a challenge (issue 39).
  server = await startTestServer({ env: { TZ: 'America/Mexico_City', RELOJ_LIVENESS: 'warn' }, faceEngine: engine, clock });
  faces = server.services.faces;
  const company = await setUpCompany(server);
  ana = await hire(server, company, { nombre: 'Barack Obama', numeroEmpleado: '0042' }); // 09:00 to 18:00
  beto = await hire(server, company, { nombre: 'Beto Nip', numeroEmpleado: '0077' });
  await grantFaceConsent(server, ana);
  expect((await server.request('POST', `/api/employees/${ana}/register-face`, { image: photo('people', 'obama', '1.jpg') })).status).toBe(201);
  expect((await server.request('PUT', `/api/employees/${beto}/pin`, { pin: '4821' })).status).toBe(204);
  for (const headers of [kiosk, otherKiosk]) {
    await server.anonymous('POST', '/api/devices/verify', { fingerprint: headers['X-Device-Fingerprint'] });
  }
  for (const device of (await server.request('GET', '/api/devices')).body) {
    expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await faces?.close();
  await server?.close();
});

const tooSoon = (entrada: string, empleadoId: number, nombre: string) => ({
  error: `Ya registraste tu ENTRADA a las ${entrada}.`,
  code: 'salida_muy_pronto',
  details: { entrada, empleadoId, nombre },
});
const EXPIRED = { error: 'Se acabó el tiempo para confirmar. Vuelve a checar.', code: 'confirmacion_expirada' };

describe('the accidental second punch at the kiosk (face)', () => {
  it('refuses a salida 4 minutes after the entrada, and stores it when confirmed within 15 s with the first photo', async () => {
    at('2026-11-23T09:02');
    expect((await faceCheckIn('lunes-1')).body).toMatchObject({ tipo: 'entrada', repetida: false });
    at('2026-11-23T09:06');
    const refused = await faceCheckIn('lunes-2');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(tooSoon('09:02', ana, 'BARACK OBAMA'));
    expect(punchesOn(ana, '2026-11-23')).toHaveLength(1);

    after(10);
    // The confirmation carries a photo of nobody: no new recognition is made, the first burst's evidence is kept.
    const confirmed = await faceCheckIn('lunes-2', { image: photo('other', 'white.png'), confirmarSalida: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ employeeId: ana, nombre: 'BARACK OBAMA', tipo: 'salida', hora: '2026-11-23T15:06:10.000Z', repetida: false });
    expect(punchesOn(ana, '2026-11-23')).toEqual([
      { tipo: 'entrada', hora: '2026-11-23T15:02:00.000Z', nip: 0, con_similitud: 1, con_foto: 1 },
      { tipo: 'salida', hora: '2026-11-23T15:06:10.000Z', nip: 0, con_similitud: 1, con_foto: 1 },
    ]);
    // The same confirmation sent again answers the stored punch.
    const resent = await faceCheckIn('lunes-2', { confirmarSalida: true });
    expect(resent.status).toBe(200);
    expect({ ...resent.body, miAsistencia: null }).toEqual({ ...confirmed.body, repetida: true, miAsistencia: null }); // a new token (issue 43)
    expect(punchesOn(ana, '2026-11-23')).toHaveLength(2);
  });

  it('answers 409 confirmacion_expirada after 15 s, from another kiosk or with another key, and stores nothing', async () => {
    at('2026-11-24T09:00');
    expect((await faceCheckIn('martes-1')).status).toBe(201);
    at('2026-11-24T09:04');
    expect((await faceCheckIn('martes-2')).body).toEqual(tooSoon('09:00', ana, 'BARACK OBAMA'));
    after(5);
    expect((await faceCheckIn('martes-2', { confirmarSalida: true }, otherKiosk)).body).toEqual(EXPIRED);
    expect((await faceCheckIn('martes-otra', { confirmarSalida: true })).body).toEqual(EXPIRED);
    after(11); // 16 s after the refusal
    const late = await faceCheckIn('martes-2', { confirmarSalida: true });
    expect(late.status).toBe(409);
    expect(late.body).toEqual(EXPIRED);
    expect(punchesOn(ana, '2026-11-24')).toEqual([{ tipo: 'entrada', hora: '2026-11-24T15:00:00.000Z', nip: 0, con_similitud: 1, con_foto: 1 }]);
  });

  it('stores a punch 31 minutes after the entrada at once as the salida', async () => {
    at('2026-11-25T09:00');
    expect((await faceCheckIn('miercoles-1')).status).toBe(201);
    at('2026-11-25T09:31');
    const salida = await faceCheckIn('miercoles-2');
    expect(salida.status).toBe(201);
    expect(salida.body).toMatchObject({ tipo: 'salida', hora: '2026-11-25T15:31:00.000Z' });
    expect(punchesOn(ana, '2026-11-25').map((p) => (p as { tipo: string }).tipo)).toEqual(['entrada', 'salida']);
  });

  it('keeps the duplicate window first: a repeat within it answers 200 with the stored entrada', async () => {
    at('2026-11-26T09:00');
    const entrada = await faceCheckIn('jueves-1');
    expect(entrada.status).toBe(201);
    after(60);
    const repeat = await faceCheckIn('jueves-2');
    expect(repeat.status).toBe(200);
    expect({ ...repeat.body, miAsistencia: null }).toEqual({ ...entrada.body, repetida: true, miAsistencia: null });
    expect(punchesOn(ana, '2026-11-26')).toHaveLength(1);
  });

  it('stores the salida at once when the rule is 0 (off)', async () => {
    expect((await admin('PUT', '/api/reglas', { minutosMinimosJornada: 0 })).status).toBe(200);
    try {
      at('2026-11-27T09:00');
      expect((await faceCheckIn('viernes-1')).status).toBe(201);
      at('2026-11-27T09:04');
      const salida = await faceCheckIn('viernes-2');
      expect(salida.status).toBe(201);
      expect(salida.body).toMatchObject({ tipo: 'salida', hora: '2026-11-27T15:04:00.000Z' });
    } finally {
      await admin('PUT', '/api/reglas', { minutosMinimosJornada: 30 });
    }
  });

  it('does not touch manual punches: an administrator may add a salida 4 minutes after the entrada', async () => {
    at('2026-11-28T09:00');
    expect((await faceCheckIn('sabado-1')).status).toBe(201);
    at('2026-11-28T09:10');
    const manual = await admin('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-11-28T09:04', motivo: 'Salió a un trámite' });
    expect(manual.status).toBe(201);
    expect(punchesOn(ana, '2026-11-28')).toHaveLength(2);
  });
});

describe('the accidental second punch with the NIP', () => {
  it('refuses the salida 4 minutes after, stores it when confirmed, and answers confirmacion_expirada after 15 s', async () => {
    at('2026-11-23T10:00');
    expect((await pinCheckIn('nip-1')).body).toMatchObject({ employeeId: beto, tipo: 'entrada' });
    at('2026-11-23T10:04');
    const refused = await pinCheckIn('nip-2');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(tooSoon('10:00', beto, 'BETO NIP'));
    after(16);
    expect((await pinCheckIn('nip-2', { confirmarSalida: true })).body).toEqual(EXPIRED);
    expect(punchesOn(beto, '2026-11-23')).toHaveLength(1);

    after(60);
    expect((await pinCheckIn('nip-3')).body).toEqual(tooSoon('10:00', beto, 'BETO NIP'));
    after(14);
    const confirmed = await pinCheckIn('nip-3', { confirmarSalida: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ employeeId: beto, tipo: 'salida', hora: '2026-11-23T16:05:30.000Z', repetida: false });
    expect(punchesOn(beto, '2026-11-23')).toEqual([
      { tipo: 'entrada', hora: '2026-11-23T16:00:00.000Z', nip: 1, con_similitud: 0, con_foto: 1 },
      { tipo: 'salida', hora: '2026-11-23T16:05:30.000Z', nip: 1, con_similitud: 0, con_foto: 1 },
    ]);
    // 40 minutes after the entrada the salida is stored at once.
    at('2026-11-24T10:00');
    expect((await pinCheckIn('nip-4')).status).toBe(201);
    at('2026-11-24T10:40');
    expect((await pinCheckIn('nip-5')).body).toMatchObject({ tipo: 'salida', hora: '2026-11-24T16:40:00.000Z' });
  });
});
