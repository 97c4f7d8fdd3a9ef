import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataUrlBytes } from '../../face/decode.js';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import { readFace, toDataUrl } from '../../test-support/faces.js';
import { readSpoof } from '../../test-support/spoofs.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';
import { videoFrames } from '../../test-support/videoFrames.js';
import { KIOSK_FRAME_WIDTH } from '@reloj/contract/attendance';
import { movableClock } from '../../test-support/movableClock.js';
import { grantFaceConsent } from '../../test-support/consent.js';

// Issue 14 item 2 over real HTTP with the real models: liveness blocks by default, a burst is judged on all its frames,
// and an uncertain burst must answer a head-turn challenge before anyone punches. Issue 39: one frame alone never
// punches in block, nor does a burst that is not the kiosk camera's (its size, enough of the picture around the face).
const clock = movableClock('2026-11-25T15:00:00.000Z');
let server: TestServer;
let engine: FaceEngineLoad;
const ids = new Map<string, number>();
const kiosk = { 'X-Device-Fingerprint': 'kiosko-liveness-01' };
const otherKiosk = { 'X-Device-Fingerprint': 'kiosko-liveness-02' };
const SPOOF_MESSAGE = 'No se pudo confirmar que sea una persona real frente a la cámara. Inténtalo de nuevo sin fotos ni pantallas.';
const TOO_CLOSE = { error: 'Estás muy cerca de la cámara. Da un paso atrás e inténtalo de nuevo.', code: 'face_too_close' };

const face = (...parts: string[]) => toDataUrl(readFace(...parts), parts.at(-1));
const spoof = (file: string) => toDataUrl(readSpoof(file), file);
const png = (bytes: Buffer) => toDataUrl(bytes, 'frame.png');
const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);
const punchCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM checadas').get() as { n: number }).n;
const lastAttempt = () => server.db.prepare('SELECT resultado, empleado_id FROM intentos_reconocimiento ORDER BY id DESC LIMIT 1').get();
const checkIn = (body: unknown, headers: Record<string, string> = kiosk) => server.anonymous('POST', '/api/attendance/check-in', body, headers);

// The sample video (30 fps) from 4.0 s: facing the camera (nose 0.47 across the face), turning to his right over the
// first second (down to 0.18), then, from about 5.7 s, to his left (0.50 -> 0.68). As the kiosk takes them: about a second,
// 720 px wide (the kiosk's browser draws the 640x360 camera picture at KIOSK_FRAME_WIDTH).
let video: string[];
let facingCamera: string;
let turningRight: string[];
let turningLeft: string[];
// Issue 26 item 5: the same video shaking the head, as a fixed answer ready for either direction: right then left
// (nose 0.47 -> 0.18 -> 0.68), and left then right (0.50 -> 0.68 -> 0.44).
let shakingRightLeft: string[];
let shakingLeftRight: string[];

async function hire(nombre: string, photo: string, on = server): Promise<number> {
  const created = await on.request('POST', '/api/employees', {
    nombre,
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 315.5,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '00:00',
    horaSalida: '23:59',
  });
  await grantFaceConsent(on, created.body.id);
  expect((await on.request('POST', `/api/employees/${created.body.id}/register-face`, { image: photo })).status).toBe(201);
  return created.body.id as number;
}

async function approve(headers: Record<string, string>, on = server) {
  await on.anonymous('POST', '/api/devices/verify', { fingerprint: headers['X-Device-Fingerprint'] });
  const device = (await on.request('GET', '/api/devices')).body.find((d: { status: string }) => d.status === 'pending');
  await on.request('POST', `/api/devices/${device.id}/approve`);
}

beforeAll(async () => {
  // The video first: decoding it takes seconds on a busy machine, and a kept-alive connection left idle that long
  // may be closed by the server just as the first test reuses it (ECONNRESET).
  video = videoFrames(4.0, 90, 30, KIOSK_FRAME_WIDTH).map(png);
  facingCamera = video[0] as string;
  turningRight = [0, 8, 16, 24, 28].map((i) => video[i] as string);
  turningLeft = [52, 56, 60, 64, 68].map((i) => video[i] as string);
  shakingRightLeft = [0, 8, 16, 24, 52, 60, 68].map((i) => video[i] as string);
  shakingLeftRight = [52, 60, 68, 80, 88].map((i) => video[i] as string);
  engine = await loadFaceEngine(modelsDirFromSupport());
  expect(engine.status).toBe('ok');
  server = await startTestServer({ env: { TZ: 'America/Mexico_City' }, faceEngine: engine, clock });
  await server.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await server.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
  ids.set('lin', await hire('Lin Manuel Miranda', face('people', 'lin_manuel_miranda', '1.png')));
  ids.set('obama', await hire('Barack Obama', face('people', 'obama', '1.jpg')));
  ids.set('vietmoney', await hire('Cliente Vietmoney', spoof('vietmoney-6-live-camera.png')));
  // The screen replay is the one public spoof the passive model misses (0.925): enrolled from that very picture.
  ids.set('screen', await hire('Persona En Pantalla', spoof('vietmoney-1-spoof-screen.jpg')));
  // Issue 39: three people enrolled from a tight 150x150 crop, whose other crops are sent as bursts.
  for (const person of ['amy', 'howard', 'leonard']) ids.set(person, await hire(`Persona ${person}`, face('people', person, '1.png')));
  await approve(kiosk);
  await approve(otherKiosk);
}, 180_000);

function modelsDirFromSupport() {
  return new URL('../../../../models', import.meta.url).pathname;
}

afterAll(async () => {
  await server?.services.faces.close();
  await server?.close();
});

beforeEach(() => clock.set(new Date(clock.now().getTime() + 3_600_000).toISOString())); // past the duplicate window

/** The challenge of a 428 answer, checked against the contract's shape. */
async function challengeFor(body: unknown, headers = kiosk) {
  const asked = await checkIn(body, headers);
  expect(asked.status).toBe(428);
  expect(asked.body).toEqual({
    error: expect.stringMatching(/^Gira la cabeza hacia tu (izquierda|derecha)$/),
    code: 'challenge_required',
    details: { reto: expect.stringMatching(/^[0-9a-f]{32}$/), accion: expect.stringMatching(/^girar_(izquierda|derecha)$/), expiraEnMs: 20_000 },
  });
  return asked.body.details as { reto: string; accion: 'girar_izquierda' | 'girar_derecha' };
}

describe('liveness at the kiosk (RELOJ_LIVENESS defaults to block)', () => {
  it('blocks by default', () => {
    expect(server.config.liveness).toBe('block');
  });

  it.each([
    ['a printed photo', 'vietmoney-2-spoof-print.jpg'],
    ['a screen close up', 'vietmoney-3-spoof-screen.jpg'],
    ['a tablet held up', 'hyperfas-1-spoof-screen.png'],
  ])('refuses %s of an enrolled employee, alone or as a burst, and stores no punch', async (_label, file) => {
    const before = punchCount();
    for (const body of [{ image: spoof(file) }, { images: times(4, spoof(file)) }]) {
      const refused = await checkIn(body);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
      expect(lastAttempt()).toEqual({ resultado: 'spoof_suspected', empleado_id: null });
    }
    expect(punchCount()).toBe(before);
  });

  it('asks one frame alone of an enrolled employee for a challenge, however live it looks (issue 39)', async () => {
    const before = punchCount();
    // Another photo of Obama (p(real) 0.997), the live camera frame (0.999) and a frame of the real moving face (1.000):
    // clearly live, still one picture.
    // A photo cannot answer the challenge: the same frame again does not turn (the camera frame, a phone's 720x1280 with
    // the face filling it, is told to step back first).
    const cases = [
      [face('people', 'obama', '2.jpg'), { code: 'spoof_suspected', error: SPOOF_MESSAGE }],
      [spoof('vietmoney-6-live-camera.png'), TOO_CLOSE],
      [facingCamera, { code: 'spoof_suspected', error: SPOOF_MESSAGE }],
    ] as const;
    for (const [image, refusal] of cases) {
      const { reto } = await challengeFor({ image });
      const refused = await checkIn({ images: times(2, image), reto });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual(refusal);
    }
    expect(punchCount()).toBe(before);
  });

  it('punches a real, moving face from a burst without asking anything', async () => {
    const before = punchCount();
    const punched = await checkIn({ images: turningRight.slice(0, 4) });
    expect(punched.status).toBe(201);
    expect(punched.body).toMatchObject({ employeeId: ids.get('lin'), tipo: 'entrada' });
    expect(punchCount()).toBe(before + 1);
    // Bursts of the kiosk's 720 px frames from all over the three seconds (4 frames 267 ms apart): every one punches, as
    // before issue 39 (bench/liveness-burst.ts: 100 of 100).
    for (const start of [10, 20, 30, 40, 50, 60]) {
      clock.set(new Date(clock.now().getTime() + 3_600_000).toISOString());
      const burst = [0, 8, 16, 24].map((d) => video[start + d] as string);
      const answer = await checkIn({ images: burst });
      expect(answer.status, `from frame ${start}: ${answer.text}`).toBe(201);
    }
    expect(punchCount()).toBe(before + 7);
  });

  it('asks a still photo of an enrolled employee to turn the head, then refuses it when it does not move', async () => {
    const before = punchCount();
    const still = face('people', 'obama', '2.jpg');
    const { reto } = await challengeFor({ images: times(4, still) });
    expect(punchCount()).toBe(before);
    const refused = await checkIn({ images: times(6, still), reto });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
    expect(lastAttempt()).toEqual({ resultado: 'spoof_suspected', empleado_id: null });
    expect(punchCount()).toBe(before);
    // A challenge is used once.
    const again = await checkIn({ images: times(6, still), reto });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'challenge_expired',
      error: 'Se acabó el tiempo para hacer el movimiento. Presiona el botón para checar de nuevo.',
    });
  });

  it('challenges the screen replay the passive model misses, sent alone or as a burst, and refuses it when it does not turn', async () => {
    const before = punchCount();
    const replay = spoof('vietmoney-1-spoof-screen.jpg');
    // Issue 26 item 6: one frame (p(real) 0.925) is not clearly live, so it must turn like a burst would (it punched before).
    for (const body of [{ image: replay }, { images: times(4, replay) }]) {
      const { reto } = await challengeFor(body);
      const refused = await checkIn({ images: times(6, replay), reto });
      expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
    }
    expect(punchCount()).toBe(before);
  });

  it('punches after the challenge when the head turns the way asked, and refuses the other way', async () => {
    const still = facingCamera;
    const asked = await challengeFor({ images: times(4, still) });
    const wrongWay = asked.accion === 'girar_izquierda' ? turningRight : turningLeft;
    const before = punchCount();
    const refused = await checkIn({ images: wrongWay, reto: asked.reto });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'spoof_suspected' });
    expect(punchCount()).toBe(before);

    const next = await challengeFor({ images: times(4, still) });
    const answer = next.accion === 'girar_izquierda' ? turningLeft : turningRight;
    const punched = await checkIn({ images: answer, reto: next.reto });
    expect(punched.status).toBe(201);
    expect(punched.body.employeeId).toBe(ids.get('lin'));
    expect(punchCount()).toBe(before + 1);
  });

  it('does not accept the answer from another kiosk, nor after 20 seconds', async () => {
    const still = face('people', 'obama', '2.jpg');
    const { reto } = await challengeFor({ images: times(4, still) });
    expect((await checkIn({ images: turningLeft, reto }, otherKiosk)).body).toMatchObject({ code: 'challenge_expired' });
    const late = await challengeFor({ images: times(4, still) });
    clock.set(new Date(clock.now().getTime() + 21_000).toISOString());
    const refused = await checkIn({ images: turningLeft, reto: late.reto });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('challenge_expired');
  });

  it('two answers to one challenge sent at once: one is judged, the other gets 409, and at most one punch is stored', async () => {
    const before = punchCount();
    const asked = await challengeFor({ images: times(4, facingCamera) });
    const answer = asked.accion === 'girar_izquierda' ? turningLeft : turningRight;
    const [a, b] = await Promise.all([checkIn({ images: answer, reto: asked.reto }), checkIn({ images: answer, reto: asked.reto })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(punchCount()).toBe(before + 1);
  });

  it('never challenges a stranger: a still photo of someone not enrolled is just not recognised', async () => {
    const stranger = face('people', 'biden', '1.jpg');
    const refused = await checkIn({ images: times(4, stranger) });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('not_recognised');
  });

  it('refuses a burst whose frames show two different people', async () => {
    const before = punchCount();
    const refused = await checkIn({ images: [face('people', 'obama', '2.jpg'), face('people', 'biden', '1.jpg'), face('people', 'obama', '2.jpg')] });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('multiple_faces');
    expect(punchCount()).toBe(before);
  });

  it('refuses a fixed head-shaking sequence whichever way the challenge asks, and stores no punch (issue 26 item 5)', async () => {
    const before = punchCount();
    // The direction is random: every challenge is answered, until each sequence has answered both directions.
    const answered = new Set<string>();
    for (let i = 0; i < 40 && answered.size < 4; i++) {
      const asked = await challengeFor({ images: times(2, facingCamera) });
      const [name, shaking] = i % 2 ? ['left then right', shakingLeftRight] : ['right then left', shakingRightLeft];
      const refused = await checkIn({ images: shaking, reto: asked.reto });
      expect(refused.status, `${name}, ${asked.accion}: ${refused.text}`).toBe(422);
      expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
      expect(lastAttempt()).toEqual({ resultado: 'spoof_suspected', empleado_id: null });
      answered.add(`${name} ${asked.accion}`);
    }
    expect(answered.size).toBe(4);
    expect(punchCount()).toBe(before);
  }, 120_000);

  it('refuses bursts of three different still photos of an enrolled employee, as sent and brought to one frame size (issue 26 item 5)', async () => {
    const files = ['2.jpg', '3.jpg', '4-720p.jpg'];
    const asSent = files.map((f) => face('people', 'obama', f));
    // What a fake webcam would send: every photo cropped to one 640x480 frame, the face kept in it.
    const oneSize = await Promise.all(
      files.map(async (f) =>
        toDataUrl(
          await sharp(readFace('people', 'obama', f))
            .rotate()
            .resize(640, 480, { fit: 'cover', position: 'entropy' })
            .jpeg()
            .toBuffer(),
        ),
      ),
    );
    const before = punchCount();
    for (const images of [asSent, oneSize]) {
      const refused = await checkIn({ images });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
      expect(lastAttempt()).toEqual({ resultado: 'spoof_suspected', empleado_id: null });
      clock.set(new Date(clock.now().getTime() + 3_600_000).toISOString());
    }
    expect(punchCount()).toBe(before);
  });

  it('never punches bursts of 2-3 different 150x150 crops of an enrolled employee, nor their answers to the challenge (issue 39)', async () => {
    // Before issue 39, 15 of these 60 punched: the face filled the crop, the surroundings were not compared, the burst passed.
    const before = punchCount();
    const combos: number[][] = [];
    for (let a = 1; a <= 5; a++)
      for (let b = a + 1; b <= 5; b++) for (const c of [undefined, ...[3, 4, 5].filter((c) => c > b)]) combos.push(c ? [a, b, c] : [a, b]);
    const answers: string[] = [];
    for (const person of ['amy', 'howard', 'leonard']) {
      for (const combo of combos) {
        const images = combo.map((n) => face('people', person, `${n}.png`));
        const sent = await checkIn({ images });
        answers.push(sent.body.code ?? String(sent.status));
        expect([422, 428], `${person} ${combo.join('+')}: ${sent.text}`).toContain(sent.status);
        if (sent.status !== 428) continue;
        const reply = await checkIn({ images: [...images].reverse(), reto: sent.body.details.reto });
        expect(reply.body, `${person} ${combo.join('+')} answering`).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
      }
    }
    expect(answers).toHaveLength(60);
    expect(punchCount()).toBe(before);
  }, 240_000);

  it('asks a face filling the kiosk frames to step back: nothing around it tells one camera from photos (issue 39)', async () => {
    // Obama's portrait cropped close at the kiosk's 720x540: the face is 0.7 of the frame's width, p(real) 0.99.
    const close = toDataUrl(
      await sharp(readFace('people', 'obama', '1.jpg'))
        .extract({ left: 309, top: 110, width: 367, height: 275 })
        .resize(720, 540)
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
    const before = punchCount();
    const refused = await checkIn({ images: times(4, close) });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toEqual(TOO_CLOSE);
    expect(lastAttempt()).toEqual({ resultado: 'face_too_small', empleado_id: null });
    // Nor does it answer a challenge.
    const asked = await challengeFor({ images: times(4, facingCamera) });
    expect((await checkIn({ images: times(6, close), reto: asked.reto })).body).toEqual(TOO_CLOSE);
    expect(punchCount()).toBe(before);
  });

  it("refuses a real turn answering a challenge when its frames are not the kiosk camera's size (issue 39)", async () => {
    const before = punchCount();
    for (const width of [640, 360]) {
      const asked = await challengeFor({ images: times(4, facingCamera) });
      const turn = asked.accion === 'girar_izquierda' ? turningLeft : turningRight;
      const resized = await Promise.all(turn.map(async (frame) => png(await sharp(dataUrlBytes(frame)).resize(width).png().toBuffer())));
      const refused = await checkIn({ images: resized, reto: asked.reto });
      expect(refused.body, `${width} px`).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
    }
    expect(punchCount()).toBe(before);
  });

  it("refuses a real turn answering a challenge when its frames do not share one camera's surroundings (issue 26 item 5)", async () => {
    const before = punchCount();
    const asked = await challengeFor({ images: times(4, facingCamera) });
    const turn = asked.accion === 'girar_izquierda' ? turningLeft : turningRight;
    // Every other frame lit 60 grey levels brighter all over: not what one camera sees 250 ms apart (JPEG: the body stays under 5 MB).
    const relit = await Promise.all(
      turn.map(async (frame, i) =>
        toDataUrl(
          await sharp(dataUrlBytes(frame))
            .linear(1, i % 2 ? 60 : 0)
            .jpeg({ quality: 90 })
            .toBuffer(),
        ),
      ),
    );
    const refused = await checkIn({ images: relit, reto: asked.reto });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ code: 'spoof_suspected', error: SPOOF_MESSAGE });
    expect(punchCount()).toBe(before);
  });

  it.each([
    [{}, 'image', 'Falta la foto: envía la imagen de la cámara en el campo image.'],
    [{ image: 'x', images: ['x', 'y'] }, 'images', 'Envía la foto en image o la ráfaga en images, no ambas.'],
    [{ images: ['x'] }, 'images', 'Envía de 2 a 5 fotos en images.'],
    [{ images: times(6, 'x') }, 'images', 'Envía de 2 a 5 fotos en images.'],
    [{ images: times(9, 'x'), reto: 'a'.repeat(32) }, 'images', 'Envía como máximo 8 fotos en images.'],
    [{ image: 'x', reto: 'a'.repeat(32) }, 'images', 'La respuesta a un reto lleva las fotos en images.'],
    [{ images: ['x', 'y'], reto: 'nope' }, 'reto', 'El reto no es válido. Presiona el botón de nuevo.'],
    [{ images: 'x' }, 'images', 'El campo images debe ser una lista de fotos.'],
  ])('refuses the malformed body %j with a Spanish 422 naming the field', async (body, field, error) => {
    const before = punchCount();
    const refused = await checkIn(body);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'validation_failed', field, error });
    expect(punchCount()).toBe(before);
  });
});

describe('RELOJ_LIVENESS warn and off keep the single-photo check-in of the product (issue 39)', () => {
  it.each(['warn', 'off'])('%s: one photo of an enrolled employee punches at once', async (mode) => {
    const other = await startTestServer({ env: { TZ: 'America/Mexico_City', RELOJ_LIVENESS: mode }, faceEngine: engine, clock });
    try {
      await other.request('POST', '/api/sucursales', { nombre: 'Centro' });
      await other.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
      const obama = await hire('Barack Obama', face('people', 'obama', '1.jpg'), other);
      await approve(kiosk, other);
      const punched = await other.anonymous('POST', '/api/attendance/check-in', { image: face('people', 'obama', '2.jpg') }, kiosk);
      expect(punched.status, punched.text).toBe(201);
      expect(punched.body).toMatchObject({ employeeId: obama, tipo: 'entrada' });
    } finally {
      await other.close(); // not its face service: the engine is shared with the block server, closed after all
    }
  });
});
