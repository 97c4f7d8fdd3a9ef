import pino from 'pino';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine } from '../../face/load.js';
import { facePath, modelsDir, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Issue 16 item 2 over real HTTP with the real models: the kiosk's guidance frames (320 px, as the kiosk sends them)
// get where the faces are and one instruction; nothing is stored and no photo reaches the log.
let server: TestServer;
let now = Date.parse('2026-11-25T15:00:00.000Z');
const clock = { now: () => new Date(now) };
const logLines: string[] = [];
const fingerprint = 'kiosko-encuadre-01';
const kiosk = { 'X-Device-Fingerprint': fingerprint };

/** A sample photo as the kiosk's guidance frame: 320 px wide JPEG, after `edit` (darker, blurred...). */
async function frame(file: string[], edit: (s: Sharp) => Sharp = (s) => s): Promise<string> {
  const small = await sharp(facePath(...file))
    .rotate()
    .resize({ width: 320 })
    .toBuffer();
  return toDataUrl(await edit(sharp(small)).jpeg({ quality: 80 }).toBuffer());
}

/** One guidance call; the kiosk waits ~400 ms between frames, so the clock moves on a second before each. */
function encuadre(body: unknown, headers: Record<string, string> = kiosk) {
  now += 1000;
  return server.anonymous('POST', '/api/attendance/encuadre', body, headers);
}

const stored = () =>
  server.db
    .prepare(
      'SELECT (SELECT COUNT(*) FROM checadas) AS checadas, (SELECT COUNT(*) FROM intentos_reconocimiento) AS intentos, (SELECT COUNT(*) FROM rostros) AS rostros',
    )
    .get();

beforeAll(async () => {
  const engine = await loadFaceEngine(modelsDir);
  expect(engine.status).toBe('ok');
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  server = await startTestServer({ faceEngine: engine, clock, logger });
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  await server.request('POST', `/api/devices/${device.id}/approve`);
}, 120_000);

afterAll(async () => {
  await server?.services.faces.close();
  await server?.close();
});

describe('POST /api/attendance/encuadre (the kiosk guidance)', () => {
  it('answers 403 to a device that is not approved, or that does not say who it is', async () => {
    const image = await frame(['people', 'obama', '2.jpg']);
    await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-pendiente-01' });
    const pending = await encuadre({ image }, { 'X-Device-Fingerprint': 'kiosko-pendiente-01' });
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual({ error: 'Este dispositivo aún no ha sido autorizado por un administrador.', code: 'device_pending' });
    const anonymous = await encuadre({ image }, {});
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.code).toBe('device_missing');
  });

  it('refuses what is not an image with a Spanish 422', async () => {
    const text = await encuadre({ image: toDataUrl(Buffer.from('esto no es una foto')) });
    expect(text.status).toBe(422);
    expect(text.body).toEqual({ error: 'El archivo no es una imagen válida.', code: 'invalid_image', field: 'image' });
    const missing = await encuadre({});
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      error: 'Falta la imagen: envía un cuadro pequeño de la cámara en el campo image.',
      code: 'validation_failed',
      field: 'image',
    });
  });

  it("a frame without anybody: no face, 'Acércate y mira a la cámara'", async () => {
    const response = await encuadre({ image: await frame(['other', 'white.png']) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rostros: [], estado: 'sin_rostro', instruccion: 'Acércate y mira a la cámara' });
  });

  it('a face ready to check in: its box, normalised to the frame, and no instruction', async () => {
    const response = await encuadre({ image: await frame(['people', 'obama', '2.jpg']) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ estado: 'listo', instruccion: null });
    expect(response.body.rostros).toHaveLength(1);
    const [box] = response.body.rostros;
    // Obama's face in the middle of the upper half of the portrait, about 0.4 of its width.
    expect(box.ancho).toBeGreaterThan(0.3);
    expect(box.ancho).toBeLessThan(0.6);
    expect(box.x + box.ancho / 2).toBeCloseTo(0.5, 1);
    expect(box.y + box.alto / 2).toBeLessThan(0.5);
    for (const v of [box.x, box.y, box.x + box.ancho, box.y + box.alto]) expect(v).toBeGreaterThanOrEqual(0);
    for (const v of [box.x + box.ancho, box.y + box.alto]) expect(v).toBeLessThanOrEqual(1);
  });

  it("two people in front of the camera: both boxes and 'Solo una persona frente a la cámara'", async () => {
    const response = await encuadre({ image: await frame(['groups', 'two_people.jpg']) });
    expect(response.body).toMatchObject({ estado: 'varias_personas', instruccion: 'Solo una persona frente a la cámara' });
    expect(response.body.rostros).toHaveLength(2);
  });

  it("a dark picture is 'Busca más luz', not blurred; and the check-in says so too (face_too_dark)", async () => {
    const dark = (s: Sharp) => s.linear(0.15, 0);
    const response = await encuadre({ image: await frame(['people', 'obama', '2.jpg'], dark) });
    expect(response.body).toMatchObject({ estado: 'oscuro', instruccion: 'Busca más luz' });
    expect(response.body.rostros).toHaveLength(1);

    const photo = toDataUrl(
      await sharp(facePath('people', 'obama', '2.jpg'))
        .linear(0.15, 0)
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
    const checkIn = await server.anonymous('POST', '/api/attendance/check-in', { image: photo }, kiosk);
    expect(checkIn.status).toBe(422);
    expect(checkIn.body).toEqual({ error: 'Tu rostro se ve muy oscuro. Busca más luz frente a la cámara e inténtalo de nuevo.', code: 'face_too_dark' });
  });

  it("a blurred face (light enough) is 'Mantente quieto un momento'", async () => {
    const response = await encuadre({ image: await frame(['people', 'obama', '1.jpg'], (s) => s.blur(4)) });
    expect(response.body).toMatchObject({ estado: 'borroso', instruccion: 'Mantente quieto un momento' });
  });

  it("a face far away is 'Acércate'", async () => {
    // Obama's portrait shrunk into the middle of a wide grey frame: his face about 7 % of its width.
    const face = await sharp(facePath('people', 'obama', '2.jpg'))
      .resize({ width: 60 })
      .toBuffer();
    const far = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a8f96' } })
      .composite([{ input: face, left: 130, top: 60 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    const response = await encuadre({ image: toDataUrl(far) });
    expect(response.body).toMatchObject({ estado: 'lejos', instruccion: 'Acércate' });
  });

  it('takes one frame at a time per device: one sent before the last was answered is skipped (429)', async () => {
    const image = await frame(['people', 'obama', '2.jpg']);
    now += 1000;
    const [a, b] = await Promise.all([
      server.anonymous('POST', '/api/attendance/encuadre', { image }, kiosk),
      server.anonymous('POST', '/api/attendance/encuadre', { image }, kiosk),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
    expect([a, b].find((r) => r.status === 429)!.body.code).toBe('framing_busy');
    expect((await encuadre({ image })).status).toBe(200); // the next beat is answered
  });

  it('stores nothing and logs no photo', async () => {
    const before = stored();
    const image = await frame(['people', 'obama', '2.jpg']);
    expect((await encuadre({ image })).status).toBe(200);
    expect((await encuadre({ image: toDataUrl(Buffer.from('nada')) })).status).toBe(422);
    expect(stored()).toEqual(before);
    expect(before).toMatchObject({ checadas: 0, rostros: 0 });
    const log = logLines.join('');
    expect(log).not.toContain('base64');
    expect(log).not.toContain(image.slice(30, 80));
  });
});

describe('POST /api/attendance/encuadre without the face models', () => {
  it('answers 503 face_engine_unavailable (the kiosk then simply shows no guidance)', async () => {
    const bare = await startTestServer();
    try {
      await bare.anonymous('POST', '/api/devices/verify', { fingerprint });
      const device = (await bare.request('GET', '/api/devices')).body[0];
      await bare.request('POST', `/api/devices/${device.id}/approve`);
      const response = await bare.anonymous('POST', '/api/attendance/encuadre', { image: await frame(['other', 'white.png']) }, kiosk);
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('face_engine_unavailable');
    } finally {
      await bare.close();
    }
  });
});
