/**
 * GET /api/reconocimiento and the attempts the kiosk leaves for it (issue 14). Real HTTP and SQLite; the face
 * service answers with a fixed identification (the face engine has its own tests with the real models).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reconocimientoRepository, type Intento } from '../../db/repositories/reconocimiento.js';
import type { FaceMatch, Identification } from '../../face/outcome.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { FACE_DEFAULTS } from '../../face/defaults.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { count, hire, setUpCompany, type Company } from '../../test-support/prenominaApi.js';

const startServer = trackedTestServers(afterEach);
const fingerprint = 'kiosko-de-la-entrada-01';
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';

type Kiosk = { server: TestServer; clock: MovableClock; company: Company; empleadoId: number; dispositivoId: number; sees: (answer: Identification) => void };

const match = (employeeId: number, score = 0.8, margin = 0.3): FaceMatch => ({
  kind: 'match',
  employeeId,
  score,
  margin,
  liveness: 0.97,
  livenessOk: true,
  challenged: false,
  embedding: new Float32Array(512),
  crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
});

/** A company, one employee, an approved kiosk whose camera answers what the test says. */
async function kiosk(): Promise<Kiosk> {
  const clock = movableClock('2026-03-30T18:00:00.000Z');
  const server = await startServer({ env: { TZ: 'America/Mexico_City' }, clock });
  const company = await setUpCompany(server);
  const empleadoId = await hire(server, company);
  let answer: Identification = match(empleadoId);
  server.services.faces.identify = async () => answer;
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  return { server, clock, company, empleadoId, dispositivoId: device.id, sees: (next) => void (answer = next) };
}

const checkIn = (k: Kiosk) => k.server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, { 'X-Device-Fingerprint': fingerprint });
const attempts = (k: Kiosk) =>
  k.server.db.prepare('SELECT dispositivo_id, resultado, empleado_id, score, margin, liveness FROM intentos_reconocimiento ORDER BY id').all();

describe('kiosk attempts', () => {
  it('a refused check-in leaves an attempt with its scores and no punch', async () => {
    const k = await kiosk();
    k.sees({ kind: 'no_match', outcome: { reason: 'unknown_face', score: 0.31, margin: 0.05, liveness: 0.9 } });
    const response = await checkIn(k);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('not_recognised');
    expect(count(k.server, 'checadas')).toBe(0);
    expect(attempts(k)).toEqual([
      { dispositivo_id: k.dispositivoId, resultado: 'not_recognised', empleado_id: null, score: 0.31, margin: 0.05, liveness: 0.9 },
    ]);
  });

  it.each([
    [{ reason: 'no_face' }, 'no_face'],
    [{ reason: 'multiple_faces', count: 2 }, 'multiple_faces'],
    [{ reason: 'too_small', sidePx: 20, minSidePx: 40 }, 'face_too_small'],
    [{ reason: 'blurred', sharpness: 10, minSharpness: 50 }, 'face_blurred'],
    [{ reason: 'ambiguous', score: 0.6, margin: 0.02, liveness: 0.95 }, 'not_recognised'],
  ] as const)('records %o as %s', async (outcome, resultado) => {
    const k = await kiosk();
    k.sees({ kind: 'no_match', outcome });
    expect((await checkIn(k)).body.code).toBe(resultado);
    expect(attempts(k)).toMatchObject([{ resultado }]);
    expect(count(k.server, 'checadas')).toBe(0);
  });

  it('a suspected spoof keeps its liveness score', async () => {
    const k = await kiosk();
    k.sees({ kind: 'no_match', outcome: { reason: 'spoof', liveness: 0.12 } });
    expect((await checkIn(k)).body.code).toBe('spoof_suspected');
    expect(attempts(k)).toEqual([
      { dispositivo_id: k.dispositivoId, resultado: 'spoof_suspected', empleado_id: null, score: null, margin: null, liveness: 0.12 },
    ]);
  });

  it('a punch leaves both the punch and an attempt with its margin; a resent request is not a second attempt', async () => {
    const k = await kiosk();
    k.sees(match(k.empleadoId, 0.83, 0.41));
    const headers = { 'X-Device-Fingerprint': fingerprint, 'Idempotency-Key': 'pulsacion-1' };
    expect((await k.server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, headers)).status).toBe(201);
    expect((await k.server.anonymous('POST', '/api/attendance/check-in', { image: PHOTO }, headers)).status).toBe(200);
    expect(count(k.server, 'checadas')).toBe(1);
    expect(attempts(k)).toEqual([
      { dispositivo_id: k.dispositivoId, resultado: 'checada', empleado_id: k.empleadoId, score: 0.83, margin: 0.41, liveness: 0.97 },
    ]);
  });

  it("an employee given de baja is 'not recognised', the attempt names them", async () => {
    const k = await kiosk();
    expect((await k.server.request('DELETE', `/api/employees/${k.empleadoId}`)).status).toBeLessThan(300);
    expect((await checkIn(k)).body.code).toBe('not_recognised');
    expect(attempts(k)).toMatchObject([{ resultado: 'not_recognised', empleado_id: k.empleadoId, score: 0.8 }]);
  });

  it('never fails a punch when the attempt cannot be stored', async () => {
    const k = await kiosk();
    k.server.db.exec(`CREATE TRIGGER sin_intentos BEFORE INSERT ON intentos_reconocimiento BEGIN SELECT RAISE(ABORT, 'disco lleno'); END`);
    expect((await checkIn(k)).status).toBe(201);
    expect(count(k.server, 'checadas')).toBe(1);
  });

  it('keeps 90 days: older attempts go as new ones arrive', async () => {
    const k = await kiosk();
    const repo = reconocimientoRepository(k.server.db);
    const old = { dispositivoId: k.dispositivoId, resultado: 'no_face', empleadoId: null, score: null, margin: null, liveness: null } as const;
    repo.insert({ ...old, createdAt: '2025-12-29T17:59:00.000Z' }); // 91 days before the clock
    repo.insert({ ...old, createdAt: '2026-01-01T00:00:00.000Z' });
    await checkIn(k);
    expect(k.server.db.prepare('SELECT created_at FROM intentos_reconocimiento ORDER BY id').all()).toEqual([
      { created_at: '2026-01-01T00:00:00.000Z' },
      { created_at: '2026-03-30T18:00:00.000Z' },
    ]);
  });

  it('deleting a device takes its attempts along', async () => {
    const k = await kiosk();
    k.sees({ kind: 'no_match', outcome: { reason: 'no_face' } });
    await checkIn(k);
    expect((await k.server.request('DELETE', `/api/devices/${k.dispositivoId}`)).status).toBe(204);
    expect(count(k.server, 'intentos_reconocimiento')).toBe(0);
  });
});

describe('GET /api/reconocimiento', () => {
  it('401 without a session', async () => {
    const k = await kiosk();
    const response = await k.server.anonymous('GET', '/api/reconocimiento');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it.each(['0', '91', 'treinta', '1.5', '-3', ''])('422 for dias=%s, in Spanish, naming dias', async (dias) => {
    const k = await kiosk();
    const response = await k.server.request('GET', `/api/reconocimiento?dias=${dias}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'El parámetro dias debe ser un número entero de días, de 1 a 90.',
      code: 'validation_failed',
      field: 'dias',
    });
  });

  it('counts attempts by result, draws the bars, flags a drifting employee and states the thresholds', async () => {
    const k = await kiosk();
    const steady = await hire(k.server, k.company, { nombre: 'BETO RUIZ' });
    const repo = reconocimientoRepository(k.server.db);
    const now = Date.parse('2026-03-30T18:00:00.000Z');
    const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
    const seed = (daysAgo: number, resultado: Intento['resultado'], empleadoId: number | null, score: number | null, margin: number | null = null) =>
      repo.insert({ dispositivoId: k.dispositivoId, createdAt: at(daysAgo), resultado, empleadoId, score, margin, liveness: 0.99 });

    // ANA LÓPEZ: 0.78 in the first fortnight, 0.62 in the second (dropped 0.16). BETO RUIZ: 0.80 throughout.
    for (const d of [28, 25, 22, 19]) seed(d, 'checada', k.empleadoId, 0.78, 0.35);
    for (const d of [12, 9, 6, 3]) seed(d, 'checada', k.empleadoId, 0.62, 0.12);
    for (const d of [27, 24, 21, 10, 7, 4]) seed(d, 'checada', steady, 0.8, 0.55);
    seed(5, 'not_recognised', null, 0.33, 0.2);
    seed(5, 'not_recognised', null, 0.3);
    seed(2, 'face_blurred', null, null);
    seed(1, 'spoof_suspected', null, null);
    seed(40, 'no_face', null, null); // outside 30 days
    seed(45, 'checada', k.empleadoId, 0.1, 0.1);

    const response = await k.server.request('GET', '/api/reconocimiento');
    expect(response.status).toBe(200);
    const report = response.body;
    expect(report).toMatchObject({ dias: 30, desde: '2026-02-28T18:00:00.000Z', hasta: '2026-03-30T18:00:00.000Z' });
    expect(report.totales).toEqual({
      intentos: 18,
      checadas: 14,
      rechazados: 4,
      porMotivo: { not_recognised: 2, no_face: 0, multiple_faces: 0, face_too_small: 0, face_blurred: 1, spoof_suspected: 1 },
      vivacidadDudosa: 0,
    });
    expect(report.puntuaciones.map((b: { desde: number; cantidad: number }) => [b.desde, b.cantidad])).toEqual([
      [0.3, 0],
      [0.4, 0],
      [0.5, 0],
      [0.6, 4],
      [0.7, 4],
      [0.8, 6],
      [0.9, 0],
    ]);
    expect(report.margenes.at(-1)).toEqual({ desde: 0.5, hasta: null, cantidad: 6 });
    expect(report.margenes.find((b: { desde: number }) => b.desde === 0.1).cantidad).toBe(4);
    expect(report.empleados).toEqual([
      { empleadoId: k.empleadoId, nombre: 'ANA LÓPEZ', checadas: 8, medianaInicio: 0.78, medianaFin: 0.62, deriva: true, motivo: 'bajada' },
      { empleadoId: steady, nombre: 'BETO RUIZ', checadas: 6, medianaInicio: 0.8, medianaFin: 0.8, deriva: false, motivo: null },
    ]);
    expect(report.umbrales).toEqual({
      coincidencia: FACE_DEFAULTS.matching.threshold,
      margen: FACE_DEFAULTS.matching.margin,
      vivacidad: { modo: k.server.config.liveness, umbral: FACE_DEFAULTS.liveness.realThreshold },
      deriva: { bajada: 0.1, cercania: 0.1, minimoPorMitad: 3 },
    });

    const week = (await k.server.request('GET', '/api/reconocimiento?dias=7')).body;
    expect(week.totales).toMatchObject({ intentos: 8, checadas: 4, rechazados: 4 });
  });
});
