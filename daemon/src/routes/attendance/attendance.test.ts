import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine } from '../../face/load.js';
import type { FaceService } from '../../services/faces/index.js';
import { modelsDir, readFace, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';
import { grantFaceConsent } from '../../test-support/consent.js';

// Check-in over real HTTP with the real models and photos: the employee's face at the kiosk is a
// different photo from the one enrolled. One photo `{image}` per check-in, the product's flow, which RELOJ_LIVENESS=warn
// keeps (in block one photo is asked for a challenge, issue 39: liveness.test.ts).
let server: TestServer;
let faces: FaceService;
let employeeId: number;
const fingerprint = 'kiosko-sucursal-centro-01';
const kiosk = { 'X-Device-Fingerprint': fingerprint };
const photo = (...parts: string[]) => toDataUrl(readFace(...parts), parts.at(-1));
const punches = () =>
  server.db.prepare('SELECT empleado_id, tipo, match_score, liveness, length(snapshot_jpeg) AS foto FROM checadas ORDER BY id').all() as Record<
    string,
    number | string
  >[];

beforeAll(async () => {
  const engine = await loadFaceEngine(modelsDir);
  expect(engine.status).toBe('ok');
  server = await startTestServer({ env: { TZ: 'America/Mexico_City', RELOJ_LIVENESS: 'warn' }, faceEngine: engine });
  faces = server.services.faces;

  // The record began on the hire date (issue 40): the week's days before today are recorded days, not 'sin registro'.
  expect((await server.request('PUT', '/api/inicio-registro', { fecha: '2026-01-05', motivo: 'Primer día del reloj' })).status).toBe(200);
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
    diasDescanso: [], // every day a working day: the real clock's weekday never matters
  });
  employeeId = created.body.id;
  await grantFaceConsent(server, employeeId);
  expect((await server.request('POST', `/api/employees/${employeeId}/register-face`, { image: photo('people', 'obama', '1.jpg') })).status).toBe(201);

  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  await server.request('POST', `/api/devices/${device.id}/approve`);
  await server.request('PUT', `/api/devices/${device.id}`, { nombre: 'Entrada', sucursalId: sucursal.body.id });
}, 120_000);

afterAll(async () => {
  await faces?.close();
  await server?.close();
});

describe('POST /api/attendance/check-in with the real face engine', () => {
  it('recognises the enrolled employee from another photo and stores an entrada with scores and a snapshot', async () => {
    const response = await server.anonymous(
      'POST',
      '/api/attendance/check-in',
      { image: photo('people', 'obama', '2.jpg') },
      { ...kiosk, 'Idempotency-Key': 'pulsacion-1' },
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      employeeId,
      nombre: 'BARACK OBAMA',
      tipo: 'entrada',
      hora: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sucursal: 'CENTRO',
      repetida: false,
      estado: { resumen: expect.stringMatching(/^Entrada \d\d:\d\d/), aviso: null, turno: 'Tu turno de hoy: 00:00 a 23:59.' },
      // Issue 43: the token that opens 'Mi asistencia' for this person on this kiosk.
      miAsistencia: { token: expect.any(String), expira: expect.any(String) },
      // Issue 44: no day before it without its salida.
      recordatorio: null,
    });
    const [punch] = punches();
    expect(punch).toMatchObject({ empleado_id: employeeId, tipo: 'entrada' });
    expect(punch!.match_score).toBeGreaterThan(0.4);
    expect(punch!.liveness).toBeGreaterThan(0.5);
    expect(punch!.foto).toBeGreaterThan(500);

    const resent = await server.anonymous(
      'POST',
      '/api/attendance/check-in',
      { image: photo('people', 'obama', '2.jpg') },
      { ...kiosk, 'Idempotency-Key': 'pulsacion-1' },
    );
    expect(resent.status).toBe(200);
    expect({ ...resent.body, miAsistencia: null }).toEqual({ ...response.body, repetida: true, miAsistencia: null }); // a new token each time (issue 43)
    const withinWindow = await server.anonymous('POST', '/api/attendance/check-in', { image: photo('people', 'obama', '3.jpg') }, kiosk);
    expect({ ...withinWindow.body, miAsistencia: null }).toEqual({ ...response.body, repetida: true, miAsistencia: null });
    expect(punches()).toHaveLength(1);
  });

  it.each([
    ['a person who is not enrolled', ['people', 'biden', '1.jpg'], 'not_recognised', 'Rostro no reconocido. Por favor, inténtalo de nuevo.'],
    ['a photo without a face', ['other', 'white.png'], 'no_face', 'No se detectó ningún rostro. Colócate frente a la cámara e inténtalo de nuevo.'],
  ])('refuses %s (422) and stores nothing', async (_label, parts, code, error) => {
    const before = punches().length;
    const response = await server.anonymous('POST', '/api/attendance/check-in', { image: photo(...parts) }, kiosk);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error, code });
    expect(punches()).toHaveLength(before);
  });

  it.each(['two_people.jpg', 'obama_and_biden.jpg', 'kit_with_rose.jpg'])(
    'asks for one person at a time when two faces of comparable size are in %s (422, nothing stored)',
    async (group) => {
      const before = punches().length;
      const response = await server.anonymous(
        'POST',
        '/api/attendance/check-in',
        { image: photo('groups', group) },
        { ...kiosk, 'Idempotency-Key': `grupo-${group}` },
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        error: 'Hay más de una persona frente a la cámara. Por favor, pasen de uno en uno.',
        code: 'multiple_faces',
        details: { faces: expect.any(Number) },
      });
      expect(response.body.details.faces).toBeGreaterThanOrEqual(2);
      expect(punches()).toHaveLength(before);
    },
  );

  it('is not blocked by a small face far in the background', async () => {
    // Biden's whole photo shrunk into the corner of Obama's portrait: his face is ~1/8 of Obama's.
    const background = await sharp(readFace('people', 'biden', '2.jpg'))
      .resize({ width: 260 })
      .toBuffer();
    const composed = await sharp(readFace('people', 'obama', '2.jpg'))
      .composite([{ input: background, left: 0, top: 0 }])
      .jpeg({ quality: 92 })
      .toBuffer();
    // Enrolment counts every face big enough to recognise: the background face is really there.
    await grantFaceConsent(server, employeeId);
    const enrolment = await server.request('POST', `/api/employees/${employeeId}/register-face`, { image: toDataUrl(composed) });
    expect(enrolment.body.code).toBe('multiple_faces');

    const response = await server.anonymous(
      'POST',
      '/api/attendance/check-in',
      { image: toDataUrl(composed) },
      { ...kiosk, 'Idempotency-Key': 'fondo-pequeno' },
    );
    expect([200, 201]).toContain(response.status); // 200: the punch of the first test, inside the duplicate window
    expect(response.body).toMatchObject({ employeeId, nombre: 'BARACK OBAMA' });
  });

  it.each([
    ['no image', {}, 400],
    ['a body that is not an image', { image: 'data:image/png;base64,bm8gZXMgdW5hIGltYWdlbg==' }, 400],
  ])('refuses %s and stores nothing', async (_label, body, status) => {
    const before = punches().length;
    const response = await server.anonymous('POST', '/api/attendance/check-in', body, kiosk);
    expect(response.status).toBeGreaterThanOrEqual(status);
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body.error).toBe('string');
    expect(punches()).toHaveLength(before);
  });

  it('never recognises a deactivated employee', async () => {
    const before = punches().length;
    await server.request('DELETE', `/api/employees/${employeeId}`);
    const response = await server.anonymous(
      'POST',
      '/api/attendance/check-in',
      { image: photo('people', 'obama', '4-720p.jpg') },
      { ...kiosk, 'Idempotency-Key': 'tras-la-baja' },
    );
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('not_recognised');
    expect(punches()).toHaveLength(before);
    await server.request('POST', `/api/employees/${employeeId}/reactivate`);
  });
});

describe('GET /api/attendance', () => {
  it('lists today’s punches with employee, branch, device and an admin-only photo', async () => {
    const list = await server.request('GET', '/api/attendance');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        employeeId,
        empleado: 'BARACK OBAMA',
        sucursal: 'CENTRO',
        tipo: 'entrada',
        dispositivo: 'Entrada',
        foto: expect.stringMatching(/^\/api\/attendance\/\d+\/foto$/),
      }),
    ]);
    const image = await fetch(server.url + list.body[0].foto, { headers: { cookie: server.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
    expect((await server.anonymous('GET', list.body[0].foto)).status).toBe(401);
  });

  it('filters by employee and by date range, and refuses bad dates in Spanish', async () => {
    expect((await server.request('GET', `/api/attendance?empleado=${employeeId + 1}`)).body).toEqual([]);
    expect((await server.request('GET', '/api/attendance?desde=2020-01-01&hasta=2020-01-31')).body).toEqual([]);
    const bad = await server.request('GET', '/api/attendance?desde=2026-02-30');
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('La fecha "desde" debe ser una fecha real con el formato AAAA-MM-DD.');
    const reversed = await server.request('GET', '/api/attendance?desde=2026-03-02&hasta=2026-03-01');
    expect(reversed.body.error).toBe('La fecha "desde" no puede ser posterior a "hasta".');
  });

  it('exports CSV with a BOM, Spanish headers and the accents intact', async () => {
    await server.request('PUT', `/api/employees/${employeeId}`, {
      ...(await server.request('GET', `/api/employees/${employeeId}`)).body,
      nombre: 'José Ñúñez',
    });
    const response = await fetch(`${server.url}/api/attendance?formato=csv`, { headers: { cookie: server.cookie } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="asistencias_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Fecha,Hora,Día laboral,ID empleado,Empleado,Sucursal,Tipo,Dispositivo,Similitud,Fecha y hora ISO,Día laboral ISO');
    expect(lines[1]).toMatch(/^\d\d\/\d\d\/\d{4},\d\d:\d\d:\d\d,\d\d\/\d\d\/\d{4},/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${employeeId},JOSÉ ÑÚÑEZ,CENTRO,Entrada,Entrada,`);
  });
});
