/**
 * POST /api/employees/:id/register-face with several photos (issue 14 item 3): a webcam burst (`fuente: 'camara'`)
 * or uploaded photos (`fuente: 'archivos'`). Real models, real photos from test-fixtures/faces, real HTTP and SQLite.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import { dotRow } from '../../face/gallery.js';
import type { FaceMatch } from '../../face/outcome.js';
import { AUTOMATIC_USER } from '../../services/auditoria/index.js';
import type { FaceService } from '../../services/faces/index.js';
import { facePath, modelsDir, readFace, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany, type Company } from '../../test-support/prenominaApi.js';
import { grantFaceConsent } from '../../test-support/consent.js';

let engine: FaceEngineLoad;
let server: TestServer;
let faces: FaceService;
let company: Company;
let clock: MovableClock;

const photo = (person: string, file: string) => toDataUrl(readFileSync(facePath('people', person, file)), file);
const photos = (person: string, ...files: string[]) => files.map((f) => photo(person, f));
const WHITE = toDataUrl(readFace('other', 'white.png'), 'white.png');
const register = async (employeeId: number, body: unknown) => {
  await grantFaceConsent(server, employeeId);
  return server.request('POST', `/api/employees/${employeeId}/register-face`, body);
};
const templates = (employeeId: number) =>
  server.db.prepare('SELECT id, origen, checada_id, created_at FROM rostros WHERE empleado_id = ? ORDER BY id').all(employeeId) as {
    id: number;
    origen: string;
    checada_id: number | null;
    created_at: string;
  }[];
const embeddingsOf = (employeeId: number) =>
  (server.db.prepare('SELECT embedding FROM rostros WHERE empleado_id = ? ORDER BY id').all(employeeId) as { embedding: Buffer }[]).map(
    (r) => new Float32Array(new Uint8Array(r.embedding).buffer),
  );
const lastAudit = () => {
  const row = server.db.prepare('SELECT accion, usuario, antes, despues FROM auditoria ORDER BY id DESC LIMIT 1').get() as {
    accion: string;
    usuario: string;
    antes: string | null;
    despues: string | null;
  };
  return { ...row, antes: row.antes && JSON.parse(row.antes), despues: row.despues && JSON.parse(row.despues) };
};
const employee = (nombre: string) => hire(server, company, { nombre });

beforeAll(async () => {
  engine = await loadFaceEngine(modelsDir);
  if (engine.status !== 'ok') throw new Error(engine.reason);
  clock = movableClock('2026-03-02T15:00:00.000Z');
  // Liveness off: the tight 150x150 crops have no context around the face (see FACE_DEFAULTS.liveness).
  server = await startTestServer({ faceEngine: engine, clock, env: { RELOJ_LIVENESS: 'off' } });
  faces = server.services.faces;
  company = await setUpCompany(server);
});

afterAll(async () => {
  await server?.close();
  if (engine?.status === 'ok') await engine.engine.close();
});

describe("fuente 'archivos': photos an administrator uploads", () => {
  it('stores one template per photo of one person (201 with faceIds and plantillas), audited, and recognises the person', async () => {
    const amy = await employee('AMY');
    const res = await register(amy, { images: photos('amy', '1.png', '2.png', '3.png', '4.png'), fuente: 'archivos' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ faceId: res.body.faceIds[0], quality: expect.any(Number), faceIds: expect.any(Array), plantillas: 4 });
    expect(res.body.faceIds).toHaveLength(4);
    expect(templates(amy).map((t) => [t.id, t.origen, t.checada_id])).toEqual(res.body.faceIds.map((id: number) => [id, 'registro', null]));
    expect(lastAudit()).toEqual({
      accion: 'rostros.registrar',
      usuario: 'admin',
      antes: null,
      despues: { employeeId: amy, fuente: 'archivos', faceId: res.body.faceId, quality: res.body.quality, faceIds: res.body.faceIds, plantillas: 4 },
    });
    expect(await faces.identify(photo('amy', '5.png'))).toMatchObject({ kind: 'match', employeeId: amy });
  });

  it('photos of two people: 422 naming the photo apart from the rest, nothing stored', async () => {
    const penny = await employee('PENNY');
    const gallery = faces.gallerySize();
    const mixed = await register(penny, { images: [...photos('penny', '1.png', '2.png'), photo('sheldon', '1.png')], fuente: 'archivos' });
    expect(mixed.status).toBe(422);
    expect(mixed.body).toEqual({
      error: 'La foto 3 no parece ser de la misma persona que las demás. Sube solo fotos del mismo empleado.',
      code: 'different_people',
      field: 'images.2',
      details: { foto: 3 },
    });
    // The odd one out is the photo apart from the larger group, wherever it is.
    const first = await register(penny, { images: [photo('sheldon', '1.png'), ...photos('penny', '1.png', '2.png')], fuente: 'archivos' });
    expect(first.body).toMatchObject({ code: 'different_people', error: expect.stringMatching(/^La foto 1 no parece/), details: { foto: 1 } });
    expect(templates(penny)).toEqual([]);
    expect(faces.gallerySize()).toBe(gallery);
  });

  it('an unusable or undecodable photo: refused with its own answer, naming it; nothing stored', async () => {
    const raj = await employee('RAJ');
    const blank = await register(raj, { images: [photo('raj', '1.png'), WHITE], fuente: 'archivos' });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ error: 'La foto 2: no se detectó ningún rostro en la foto.', code: 'no_face', field: 'images.1', details: { foto: 2 } });
    const broken = await register(raj, { images: [photo('raj', '1.png'), photo('raj', '2.png'), 'hola'], fuente: 'archivos' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({
      code: 'invalid_data_url',
      field: 'images.2',
      error: expect.stringMatching(/^La foto 3: la imagen no es un data URL válido/),
    });
    // One photo alone is answered as `{image}` is.
    const alone = await register(raj, { images: [WHITE], fuente: 'archivos' });
    expect(alone.body).toEqual({ error: 'No se detectó ningún rostro en la foto.', code: 'no_face' });
    expect(templates(raj)).toEqual([]);
  });

  it("a face that is another employee's: 409 naming the photo and that employee, nothing stored", async () => {
    const amy = (server.db.prepare("SELECT id FROM empleados WHERE nombre = 'AMY'").get() as { id: number }).id;
    const twin = await employee('OTRA AMY');
    const res = await register(twin, { images: photos('amy', '5.png', '3.png'), fuente: 'archivos' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: `La foto 1: este rostro ya está registrado para el empleado ID: ${amy}.`,
      code: 'face_already_registered',
      field: 'images.0',
      details: { employeeId: amy, foto: 1 },
    });
    expect(templates(twin)).toEqual([]);
  });

  it('several large photos fit in one request (more than the 5 MB a single photo may have)', async () => {
    const alex = await employee('ALEX');
    const big = toDataUrl(
      await sharp(readFace('people', 'alex_lacamoire', '2.jpg'))
        .png()
        .toBuffer(),
      'x.png',
    ); // 1548x1024
    const body = { images: [big, big], fuente: 'archivos' };
    expect(JSON.stringify(body).length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await register(alex, body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.plantillas).toBe(2);
  });
});

describe("fuente 'camara': the frames of a webcam burst", () => {
  it('keeps the best three frames that are not the same picture', async () => {
    const sheldon = await employee('SHELDON');
    const res = await register(sheldon, { images: photos('sheldon', '1.png', '2.png', '3.png', '4.png'), fuente: 'camara' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ plantillas: 3, faceIds: expect.any(Array) });
    expect(templates(sheldon).map((t) => t.id)).toEqual([...res.body.faceIds].sort((a: number, b: number) => a - b));
    const kept = embeddingsOf(sheldon);
    for (let i = 0; i < kept.length; i++) for (let j = i + 1; j < kept.length; j++) expect(dotRow(kept[i]!, 0, kept[j]!, 512)).toBeLessThan(0.95);
    expect(lastAudit().despues).toMatchObject({ employeeId: sheldon, fuente: 'camara', plantillas: 3 });
  });

  it('one frame sent four times is one picture: one template', async () => {
    const howard = await employee('HOWARD');
    const frame = photo('howard', '1.png');
    const res = await register(howard, { images: [frame, frame, frame, frame], fuente: 'camara' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ plantillas: 1, faceIds: [res.body.faceId] });
  });

  it('frames without a face are skipped; a burst with no usable frame is refused as one photo is', async () => {
    const bernadette = await employee('BERNADETTE');
    const none = await register(bernadette, { images: [WHITE, WHITE, WHITE], fuente: 'camara' });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ error: 'No se detectó ningún rostro en la foto.', code: 'no_face' });
    expect(templates(bernadette)).toEqual([]);
    const some = await register(bernadette, { images: [WHITE, photo('bernadette', '1.png'), WHITE, photo('bernadette', '2.png')], fuente: 'camara' });
    expect(some.status, some.text).toBe(201);
    expect(some.body.plantillas).toBe(2);
  });

  it('a burst showing two people is refused, nothing stored', async () => {
    const leonard = await employee('LEONARD');
    const res = await register(leonard, { images: [...photos('leonard', '1.png', '2.png'), photo('penny', '3.png')], fuente: 'camara' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'Las fotos de la cámara muestran a más de una persona. Tómalas con solo el empleado frente a la cámara.',
      code: 'different_people',
      field: 'images',
    });
    expect(templates(leonard)).toEqual([]);
  });

  it('reemplazar: the burst replaces every earlier template', async () => {
    const howard = (server.db.prepare("SELECT id FROM empleados WHERE nombre = 'HOWARD'").get() as { id: number }).id;
    const before = templates(howard).map((t) => t.id);
    const res = await register(howard, { images: photos('howard', '2.png', '3.png', '4.png'), fuente: 'camara', reemplazar: true });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ replaced: before.length, plantillas: res.body.faceIds.length });
    expect(templates(howard).map((t) => t.id)).toEqual([...res.body.faceIds].sort((a: number, b: number) => a - b));
    expect(lastAudit()).toMatchObject({ accion: 'rostros.reemplazar', despues: { fuente: 'camara', replaced: before.length } });
  });
});

describe('the templates of one employee', () => {
  it('at most five: enrolling a sixth retires the oldest (kiosk ones would go first), audited', async () => {
    const stuart = await employee('STUART');
    // Minutes apart: the administrator's session stays open.
    clock.set('2026-03-02T15:01:00.000Z');
    const first = await register(stuart, { images: photos('stuart', '1.png', '2.png', '3.png'), fuente: 'archivos' });
    clock.set('2026-03-02T15:02:00.000Z');
    const second = await register(stuart, { images: photos('stuart', '4.png'), fuente: 'archivos' });
    const third = await register(stuart, { image: photo('stuart', '5.png') });
    expect(third.body.plantillas).toBe(5);
    clock.set('2026-03-02T15:03:00.000Z');
    const sixth = await register(stuart, { images: photos('stuart', '2.png'), fuente: 'archivos' });
    expect(sixth.status, sixth.text).toBe(201);
    expect(sixth.body).toEqual({ faceId: expect.any(Number), quality: expect.any(Number), faceIds: [sixth.body.faceId], plantillas: 5 });
    const oldest = first.body.faceIds[0];
    expect(templates(stuart).map((t) => t.id)).toEqual([...first.body.faceIds.slice(1), second.body.faceId, third.body.faceId, sixth.body.faceId]);
    expect(lastAudit().despues).toMatchObject({ plantillas: 5, retirados: [oldest] });
    expect(lastAudit().usuario).not.toBe(AUTOMATIC_USER);
  });

  it("matching takes each employee's best template: a probe only the second template resembles is recognised", async () => {
    const leonard = (server.db.prepare("SELECT id FROM empleados WHERE nombre = 'LEONARD'").get() as { id: number }).id;
    const probe = photo('leonard', '5.png'); // 0.37 to photo 2 (under the threshold), 0.64 to photo 4
    expect((await register(leonard, { image: photo('leonard', '2.png') })).status).toBe(201);
    expect(await faces.identify(probe)).toMatchObject({ kind: 'no_match', outcome: { reason: 'unknown_face' } });
    expect((await register(leonard, { images: [photo('leonard', '4.png')], fuente: 'archivos' })).body.plantillas).toBe(2);
    const seen = await faces.identify(probe);
    expect(seen).toMatchObject({ kind: 'match', employeeId: leonard });
    const [second] = embeddingsOf(leonard).slice(1);
    expect((seen as FaceMatch).score).toBeCloseTo(dotRow(second!, 0, (seen as FaceMatch).embedding, 512), 3);
  });
});

describe('validation: a clear Spanish answer naming the field, nothing stored', () => {
  const six = Array.from({ length: 6 }, () => 'data:image/png;base64,AAAA');
  it.each([
    [{ images: ['data:image/png;base64,AAAA'], fuente: 'camara' }, 'images', 'Envía de 2 a 5 fotos de la cámara en "images".'],
    [{ images: six, fuente: 'camara' }, 'images', 'Envía de 2 a 5 fotos de la cámara en "images".'],
    [{ images: six, fuente: 'archivos' }, 'images', 'Envía de 1 a 5 fotos en "images".'],
    [{ images: [], fuente: 'archivos' }, 'images', 'Envía de 1 a 5 fotos en "images".'],
    [{ images: ['data:image/png;base64,AAAA'] }, 'fuente', 'Indica de dónde vienen las fotos: "fuente" debe ser "camara" o "archivos".'],
    [
      { images: ['data:image/png;base64,AAAA'], fuente: 'galeria' },
      'fuente',
      'El campo "fuente" debe ser "camara" (ráfaga de la cámara) o "archivos" (fotos subidas).',
    ],
    [{ images: 'data:image/png;base64,AAAA', fuente: 'archivos' }, 'images', 'El campo "images" debe ser una lista de fotos.'],
    [{ images: [42], fuente: 'archivos' }, 'images.0', 'Cada foto de "images" debe ser un data URL (JPEG, PNG o WebP).'],
    [
      { image: 'data:image/png;base64,AAAA', images: ['data:image/png;base64,AAAA'], fuente: 'archivos' },
      'images',
      'Envía una foto en "image" o varias en "images", no ambas.',
    ],
    [{ image: 'data:image/png;base64,AAAA', fuente: 'camara' }, 'images', 'Con "fuente" envía las fotos en "images".'],
  ])('%j: 422 on %s', async (body, field, error) => {
    const id = await employee('VALIDACIÓN');
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get() as { n: number }).n;
    const res = await register(id, body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error, code: 'validation_failed', field });
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get() as { n: number }).n).toBe(before);
  });
});
