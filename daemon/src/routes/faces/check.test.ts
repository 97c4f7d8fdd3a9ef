/**
 * POST /api/faces/verificar (issue 16 item 3): 'Nuevo Empleado' asks it before creating the employee. Real models,
 * real photos from test-fixtures/faces, real HTTP and SQLite: the verdict is register-face's, and nothing
 * is stored, consented, audited or logged.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import { grantFaceConsent } from '../../test-support/consent.js';
import { modelsDir, readFace, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { hire, setUpCompany, type Company } from '../../test-support/prenominaApi.js';

const CHECK = '/api/faces/verificar';
const PASSWORD = 'una-contraseña-larga';

let engine: FaceEngineLoad;
let server: TestServer;
let company: Company;
const logLines: string[] = [];

const photo = (...parts: string[]) => toDataUrl(readFace(...parts), parts.at(-1));
const OBAMA = photo('people', 'obama', '1.jpg');
const TWO_FACES = photo('groups', 'two_people.jpg');

/** Every table a check could touch, counted. */
const stored = () =>
  server.db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM rostros) AS rostros, (SELECT COUNT(*) FROM empleados) AS empleados,
              (SELECT COUNT(*) FROM consentimientos) AS consentimientos, (SELECT COUNT(*) FROM auditoria) AS auditoria`,
    )
    .get();

async function signIn(usuario: string) {
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (body: unknown) => server.anonymous('POST', CHECK, body, { cookie });
}

beforeAll(async () => {
  engine = await loadFaceEngine(modelsDir);
  if (engine.status !== 'ok') throw new Error(engine.reason);
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }));
  server = await startTestServer({ faceEngine: engine, logger, env: { RELOJ_LIVENESS: 'warn' } });
  company = await setUpCompany(server);
});

afterAll(async () => {
  await server?.close();
  if (engine?.status === 'ok') await engine.engine.close();
});

describe('POST /api/faces/verificar with the real face engine', () => {
  it('a usable photo: 200 {ok, calidad}, and nothing stored (no employee, face, consent or audit row)', async () => {
    const before = stored();
    const res = await server.request('POST', CHECK, { image: OBAMA });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ok: true, calidad: expect.any(Number) });
    expect(res.body.calidad).toBeGreaterThan(0);
    expect(res.body.calidad).toBeLessThanOrEqual(1);
    // A webcam burst and uploaded photos, as register-face takes them.
    const burst = ['1.png', '2.png', '3.png'].map((f) => photo('people', 'sheldon', f));
    expect((await server.request('POST', CHECK, { images: burst, fuente: 'camara' })).body).toEqual({ ok: true, calidad: expect.any(Number) });
    expect((await server.request('POST', CHECK, { images: burst.slice(0, 2), fuente: 'archivos' })).status).toBe(200);
    expect(stored()).toEqual(before);
    expect(server.services.faces.gallerySize()).toBe(0);
  });

  it('two faces: 422 multiple_faces, in Spanish, nothing stored', async () => {
    const before = stored();
    const res = await server.request('POST', CHECK, { image: TWO_FACES });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'Se detectó más de un rostro en la foto. Debe aparecer solo una persona.',
      code: 'multiple_faces',
      details: { faces: expect.any(Number) },
    });
    expect(res.body.details.faces).toBeGreaterThan(1);
    expect(stored()).toEqual(before);
  });

  it('gives the very refusal register-face gives for the same photos', async () => {
    const employeeId = await hire(server, company, { nombre: 'Comparación' });
    await grantFaceConsent(server, employeeId);
    const bodies = [
      { image: photo('other', 'white.png') },
      { image: TWO_FACES },
      { image: toDataUrl(Buffer.from('esto no es una imagen')) },
      { images: [photo('people', 'penny', '1.png'), photo('people', 'sheldon', '1.png')], fuente: 'archivos' },
      { images: [photo('people', 'penny', '1.png'), photo('other', 'white.png')], fuente: 'archivos' },
      {},
    ];
    const answer = (r: TestResponse) => ({ status: r.status, body: r.body });
    for (const body of bodies) {
      const registered = answer(await server.request('POST', `/api/employees/${employeeId}/register-face`, body));
      expect(registered.status).toBeGreaterThanOrEqual(400);
      expect(answer(await server.request('POST', CHECK, body))).toEqual(registered);
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get()).toEqual({ n: 0 });
  });

  it('a face already enrolled as another employee: 409 naming that employee, nothing stored', async () => {
    const obama = await hire(server, company, { nombre: 'Barack Obama' });
    await grantFaceConsent(server, obama);
    expect((await server.request('POST', `/api/employees/${obama}/register-face`, { image: OBAMA })).status).toBe(201);
    const before = stored();

    const res = await server.request('POST', CHECK, { image: photo('people', 'obama', '2.jpg') });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: `Este rostro ya está registrado para el empleado ID: ${obama}.`,
      code: 'face_already_registered',
      details: { employeeId: obama },
    });
    // Among uploaded photos, the refusal names the photo.
    const several = await server.request('POST', CHECK, { images: [photo('people', 'obama', '3.jpg'), photo('people', 'obama', '2.jpg')], fuente: 'archivos' });
    expect(several.status).toBe(409);
    expect(several.body).toEqual({
      error: `La foto 1: este rostro ya está registrado para el empleado ID: ${obama}.`,
      code: 'face_already_registered',
      field: 'images.0',
      details: { employeeId: obama, foto: 1 },
    });
    expect(stored()).toEqual(before);
    // Someone else's face is still fine.
    expect((await server.request('POST', CHECK, { image: photo('people', 'biden', '1.jpg') })).status).toBe(200);
  });

  it('a file that is not an image: 422 in Spanish', async () => {
    const res = await server.request('POST', CHECK, { image: toDataUrl(Buffer.from('esto no es una imagen, es texto')) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'invalid_image', error: expect.stringMatching(/no es una imagen válida/) });
  });

  it('takes the enrolment limits: a body over 12 MB is 413, six photos are refused', async () => {
    expect((await server.request('POST', CHECK, { image: `data:image/jpeg;base64,${'A'.repeat(13 * 1024 * 1024)}` })).status).toBe(413);
    const six = await server.request('POST', CHECK, { images: Array(6).fill(OBAMA), fuente: 'archivos' });
    expect(six.status).toBe(422);
    expect(six.body.error).toBe('Envía de 1 a 5 fotos en "images".');
  });

  it('never writes the photo to the log', () => {
    const payload = OBAMA.slice('data:image/jpeg;base64,'.length, 'data:image/jpeg;base64,'.length + 200);
    expect(logLines.join('\n')).not.toContain(payload);
  });
});

describe('who may ask', () => {
  beforeAll(async () => {
    for (const [usuario, rol, sucursalIds] of [
      ['gerente.centro', 'gerente', [company.sucursalId]],
      ['consulta', 'consulta', undefined],
    ] as const) {
      const res = await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, ...(sucursalIds ? { sucursalIds } : {}) });
      expect(res.status, res.text).toBe(201);
    }
  });

  it('without a session: 401', async () => {
    const res = await server.anonymous('POST', CHECK, { image: OBAMA });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("a 'consulta' account: 403, before the photo is looked at", async () => {
    const check = await signIn('consulta');
    const res = await check({ image: TWO_FACES });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.', code: 'forbidden' });
  });

  it('a gerente may check a photo (they hire for their branch)', async () => {
    const check = await signIn('gerente.centro');
    const res = await check({ image: photo('people', 'howard', '1.png') });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ok: true, calidad: expect.any(Number) });
  });
});

describe('without the face engine', () => {
  it('503 in Spanish, as register-face', async () => {
    const bare = await startTestServer();
    try {
      const res = await bare.request('POST', CHECK, { image: OBAMA });
      expect(res.status).toBe(503);
      expect(res.body.error).toMatch(/^El reconocimiento facial no está disponible/);
    } finally {
      await bare.close();
    }
  });
});
