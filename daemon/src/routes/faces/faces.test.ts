import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.js';
import { createRepositories } from '../../db/repositories/index.js';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import { systemClock } from '../../lib/clock.js';
import type { FaceMatch } from '../../face/outcome.js';
import { createFaceService, type FaceService } from '../../services/faces/index.js';
import { modelsDir, peoplePhotos, readFace, toDataUrl, type Photo } from '../../test-support/faces.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';
import { grantFaceConsent } from '../../test-support/consent.js';

/** Real models, real photos from test-fixtures/faces, real HTTP. Models load once for the whole file. */
let engine: FaceEngineLoad;
let server: TestServer;
let faces: FaceService;

const NOW = '2026-03-10T12:00:00.000Z';
let sucursalId = 0;
let puestoId = 0;

function insertEmployee(db: Db, nombre: string, activo = 1): number {
  return Number(
    db
      .prepare(
        `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, activo, created_at, updated_at)
         VALUES (?, ?, ?, 30000, '2026-01-01', '09:00', '18:00', ?, ?, ?)`,
      )
      .run(nombre, sucursalId, puestoId, activo, NOW, NOW).lastInsertRowid,
  );
}

const faceRows = (employeeId?: number) =>
  employeeId === undefined
    ? (server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get() as { n: number }).n
    : (server.db.prepare('SELECT COUNT(*) AS n FROM rostros WHERE empleado_id = ?').get(employeeId) as { n: number }).n;

/** A valid black 1-bit greyscale PNG of any size, written directly (sharp would take seconds to encode 400 MP). */
function blankPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const raw = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // each row: filter byte 0 + zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photoUrl = (p: Photo) => toDataUrl(readFileSync(p.path), p.file);
const register = async (employeeId: number | string, body: unknown) => {
  await grantFaceConsent(server, employeeId);
  return server.request('POST', `/api/employees/${employeeId}/register-face`, body);
};

beforeAll(async () => {
  engine = await loadFaceEngine(modelsDir);
  if (engine.status !== 'ok') throw new Error(engine.reason);
  // Recognition figures on tight 150x150 crops, which the liveness model was never meant to judge: liveness is tested in liveness.test.ts.
  server = await startTestServer({ faceEngine: engine, env: { RELOJ_LIVENESS: 'warn' } });
  faces = server.services.faces;
  sucursalId = Number(server.db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('Centro', ?, ?)").run(NOW, NOW).lastInsertRowid);
  puestoId = Number(
    server.db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('Cajero', 30000, ?, ?)").run(NOW, NOW)
      .lastInsertRowid,
  );
});

afterAll(async () => {
  await server?.close();
  if (engine?.status === 'ok') await engine.engine.close();
});

describe('enrol photo 1 of each person, identify every other photo', () => {
  const HELD_OUT = ['rose_leslie', 'stuart']; // never enrolled: must never be recognised as anyone
  const people = peoplePhotos();
  const ids = new Map<string, number>();

  beforeAll(async () => {
    for (const [person, photos] of people) {
      if (HELD_OUT.includes(person)) continue;
      const id = insertEmployee(server.db, person);
      ids.set(person, id);
      const res = await register(id, { image: photoUrl(photos[0]!) });
      expect(res.status, `${person}: ${res.text}`).toBe(201);
      expect(res.body).toEqual({ faceId: expect.any(Number), quality: expect.any(Number), faceIds: [res.body.faceId], plantillas: 1 });
      expect(res.body.quality).toBeGreaterThan(0);
      expect(res.body.quality).toBeLessThanOrEqual(1);
    }
  });

  it('stores one row per enrolment: 512 float32, the model id and the aligned crop as JPEG', () => {
    expect(faceRows()).toBe(ids.size);
    const row = server.db.prepare('SELECT * FROM rostros ORDER BY id LIMIT 1').get() as Record<string, unknown>;
    expect((row.embedding as Buffer).length).toBe(2048);
    expect(row.model_id).toBe(engine.status === 'ok' && engine.engine.modelId);
    expect((row.crop_jpeg as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(faces.gallerySize()).toBe(ids.size);
  });

  it('recognises every other photo of every enrolled person as that person', async () => {
    const results: string[] = [];
    for (const [person, photos] of people) {
      if (HELD_OUT.includes(person)) continue;
      for (const p of photos.slice(1)) {
        const r = await faces.identify(photoUrl(p));
        const ok = r.kind === 'match' && r.employeeId === ids.get(person);
        if (!ok) results.push(`${person}/${p.file}: ${JSON.stringify({ ...r, crop: undefined })}`);
        if (r.kind === 'match') {
          expect(r.crop.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
          expect(r.liveness).toBeGreaterThanOrEqual(0);
        }
      }
    }
    expect(results).toEqual([]);
  });

  it('does not recognise a person who is not enrolled', async () => {
    for (const person of HELD_OUT) {
      for (const p of people.get(person)!) {
        const r = await faces.identify(photoUrl(p));
        expect(r, `${person}/${p.file}`).toMatchObject({ kind: 'no_match', outcome: { reason: 'unknown_face' } });
      }
    }
  });

  it('says "no face" for a blank image, at the kiosk and at enrolment (422, nothing stored)', async () => {
    const white = toDataUrl(readFace('other', 'white.png'), 'white.png');
    expect(await faces.identify(white)).toEqual({ kind: 'no_match', outcome: { reason: 'no_face' } });
    const before = faceRows();
    const res = await register(ids.get('obama')!, { image: white });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'No se detectó ningún rostro en la foto.', code: 'no_face' });
    expect(faceRows()).toBe(before);
  });

  it('refuses a group photo at enrolment: more than one face (422, nothing stored)', async () => {
    const before = faceRows();
    for (const group of ['two_people.jpg', 'obama_and_biden.jpg', 'bbt3.jpg']) {
      const res = await register(ids.get('obama')!, { image: toDataUrl(readFace('groups', group), group) });
      expect(res.status, group).toBe(422);
      expect(res.body.code).toBe('multiple_faces');
      expect(res.body.error).toBe('Se detectó más de un rostro en la foto. Debe aparecer solo una persona.');
      expect(res.body.details.faces).toBeGreaterThan(1);
    }
    expect(faceRows()).toBe(before);
  });

  it('matches a JPEG with an EXIF rotation to its upright original', async () => {
    const upright = readFace('people', 'obama', '1.jpg'); // the enrolled photo
    // Pixels stored turned 90 degrees counter-clockwise, with orientation 6 ("turn clockwise to view").
    const sideways = await sharp(upright).rotate(270).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const r = await faces.identify(toDataUrl(sideways));
    expect(r).toMatchObject({ kind: 'match', employeeId: ids.get('obama') });
    expect((r as FaceMatch).score).toBeGreaterThan(0.9);
    // The same pixels without the EXIF tag are a sideways face: not Obama.
    const stripped = await sharp(upright).rotate(270).jpeg({ quality: 92 }).toBuffer();
    expect(await faces.identify(toDataUrl(stripped))).not.toMatchObject({ kind: 'match', employeeId: ids.get('obama') });
  });

  it('refuses a face already registered to a DIFFERENT employee (409 naming that id); the same employee may add more', async () => {
    const obama = ids.get('obama')!;
    const biden = ids.get('biden')!;
    const obamaPhoto2 = photoUrl(people.get('obama')![1]!);
    const before = faceRows();
    const res = await register(biden, { image: obamaPhoto2 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: `Este rostro ya está registrado para el empleado ID: ${obama}.`,
      code: 'face_already_registered',
      details: { employeeId: obama },
    });
    expect(faceRows()).toBe(before);

    // A new employee with Obama's face is refused too: one person cannot be enrolled twice under two names.
    const twin = insertEmployee(server.db, 'Otro nombre');
    expect((await register(twin, { image: obamaPhoto2 })).status).toBe(409);

    const again = await register(obama, { image: obamaPhoto2 });
    expect(again.status).toBe(201);
    expect(faceRows(obama)).toBe(2);
  });

  it("replaces an employee's faces with {reemplazar: true} only once the new photo is accepted", async () => {
    const obama = ids.get('obama')!;
    const photos = people.get('obama')!;
    expect(faceRows(obama)).toBe(2);
    const refused = await register(obama, { image: toDataUrl(readFace('other', 'white.png'), 'white.png'), reemplazar: true });
    expect(refused.status).toBe(422);
    expect(faceRows(obama)).toBe(2); // a refused photo removes nothing
    expect((await register(obama, { image: photoUrl(photos[0]!), reemplazar: 'sí' })).status).toBe(422);

    const replaced = await register(obama, { image: photoUrl(photos[2]!), reemplazar: true });
    expect(replaced.status).toBe(201);
    expect(replaced.body).toMatchObject({ faceId: expect.any(Number), replaced: 2 });
    expect(server.db.prepare('SELECT id FROM rostros WHERE empleado_id = ?').all(obama)).toEqual([{ id: replaced.body.faceId }]);
    const seen = await faces.identify(photoUrl(photos[3]!));
    expect(seen).toMatchObject({ kind: 'match', employeeId: obama });
  });

  it('also refuses the face of a deactivated employee (out of the gallery, still in SQLite)', async () => {
    const leonard = ids.get('leonard')!;
    server.db.prepare('UPDATE empleados SET activo = 0 WHERE id = ?').run(leonard);
    faces.reload();
    try {
      const newcomer = insertEmployee(server.db, 'Nuevo');
      const res = await register(newcomer, { image: photoUrl(people.get('leonard')![1]!) });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error: `Este rostro ya está registrado para el empleado ID: ${leonard} (dado de baja).`,
        details: { employeeId: leonard },
      });
      expect(faceRows(newcomer)).toBe(0);
    } finally {
      server.db.prepare('UPDATE empleados SET activo = 1 WHERE id = ?').run(leonard);
      faces.reload();
    }
  });

  it('removeEmployee takes the employee out of the gallery only; reload brings back active employees', async () => {
    const howard = ids.get('howard')!;
    const probe = photoUrl(people.get('howard')![2]!);
    expect(await faces.identify(probe)).toMatchObject({ kind: 'match', employeeId: howard });
    faces.removeEmployee(howard);
    expect(await faces.identify(probe)).toMatchObject({ kind: 'no_match', outcome: { reason: 'unknown_face' } });
    expect(faceRows(howard)).toBe(1); // the stored face stays for the records
    faces.reload();
    expect(await faces.identify(probe)).toMatchObject({ kind: 'match', employeeId: howard });
    server.db.prepare('UPDATE empleados SET activo = 0 WHERE id = ?').run(howard);
    faces.reload();
    expect(await faces.identify(probe)).toMatchObject({ kind: 'no_match', outcome: { reason: 'unknown_face' } });
    server.db.prepare('UPDATE empleados SET activo = 1 WHERE id = ?').run(howard);
    faces.reload();
  });

  it('always reports liveness; with RELOJ_LIVENESS=block a low score is a spoof and one photo never enough, with warn it is only flagged', async () => {
    const tightCrop = photoUrl(people.get('stuart')![4]!); // a real face, but p(real) 0.04 without context
    const warn = await faces.identify(tightCrop);
    expect(warn).toMatchObject({ kind: 'no_match', outcome: { reason: 'unknown_face' } });
    expect((warn as { outcome: { liveness: number } }).outcome.liveness).toBeLessThan(0.5);

    const blocking = createFaceService({ ...createRepositories(server.db), engine, clock: systemClock, liveness: 'block' });
    const spoof = await blocking.identify(tightCrop);
    expect(spoof).toEqual({ kind: 'no_match', outcome: { reason: 'spoof', liveness: expect.any(Number) } });
    // Issue 39: one clearly live photo (p(real) 0.997) is asked for a challenge on a kiosk, refused without one.
    const real = photoUrl(people.get('obama')![1]!);
    expect(await faces.identify(real)).toMatchObject({ kind: 'match', employeeId: ids.get('obama'), livenessOk: false });
    expect(await blocking.identify(real, 1)).toMatchObject({ kind: 'challenge', accion: expect.stringMatching(/^girar_/) });
    expect(await blocking.identify(real)).toEqual({ kind: 'no_match', outcome: { reason: 'spoof', liveness: expect.any(Number) } });
  });
});

describe('POST /api/employees/:id/register-face refusals', () => {
  let employee = 0;
  beforeAll(() => {
    employee = insertEmployee(server.db, 'Refusals');
  });

  const expectRefused = async (body: unknown, status: number, code: string, message?: RegExp) => {
    const before = faceRows();
    const res = await register(employee, body);
    expect(res.status, res.text).toBe(status);
    expect(res.body.code).toBe(code);
    expect(res.body.error).toEqual(expect.any(String));
    if (message) expect(res.body.error).toMatch(message);
    expect(faceRows()).toBe(before);
    expect(faceRows(employee)).toBe(0);
  };

  it('unknown employee: 404', async () => {
    for (const id of [999999, 'abc', 0, -1]) {
      const res = await register(id, { image: 'data:image/png;base64,AAAA' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'El empleado no existe.', code: 'employee_not_found' });
    }
  });

  it('missing or non-string image: 422 in Spanish', async () => {
    for (const body of [{}, { image: 42 }, { image: '' }, { foto: 'x' }]) {
      await expectRefused(body, 422, 'validation_failed', /La foto es obligatoria/);
    }
  });

  it('not a data URL / not base64: 400', async () => {
    await expectRefused({ image: 'hola' }, 400, 'invalid_data_url', /data URL válido/);
    await expectRefused({ image: 'data:image/jpeg;base64,@@@###!!' }, 400, 'invalid_data_url');
    await expectRefused({ image: 'data:text/html;base64,PGgxPg==' }, 400, 'invalid_data_url');
  });

  it('not an image, or a truncated one: 422', async () => {
    await expectRefused({ image: toDataUrl(Buffer.from('esto no es una imagen, es texto')) }, 422, 'invalid_image', /no es una imagen válida/);
    const jpeg = readFace('people', 'obama', '4-720p.jpg');
    await expectRefused({ image: toDataUrl(jpeg.subarray(0, Math.floor(jpeg.length / 2))) }, 422, 'invalid_image');
    const png = readFace('people', 'amy', '1.png');
    await expectRefused({ image: toDataUrl(png.subarray(0, Math.floor(png.length / 2)), 'x.png') }, 422, 'invalid_image');
  });

  it('a 30 MB body: 413 before it is read', async () => {
    const huge = 'data:image/jpeg;base64,' + 'A'.repeat(30 * 1024 * 1024);
    await expectRefused({ image: huge }, 413, 'payload_too_large');
  });

  it('a 20000x20000 PNG (a decompression bomb of a few KB): 413, never decoded', async () => {
    const bomb = blankPng(20000, 20000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024 * 0.75); // fits the 5 MB body limit once in base64
    await expectRefused({ image: toDataUrl(bomb, 'bomb.png') }, 413, 'image_too_large', /demasiados píxeles/);
  });

  it('a face too small or too blurred: 422 saying why', async () => {
    const small = await sharp(readFace('people', 'obama', '1.jpg'))
      .resize({ width: 200 })
      .jpeg()
      .toBuffer();
    await expectRefused({ image: toDataUrl(small) }, 422, 'face_too_small', /demasiado pequeño/);
    const blurred = await sharp(readFace('people', 'obama', '4-720p.jpg'))
      .blur(4)
      .jpeg()
      .toBuffer();
    await expectRefused({ image: toDataUrl(blurred) }, 422, 'face_blurred', /borrosa/);
  });

  it('a valid photo is accepted with 201', async () => {
    const res = await register(employee, { image: toDataUrl(readFace('people', 'rose_leslie', '1.jpg')) }); // held out above
    expect(res.status, res.text).toBe(201);
    expect(faceRows(employee)).toBe(1);
  });
});

describe('when the face engine failed to load', () => {
  let broken: TestServer;
  beforeAll(async () => {
    const engineLoad: FaceEngineLoad = { status: 'error', reason: 'Faltan modelos en /x: fr_detect.onnx.' };
    broken = await startTestServer({ faceEngine: engineLoad });
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('health reports the engine error and face routes answer 503 in Spanish', async () => {
    const health = await broken.anonymous('GET', '/api/health');
    expect(health.body).toMatchObject({ faceEngine: 'error', faceEngineError: 'Faltan modelos en /x: fr_detect.onnx.' });
    const ok = await server.anonymous('GET', '/api/health');
    expect(ok.body).toMatchObject({ faceEngine: 'ok' });

    const sucursal = broken.db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('S', ?, ?)").run(NOW, NOW).lastInsertRowid;
    const puesto = broken.db
      .prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('P', 1, ?, ?)")
      .run(NOW, NOW).lastInsertRowid;
    const id = broken.db
      .prepare(
        `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
         VALUES ('X', ?, ?, 1, '2026-01-01', '09:00', '18:00', ?, ?)`,
      )
      .run(sucursal, puesto, NOW, NOW).lastInsertRowid;
    await grantFaceConsent(broken, Number(id));
    const res = await broken.request('POST', `/api/employees/${id}/register-face`, { image: toDataUrl(readFace('people', 'obama', '1.jpg')) });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'El reconocimiento facial no está disponible: Faltan modelos en /x: fr_detect.onnx.',
      code: 'face_engine_unavailable',
    });
  });
});
