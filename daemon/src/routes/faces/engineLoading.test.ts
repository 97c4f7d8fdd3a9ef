import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFaceEngine, type FaceEngineLoad } from '../../face/load.js';
import { modelsDir, readFace, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';
import { grantFaceConsent } from '../../test-support/consent.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 46 item 5: main.ts listens and says READY before the models have loaded. Meanwhile the box says so, the face
// routes answer a 503 the kiosk sends again (not the final 'no disponible'), NIP punches are taken, and once the models
// are in, the faces enrolled before the restart are recognised. Real models, real photos, the same SQLite file twice.
const fingerprint = 'kiosko-arranque-01';
const kiosk = { 'X-Device-Fingerprint': fingerprint };
const photo = (...parts: string[]) => toDataUrl(readFace(...parts), parts.at(-1));
/** 09:00 on a Tuesday in Mexico City: the entrada by NIP, the salida by face an hour later. */
const clock = movableClock('2026-03-24T15:00:00.000Z');
const LOADING = 'El reconocimiento facial se está iniciando. Espera unos segundos.';

let engine: FaceEngineLoad;
let dataDir: string;
let employeeId: number;

beforeAll(async () => {
  engine = await loadFaceEngine(modelsDir);
  expect(engine.status).toBe('ok');
  // The box before its restart: one employee with a face and a NIP, one approved kiosk.
  const before = await startTestServer({ env: { TZ: 'America/Mexico_City', RELOJ_LIVENESS: 'warn' }, faceEngine: engine, clock });
  dataDir = before.dataDir;
  try {
    employeeId = await hire(before, await setUpCompany(before), { numeroEmpleado: '4711' });
    await grantFaceConsent(before, employeeId);
    expect((await before.request('POST', `/api/employees/${employeeId}/register-face`, { image: photo('people', 'obama', '1.jpg') })).status).toBe(201);
    expect((await before.request('PUT', `/api/employees/${employeeId}/pin`, { pin: '482915' })).status).toBe(204);
    await before.anonymous('POST', '/api/devices/verify', { fingerprint });
    const device = (await before.request('GET', '/api/devices')).body[0];
    expect((await before.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  } finally {
    await before.close({ keepData: true });
  }
}, 120_000);

afterAll(async () => {
  if (engine?.status === 'ok') await engine.engine.close();
});

describe('the daemon answering while its face models load', () => {
  it('says loading, refuses face punches with a 503 to resend and stores none, takes a NIP punch, and recognises the enrolled face once loaded', async () => {
    let finishLoading: (load: FaceEngineLoad) => void = () => undefined;
    const loading = new Promise<FaceEngineLoad>((resolve) => (finishLoading = resolve));
    const server: TestServer = await startTestServer({ env: { TZ: 'America/Mexico_City', RELOJ_LIVENESS: 'warn' }, faceEngine: loading, dataDir, clock });
    const punches = () => server.db.prepare('SELECT empleado_id, tipo, nip FROM checadas ORDER BY id').all();
    try {
      const health = await server.anonymous('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ ok: true, db: 'ok', faceEngine: 'loading' });
      expect(health.body.faceEngineError).toBeUndefined();

      const refused = await server.anonymous('POST', '/api/attendance/check-in', { image: photo('people', 'obama', '3.jpg') }, kiosk);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'face_engine_loading', error: LOADING });
      const small = await sharp(readFace('people', 'obama', '3.jpg'))
        .rotate()
        .resize({ width: 320 })
        .jpeg()
        .toBuffer();
      const guidance = await server.anonymous('POST', '/api/attendance/encuadre', { image: toDataUrl(small) }, kiosk);
      expect(guidance.status).toBe(503);
      expect(guidance.body.code).toBe('face_engine_loading');
      const enrol = await server.request('POST', `/api/employees/${employeeId}/register-face`, { image: photo('people', 'obama', '2.jpg') });
      expect(enrol.status).toBe(503);
      expect(enrol.body.error).toBe(LOADING);
      expect(punches()).toEqual([]);

      const byNip = await server.anonymous(
        'POST',
        '/api/attendance/check-in-pin',
        { numeroEmpleado: '4711', pin: '482915', image: photo('people', 'obama', '2.jpg') },
        kiosk,
      );
      expect(byNip.status).toBe(201);
      expect(punches()).toEqual([{ empleado_id: employeeId, tipo: 'entrada', nip: 1 }]);

      clock.set('2026-03-24T16:00:00.000Z');
      finishLoading(engine);
      await loading;
      expect((await server.anonymous('GET', '/api/health')).body.faceEngine).toBe('ok');
      expect(server.services.faces.gallerySize()).toBe(1);
      const byFace = await server.anonymous('POST', '/api/attendance/check-in', { image: photo('people', 'obama', '3.jpg') }, kiosk);
      expect(byFace.status).toBe(201);
      expect(byFace.body).toMatchObject({ employeeId, tipo: 'salida' });
    } finally {
      await server.close();
    }
  });
});
