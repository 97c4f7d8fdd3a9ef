import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine } from '../../face/load.js';
import type { FaceEngineLoad } from '../../face/load.js';
import { grantFaceConsent, TEST_NOTICE } from '../../test-support/consent.js';
import { modelsDir, readFace, toDataUrl } from '../../test-support/faces.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { createLogger } from '../../logger.js';
import { startRespaldoSchedule } from '../../jobs/respaldos.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 26 hole 8: once biometrics are cancelled, withdrawn or expired by retention, no byte of them may be left in
// the database file, its WAL, or any backup (earlier ones or one made after), and every colleague keeps theirs.
// Real models and photos, so the bytes searched for are real templates, face crops and punch photos. Issue 45: the
// frames of the check-ins refused for liveness that resembled the person (a printed photo of them) go with them.

const start = trackedTestServers(afterEach);
let engine: FaceEngineLoad;
beforeAll(async () => {
  engine = await loadFaceEngine(modelsDir);
  expect(engine.status).toBe('ok');
}, 120_000);
afterAll(async () => {
  if (engine?.status === 'ok') await engine.engine.close();
});

const fingerprint = 'kiosko-borrado-01';
const photo = (person: string, file: string) => toDataUrl(readFace('people', person, file), file);
type Blobs = { templates: Buffer[]; photos: Buffer[] };

function blobsOf(db: Database.Database, empleadoId: number): Blobs {
  const faces = db.prepare('SELECT embedding, crop_jpeg FROM rostros WHERE empleado_id = ? ORDER BY id').all(empleadoId) as {
    embedding: Buffer;
    crop_jpeg: Buffer;
  }[];
  const photos = db.prepare('SELECT snapshot_jpeg FROM checadas WHERE empleado_id = ? AND snapshot_jpeg IS NOT NULL ORDER BY id').all(empleadoId) as {
    snapshot_jpeg: Buffer;
  }[];
  return { templates: faces.flatMap((f) => [f.embedding, f.crop_jpeg]), photos: photos.map((p) => p.snapshot_jpeg) };
}

/** The frames of the refused spoof attempts that resembled the employee (migration 040). */
const spoofFramesOf = (db: Database.Database, empleadoId: number): Buffer[] =>
  (db.prepare('SELECT foto_jpeg FROM intentos_suplantacion WHERE empleado_id = ? ORDER BY id').all(empleadoId) as { foto_jpeg: Buffer }[]).map(
    (r) => r.foto_jpeg,
  );

const CHUNK = 32;
/**
 * The 32-byte pieces of a person's blobs that identify them: a blob is spread over overflow pages, so it is searched
 * piece by piece; pieces also found in a colleague's blobs (JPEG headers, quantisation tables) or of one repeated byte
 * are left out.
 */
function pieces(blobs: Buffer[], others: Buffer[]): Buffer[] {
  const out: Buffer[] = [];
  for (const blob of blobs)
    for (let at = 0; at + CHUNK <= blob.length; at += CHUNK) {
      const piece = blob.subarray(at, at + CHUNK);
      if (piece.every((b) => b === piece[0])) continue;
      if (others.some((o) => o.includes(piece))) continue;
      out.push(piece);
    }
  return out;
}

/** The database, its WAL and every backup, with how many of the pieces each still holds. */
function found(server: TestServer, wanted: Buffer[]): Record<string, number> {
  const dir = join(server.dataDir, 'respaldos');
  const files = ['reloj.sqlite', 'reloj.sqlite-wal', ...(existsSync(dir) ? readdirSync(dir).map((f) => join('respaldos', f)) : [])];
  const result: Record<string, number> = {};
  for (const f of files) {
    const path = join(server.dataDir, f);
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    result[f] = wanted.filter((p) => bytes.includes(p)).length;
  }
  return result;
}

const backupFiles = (server: TestServer) => readdirSync(join(server.dataDir, 'respaldos')).filter((f) => f.endsWith('.sqlite'));

/**
 * A check-in the kiosk refused for liveness, recorded as the check-in route records it (services/suplantacion): the
 * real frame, shrunk as evidence and compared with the real gallery, so that it names whom it resembles.
 */
async function refusedAttempt(server: TestServer, person: string, file: string) {
  const device = server.db.prepare('SELECT id, nombre, codigo, sucursal_id FROM dispositivos').get() as {
    id: number;
    nombre: string | null;
    codigo: string;
    sucursal_id: number | null;
  };
  const id = await server.services.intentosSuplantacion.record(device, { reason: 'spoof', liveness: 0.1 }, photo(person, file));
  return server.db.prepare('SELECT empleado_id, foto_jpeg FROM intentos_suplantacion WHERE id = ?').get(id) as {
    empleado_id: number | null;
    foto_jpeg: Buffer;
  };
}

/**
 * Two enrolled employees who each punched once at the kiosk (a punch photo each), a refused spoof attempt that
 * resembled each (a frame), and a backup of that.
 */
async function box(clock?: MovableClock) {
  const server = await start({ env: { TZ: 'America/Mexico_City', RELOJ_LIVENESS: 'off' }, faceEngine: engine, clock });
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { nombre: 'Barack Obama', horaEntrada: '00:00', horaSalida: '23:59' });
  const luis = await hire(server, company, { nombre: 'Joe Biden', numeroEmpleado: '2', horaEntrada: '00:00', horaSalida: '23:59' });
  for (const [id, person] of [
    [ana, 'obama'],
    [luis, 'biden'],
  ] as const) {
    await grantFaceConsent(server, id);
    const enrolled = await server.request('POST', `/api/employees/${id}/register-face`, { image: photo(person, '1.jpg') });
    expect(enrolled.status, enrolled.text).toBe(201);
  }
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  await server.request('POST', `/api/devices/${device.id}/approve`);
  await server.request('PUT', `/api/devices/${device.id}`, { nombre: 'Entrada', sucursalId: company.sucursalId });
  for (const person of ['obama', 'biden']) {
    const punched = await server.anonymous('POST', '/api/attendance/check-in', { image: photo(person, '2.jpg') }, { 'X-Device-Fingerprint': fingerprint });
    expect(punched.status, punched.text).toBe(201);
  }
  expect(await refusedAttempt(server, 'obama', '3.jpg')).toMatchObject({ empleado_id: ana, foto_jpeg: expect.any(Buffer) });
  expect(await refusedAttempt(server, 'biden', '1.jpg')).toMatchObject({ empleado_id: luis, foto_jpeg: expect.any(Buffer) });
  const earlier = await server.request('POST', '/api/respaldos');
  expect(earlier.status).toBe(201);
  return { server, ana, luis, earlier: earlier.body.nombre as string };
}

/** The colleague's rows, read back through SQLite: in the live database and in every backup, all there. */
function expectIntact(server: TestServer, empleadoId: number, blobs: Blobs, spoofFrames?: Buffer[]) {
  const files = [join(server.dataDir, 'reloj.sqlite'), ...backupFiles(server).map((f) => join(server.dataDir, 'respaldos', f))];
  for (const file of files) {
    const db = new Database(file, { readonly: true });
    try {
      expect(blobsOf(db, empleadoId), file).toEqual(blobs);
      if (spoofFrames) expect(spoofFramesOf(db, empleadoId), file).toEqual(spoofFrames);
    } finally {
      db.close();
    }
  }
}

const lastAudit = (server: TestServer, accion: string) =>
  server.db.prepare('SELECT usuario, despues FROM auditoria WHERE accion = ? ORDER BY id DESC LIMIT 1').get(accion) as
    { usuario: string; despues: string } | undefined;
const lastErasure = (server: TestServer) => lastAudit(server, 'respaldos.depurar');

describe('no byte of erased biometrics stays in the database file, its WAL or any backup', () => {
  it.each([
    ['cancelled (derechos ARCO): templates and punch photos', 'cancelar'],
    ['withdrawn with the consent: templates', 'retirar'],
    ['expired by retention after a baja: templates', 'retencion'],
  ] as const)(
    '%s',
    async (_label, how) => {
      const { server, ana, luis, earlier } = await box();
      const anaBlobs = blobsOf(server.db, ana);
      const luisBlobs = blobsOf(server.db, luis);
      const anaFrames = spoofFramesOf(server.db, ana);
      const luisFrames = spoofFramesOf(server.db, luis);
      expect(anaBlobs.templates).toHaveLength(2); // one template: its embedding and its face crop
      expect(anaBlobs.photos).toHaveLength(1);
      expect(anaFrames).toHaveLength(1);
      // Whatever was erased, the refused attempt's frame that resembled her shows her face: it goes too.
      const erased = [...anaBlobs.templates, ...(how === 'cancelar' ? anaBlobs.photos : []), ...anaFrames];
      const colleague = [...luisBlobs.templates, ...luisBlobs.photos, ...luisFrames];
      const wanted = pieces(erased, colleague);
      const frame = pieces(anaFrames, colleague);
      expect(wanted.length).toBeGreaterThan(100);
      expect(frame.length).toBeGreaterThan(100);
      // The search works: before, the live database and the backup hold them.
      const before = found(server, wanted);
      expect(before[`respaldos/${earlier}`]).toBeGreaterThan(wanted.length / 2);
      expect((before['reloj.sqlite'] ?? 0) + (before['reloj.sqlite-wal'] ?? 0)).toBeGreaterThan(wanted.length / 2);
      expect(found(server, frame)[`respaldos/${earlier}`]).toBeGreaterThan(frame.length / 2);

      if (how === 'cancelar') {
        expect((await server.request('POST', `/api/employees/${ana}/cancelar-biometricos`)).body).toEqual({ plantillasBorradas: 1, fotosBorradas: 1 });
      } else if (how === 'retirar') {
        expect((await server.request('DELETE', `/api/employees/${ana}/consentimiento`)).body).toMatchObject({ plantillasBorradas: 1 });
      } else {
        expect((await server.request('PUT', '/api/privacidad', { ...TEST_NOTICE, diasPlantillasBaja: 0 })).status).toBe(200);
        expect((await server.request('DELETE', `/api/employees/${ana}`)).status).toBeLessThan(300);
        expect(server.services.retention.run()).toMatchObject({ plantillasBorradas: 1, empleados: [ana] });
      }
      await server.services.respaldos.idle();
      const after = await server.request('POST', '/api/respaldos');
      expect(after.status).toBe(201);

      const left = found(server, wanted);
      expect(Object.keys(left)).toEqual(expect.arrayContaining(['reloj.sqlite', `respaldos/${earlier}`, `respaldos/${after.body.nombre}`]));
      expect(left).toEqual(Object.fromEntries(Object.keys(left).map((f) => [f, 0])));

      // Only the person's biometrics went: the punch photo stays unless cancelled, the colleague keeps everything.
      expect(blobsOf(server.db, ana)).toEqual({ templates: [], photos: how === 'cancelar' ? [] : anaBlobs.photos });
      expect(server.db.prepare('SELECT count(*) AS n FROM intentos_suplantacion WHERE empleado_id = ?').get(ana)).toEqual({ n: 0 });
      expectIntact(server, luis, luisBlobs, luisFrames);
      const audit = lastErasure(server);
      expect(audit?.usuario).toBe('Sistema (automático)');
      expect(JSON.parse(audit?.despues ?? '{}')).toMatchObject({ empleados: [ana], reescritos: [earlier], eliminados: [] });
      // The erasure's own line says how many refused attempts went with her biometrics.
      const accion = { cancelar: 'arco.cancelar_biometricos', retirar: 'consentimiento.retirar', retencion: 'retencion.borrar' }[how];
      expect(JSON.parse(lastAudit(server, accion)?.despues ?? '{}')).toMatchObject({ intentosBorrados: 1 });
    },
    60_000,
  ); // real models: two enrolments, three faces analysed, two backups

  it("punch photos and refused attempts' frames past their retention period leave every backup with the daily backup; templates and newer ones stay", async () => {
    const clock = movableClock(new Date().toISOString());
    const { server, ana, luis, earlier } = await box(clock);
    const photos = [...blobsOf(server.db, ana).photos, ...blobsOf(server.db, luis).photos];
    const frames = [...spoofFramesOf(server.db, ana), ...spoofFramesOf(server.db, luis)];
    const templates = { ana: blobsOf(server.db, ana).templates, luis: blobsOf(server.db, luis).templates };
    const wanted = pieces([...photos, ...frames], [...templates.ana, ...templates.luis]);
    const framePieces = pieces(frames, [...templates.ana, ...templates.luis, ...photos]);
    expect(framePieces.length).toBeGreaterThan(100);
    expect(found(server, wanted)[`respaldos/${earlier}`]).toBeGreaterThan(wanted.length / 2);
    expect(found(server, framePieces)[`respaldos/${earlier}`]).toBeGreaterThan(framePieces.length / 2);

    clock.set(new Date(clock.now().getTime() + (TEST_NOTICE.diasFotos + 1) * 86_400_000).toISOString());
    // Two punch photos and the two attempts (row and frame), counted together.
    expect(server.services.retention.run()).toMatchObject({ fotosBorradas: 4 });
    expect(server.db.prepare('SELECT count(*) AS n FROM intentos_suplantacion').get()).toEqual({ n: 0 });
    const again = await server.anonymous('POST', '/api/attendance/check-in', { image: photo('biden', '1.jpg') }, { 'X-Device-Fingerprint': fingerprint });
    expect(again.status, again.text).toBe(201);
    const [newPhoto] = blobsOf(server.db, luis).photos;
    const { foto_jpeg: newFrame } = await refusedAttempt(server, 'biden', '2.jpg');
    const schedule = startRespaldoSchedule(server.services.respaldos, { clock, logger: createLogger('silent'), firstDelayMs: 3_600_000 });
    try {
      await schedule.tick();
    } finally {
      schedule.stop();
    }
    expect(backupFiles(server)).toHaveLength(2);
    // The new punch is of the picture the old attempt's frame was: the few pieces both encodings share stay, in the new ones.
    const left = found(
      server,
      wanted.filter((p) => !newPhoto?.includes(p) && !newFrame.includes(p)),
    );
    expect(left).toEqual(Object.fromEntries(Object.keys(left).map((f) => [f, 0])));
    expectIntact(server, ana, { templates: templates.ana, photos: [] });
    const today = backupFiles(server).find((f) => f !== earlier) as string;
    for (const [file, photos, frames] of [
      [join(server.dataDir, 'respaldos', earlier), [], []],
      [join(server.dataDir, 'respaldos', today), [newPhoto], [newFrame]],
    ] as const) {
      const db = new Database(file, { readonly: true });
      expect(blobsOf(db, luis), file).toEqual({ templates: templates.luis, photos });
      expect(db.prepare('SELECT count(*) AS n FROM intentos_suplantacion').get(), file).toEqual({ n: frames.length });
      expect(spoofFramesOf(db, luis), file).toEqual(frames);
      db.close();
    }
    expect(JSON.parse(lastErasure(server)?.despues ?? '{}')).toMatchObject({ motivos: ['retencion.fotos'], reescritos: [earlier], eliminados: [] });
  }, 60_000);

  it('a backup holding the biometrics whose signature does not verify is deleted, not re-signed, and the audit line says so', async () => {
    const { server, ana, earlier } = await box();
    const file = join(server.dataDir, 'respaldos', earlier);
    const db = new Database(file);
    db.exec('UPDATE rostros SET quality = 0.5'); // changed behind the box's back: its signature no longer fits
    db.close();
    expect((await server.request('POST', `/api/employees/${ana}/cancelar-biometricos`)).status).toBe(200);
    await server.services.respaldos.idle();
    expect(existsSync(file)).toBe(false);
    expect(JSON.parse(lastErasure(server)?.despues ?? '{}')).toMatchObject({
      empleados: [ana],
      reescritos: [],
      eliminados: [{ nombre: earlier, motivo: 'su firma no es de este equipo o no corresponde a su contenido' }],
    });
  });

  it('an erasure cut short by a stop (erased in the database, backups not yet rewritten) is finished at the next check', async () => {
    const { server, ana, luis, earlier } = await box();
    const wanted = pieces(blobsOf(server.db, ana).templates, [...blobsOf(server.db, luis).templates, ...blobsOf(server.db, luis).photos]);
    // What the database holds if the daemon stopped right after the erasure's transaction committed.
    server.db.transaction(() => {
      server.services.faces.forgetEmployee(ana);
      server.db
        .prepare("INSERT INTO respaldos_por_depurar (empleado_id, fotos, motivo, created_at) VALUES (?, 0, 'consentimiento.retirar', '2026-01-01T00:00:00Z')")
        .run(ana);
    })();
    expect(found(server, wanted)[`respaldos/${earlier}`]).toBeGreaterThan(wanted.length / 2);
    const schedule = startRespaldoSchedule(server.services.respaldos, {
      clock: { now: () => new Date() },
      logger: createLogger('silent'),
      firstDelayMs: 3_600_000,
    });
    try {
      await schedule.tick();
    } finally {
      schedule.stop();
    }
    const left = found(server, wanted);
    expect(left).toEqual(Object.fromEntries(Object.keys(left).map((f) => [f, 0])));
    expect(server.db.prepare('SELECT count(*) AS n FROM respaldos_por_depurar').get()).toEqual({ n: 0 });
    expect(JSON.parse(lastErasure(server)?.despues ?? '{}')).toMatchObject({ motivos: ['consentimiento.retirar'], empleados: [ana], reescritos: [earlier] });
  });
});
