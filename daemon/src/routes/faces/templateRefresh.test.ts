/**
 * Kiosk punches refreshing an employee's templates, and kiosk templates retired after a near-collision (issue 14
 * item 3). Real models, real photos from test-fixtures/faces, real HTTP and SQLite; a clock the test moves.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import type { Identification } from '../../face/outcome.js';
import { AUTOMATIC_USER } from '../../services/auditoria/index.js';
import { facePath, modelsDir, toDataUrl } from '../../test-support/faces.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { grantFaceConsent } from '../../test-support/consent.js';

const startServer = trackedTestServers(afterEach);
let engine: FaceEngineLoad;

beforeAll(async () => {
  engine = await loadFaceEngine(modelsDir);
  if (engine.status !== 'ok') throw new Error(engine.reason);
});
afterAll(async () => {
  if (engine?.status === 'ok') await engine.engine.close();
});

const fingerprint = 'kiosko-de-la-entrada-01';
const ENROLLED = '2026-01-05T15:00:00.000Z';
/** 30 days after enrolment, 09:00 in Mexico City; `day(n, hour)` is n days later at that UTC hour. */
const day = (n: number, hourUtc = 15) => new Date(Date.UTC(2026, 1, 4 + n, hourUtc)).toISOString();

const photo = (person: string, file: string) => toDataUrl(readFileSync(facePath('people', person, file)), file);
/** The same 150x150 photo with a dark band over the forehead: the employee now wears a cap. */
async function withCap(person: string, file: string): Promise<string> {
  const band = await sharp({ create: { width: 150, height: 28, channels: 3, background: '#202020' } })
    .png()
    .toBuffer();
  return toDataUrl(
    await sharp(readFileSync(facePath('people', person, file)))
      .composite([{ input: band, left: 0, top: 0 }])
      .png()
      .toBuffer(),
    'x.png',
  );
}

type Kiosk = { server: TestServer; clock: MovableClock; enrol: (nombre: string, person: string, ...files: string[]) => Promise<number> };

/** A company, an approved kiosk, liveness off (the tight crops have no context around the face); the clock at enrolment. */
async function kiosk(): Promise<Kiosk> {
  const clock = movableClock(ENROLLED);
  const server = await startServer({ faceEngine: engine, clock, env: { RELOJ_LIVENESS: 'off' } });
  const company = await setUpCompany(server);
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  const enrol = async (nombre: string, person: string, ...files: string[]) => {
    const id = await hire(server, company, { nombre });
    await grantFaceConsent(server, id);
    const res = await server.request('POST', `/api/employees/${id}/register-face`, { images: files.map((f) => photo(person, f)), fuente: 'archivos' });
    expect(res.status, res.text).toBe(201);
    return id;
  };
  return { server, clock, enrol };
}

async function punch(k: Kiosk, at: string, image: string): Promise<{ employeeId: number; checadaId: number }> {
  k.clock.set(at);
  const res = await k.server.anonymous('POST', '/api/attendance/check-in', { image }, { 'X-Device-Fingerprint': fingerprint });
  expect(res.status, res.text).toBe(201);
  const { id } = k.server.db.prepare('SELECT id FROM checadas ORDER BY id DESC LIMIT 1').get() as { id: number };
  return { employeeId: res.body.employeeId, checadaId: id };
}

type Row = { id: number; origen: string; checada_id: number | null; created_at: string };
const templates = (k: Kiosk, employeeId: number) =>
  k.server.db.prepare('SELECT id, origen, checada_id, created_at FROM rostros WHERE empleado_id = ? ORDER BY id').all(employeeId) as Row[];
const kioskTemplates = (k: Kiosk, employeeId: number) => templates(k, employeeId).filter((t) => t.origen === 'kiosco');
const audits = (k: Kiosk, accion: string) =>
  (
    k.server.db.prepare('SELECT usuario, ip, antes, despues, created_at FROM auditoria WHERE accion = ? ORDER BY id').all(accion) as Record<
      string,
      string | null
    >[]
  ).map((r) => ({ ...r, antes: r.antes && JSON.parse(r.antes), despues: r.despues && JSON.parse(r.despues) }));

/** The kiosk's identification, altered as a fallback (a challenge) or a doubtful liveness would leave it. */
function alterMatches(k: Kiosk, change: { challenged?: boolean; livenessOk?: boolean }): () => void {
  const faces = k.server.services.faces;
  const real = faces.identify;
  faces.identify = async (image): Promise<Identification> => {
    const seen = await real(image);
    return seen.kind === 'match' ? { ...seen, ...change } : seen;
  };
  return () => void (faces.identify = real);
}

describe('refreshing templates from kiosk punches', () => {
  it('a week of confident punches adds one kiosk template; a week after it, the next punch adds another', async () => {
    const k = await kiosk();
    const amy = await k.enrol('AMY', 'amy', '1.png');
    await k.enrol('PENNY', 'penny', '4.png');
    await k.enrol('SHELDON', 'sheldon', '1.png');

    const probes = ['2.png', '3.png', '5.png', '4.png'];
    const punches = [];
    for (let d = 0; d < 7; d++) {
      for (const hour of [15, 23]) {
        const seen = await punch(k, day(d, hour), photo('amy', probes[punches.length % probes.length]!));
        expect(seen.employeeId).toBe(amy);
        punches.push(seen);
      }
    }
    expect(punches).toHaveLength(14);
    const first = punches[0]!;
    expect(kioskTemplates(k, amy)).toEqual([{ id: expect.any(Number), origen: 'kiosco', checada_id: first.checadaId, created_at: day(0) }]);
    expect(templates(k, amy)).toHaveLength(2);
    const [added] = audits(k, 'rostros.agregar_kiosco');
    expect(audits(k, 'rostros.agregar_kiosco')).toHaveLength(1);
    expect(added).toEqual({
      usuario: AUTOMATIC_USER,
      ip: null,
      antes: null,
      despues: {
        employeeId: amy,
        faceId: kioskTemplates(k, amy)[0]!.id,
        origen: 'kiosco',
        checadaId: first.checadaId,
        score: expect.any(Number),
        margin: expect.any(Number),
      },
      created_at: day(0),
    });
    expect(added!.despues.score).toBeGreaterThanOrEqual(0.6);
    expect(added!.despues.margin).toBeGreaterThanOrEqual(0.3);

    const weekLater = await punch(k, day(7), photo('amy', '3.png'));
    expect(kioskTemplates(k, amy).map((t) => t.checada_id)).toEqual([first.checadaId, weekLater.checadaId]);
    expect(k.server.services.faces.gallerySize()).toBe(5);
  });

  it('a punch that needed a challenge, or whose liveness was not confirmed, adds none; nor does a match under the bar', async () => {
    const k = await kiosk();
    const amy = await k.enrol('AMY', 'amy', '1.png');
    const penny = await k.enrol('PENNY', 'penny', '1.png');

    let restore = alterMatches(k, { challenged: true });
    expect((await punch(k, day(0, 15), photo('amy', '2.png'))).employeeId).toBe(amy);
    restore();
    restore = alterMatches(k, { livenessOk: false });
    expect((await punch(k, day(0, 18), photo('amy', '2.png'))).employeeId).toBe(amy);
    restore();
    // Penny's photo 3 scores 0.48 against her photo 1: recognised, but not beyond doubt.
    expect((await punch(k, day(0, 19), photo('penny', '3.png'))).employeeId).toBe(penny);
    expect(kioskTemplates(k, amy)).toEqual([]);
    expect(kioskTemplates(k, penny)).toEqual([]);
    expect(audits(k, 'rostros.agregar_kiosco')).toEqual([]);

    // The very same frame, without the fallback, does.
    const plain = await punch(k, day(0, 23), photo('amy', '2.png'));
    expect(kioskTemplates(k, amy)).toMatchObject([{ checada_id: plain.checadaId }]);
  });

  it('keeps at most five: a new kiosk template retires the oldest kiosk one, never an enrolled one', async () => {
    const k = await kiosk();
    const amy = await k.enrol('AMY', 'amy', '1.png', '2.png', '3.png', '4.png');
    const sheldon = await k.enrol('SHELDON', 'sheldon', '1.png', '2.png', '3.png', '4.png', '5.png');
    const enrolled = templates(k, amy).map((t) => t.id);

    const first = await punch(k, day(0), photo('amy', '5.png'));
    const [k1] = kioskTemplates(k, amy);
    expect(k1).toMatchObject({ checada_id: first.checadaId });
    const capped = await punch(k, day(7), await withCap('amy', '1.png'));
    expect(capped.employeeId).toBe(amy);
    expect(templates(k, amy).map((t) => [t.origen, t.checada_id])).toEqual([...enrolled.map(() => ['registro', null]), ['kiosco', capped.checadaId]]);
    const [k2] = kioskTemplates(k, amy);
    expect(audits(k, 'rostros.retirar_kiosco')).toEqual([
      {
        usuario: AUTOMATIC_USER,
        ip: null,
        antes: { employeeId: amy, faceId: k1!.id, origen: 'kiosco', checadaId: first.checadaId, creado: day(0) },
        despues: { motivo: 'Se guardan como máximo 5 fotos de referencia', reemplazadaPor: k2!.id },
        created_at: day(7),
      },
    ]);

    // Five enrolled templates: a confident punch changes none of them and adds nothing.
    await punch(k, day(7, 16), await withCap('sheldon', '1.png'));
    const attempt = k.server.db.prepare('SELECT empleado_id, score, margin FROM intentos_reconocimiento ORDER BY id DESC LIMIT 1').get() as Record<
      string,
      number
    >;
    expect(attempt.empleado_id).toBe(sheldon);
    expect(attempt.score).toBeGreaterThanOrEqual(0.6);
    expect(attempt.margin).toBeGreaterThanOrEqual(0.3);
    expect(templates(k, sheldon).map((t) => t.origen)).toEqual(['registro', 'registro', 'registro', 'registro', 'registro']);
  });
});

describe('near-collisions', () => {
  it('a kiosk template that brings another employee close is removed and audited; the person is then recognised', async () => {
    const k = await kiosk();
    const amy = await k.enrol('AMY', 'amy', '2.png');
    const penny = await k.enrol('PENNY', 'penny', '4.png');
    const pennyPunch = await punch(k, day(0), photo('penny', '5.png'));
    const [drifted] = kioskTemplates(k, penny);
    expect(drifted).toMatchObject({ checada_id: pennyPunch.checadaId });
    // The template drifts to Amy's face (as a template taken of the wrong person would be).
    k.server.db.prepare('UPDATE rostros SET embedding = (SELECT embedding FROM rostros WHERE empleado_id = ? LIMIT 1) WHERE id = ?').run(amy, drifted!.id);
    k.server.services.faces.reload();

    const seen = await punch(k, day(0, 18), photo('amy', '5.png'));
    expect(seen.employeeId).toBe(amy);
    expect(templates(k, penny).map((t) => t.origen)).toEqual(['registro']);
    expect(audits(k, 'rostros.retirar_colision')).toEqual([
      {
        usuario: AUTOMATIC_USER,
        ip: null,
        antes: { employeeId: penny, faceId: drifted!.id, origen: 'kiosco', checadaId: pennyPunch.checadaId, creado: day(0) },
        despues: { motivo: 'Se parece demasiado a otro empleado', otroEmpleadoId: amy, score: expect.any(Number), segundoScore: expect.any(Number) },
        created_at: day(0, 18),
      },
    ]);
    const { despues } = audits(k, 'rostros.retirar_colision')[0]!;
    expect(despues.segundoScore).toBeGreaterThanOrEqual(0.4);

    // An enrolled template is never removed automatically: the same resemblance is refused, and the template stays.
    const model = (k.server.db.prepare('SELECT model_id FROM rostros LIMIT 1').get() as { model_id: string }).model_id;
    const lookalike = k.server.db
      .prepare(
        `INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at)
         SELECT ?, embedding, ?, quality, crop_jpeg, ? FROM rostros WHERE empleado_id = ? AND origen = 'registro'`,
      )
      .run(penny, model, day(0, 19), amy).lastInsertRowid;
    k.server.services.faces.reload();
    k.clock.set(day(0, 20));
    const refused = await k.server.anonymous('POST', '/api/attendance/check-in', { image: photo('amy', '3.png') }, { 'X-Device-Fingerprint': fingerprint });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'not_recognised', error: 'Rostro no reconocido. Por favor, inténtalo de nuevo.' });
    expect(templates(k, penny).map((t) => t.id)).toContain(Number(lookalike));
    expect(audits(k, 'rostros.retirar_colision')).toHaveLength(1);
  });
});
