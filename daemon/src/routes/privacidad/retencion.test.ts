import { afterEach, describe, expect, it } from 'vitest';
import type { FaceMatch } from '../../face/outcome.js';
import { TEST_ADMIN, trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);
const fingerprint = 'kiosko-retencion-01';

type Box = { server: TestServer; clock: MovableClock; empleadoId: number };

/** A company with one employee and an approved kiosk whose camera always sees that employee (a modest score: no template refresh). */
async function box(): Promise<Box> {
  const clock = movableClock('2026-08-01T15:00:00.000Z');
  const server = await start({ env: { TZ: 'America/Mexico_City' }, clock });
  const empleadoId = await hire(server, await setUpCompany(server), { nombre: 'Rosa Martínez', horaEntrada: '00:00', horaSalida: '23:59' });
  const seen: FaceMatch = {
    kind: 'match',
    employeeId: empleadoId,
    score: 0.5,
    margin: 0.15,
    liveness: 0.97,
    livenessOk: true,
    challenged: false,
    crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    embedding: new Float32Array(512),
  };
  server.services.faces.identify = async () => seen;
  await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  const device = (await server.request('GET', '/api/devices')).body[0];
  await server.request('POST', `/api/devices/${device.id}/approve`);
  return { server, clock, empleadoId };
}

/** An admin request after the clock moved months (the test's session has expired by then): signs in again. */
async function admin(b: Box, method: string, path: string, body?: unknown) {
  const login = await b.server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return b.server.anonymous(method, path, body, { cookie });
}

const punchAt = async (b: Box, iso: string) => {
  b.clock.set(iso);
  const response = await b.server.anonymous(
    'POST',
    '/api/attendance/check-in',
    { image: 'data:image/jpeg;base64,/9j/' },
    { 'X-Device-Fingerprint': fingerprint },
  );
  expect(response.status).toBe(201);
};
const punches = (server: TestServer) =>
  server.db.prepare('SELECT id, hora, snapshot_jpeg IS NOT NULL AS foto FROM checadas ORDER BY id').all() as { id: number; hora: string; foto: number }[];
const templates = (server: TestServer) => (server.db.prepare('SELECT COUNT(*) AS n FROM rostros').get() as { n: number }).n;
const storeTemplate = (server: TestServer, empleadoId: number) =>
  server.db
    .prepare(
      "INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, zeroblob(2048), 'm', 0.9, x'ffd8ffd9', '2026-01-01T00:00:00Z')",
    )
    .run(empleadoId);
const retentionAudit = (server: TestServer) =>
  server.db.prepare("SELECT usuario, despues FROM auditoria WHERE accion = 'retencion.borrar' ORDER BY id").all() as { usuario: string; despues: string }[];

describe('retention of punch photos and of former employees’ templates', () => {
  it('deletes punch photos older than 90 days by default, keeps every punch, and audits what it deleted', async () => {
    const b = await box();
    await punchAt(b, '2026-08-01T15:00:00.000Z');
    await punchAt(b, '2026-10-20T15:00:00.000Z');
    b.clock.set('2026-11-01T15:00:00.000Z'); // the first punch is 92 days old, the second 12

    expect((await admin(b, 'GET', '/api/privacidad/retencion')).body).toEqual({
      diasFotos: 90,
      diasPlantillasBaja: 30,
      fotos: { vencidas: 1, siguienteBorrado: '2027-01-18' },
      plantillas: [],
    });
    expect(b.server.services.retention.run()).toEqual({ fotosBorradas: 1, plantillasBorradas: 0, empleados: [] });
    expect(punches(b.server).map((p) => p.foto)).toEqual([0, 1]);
    const [old] = punches(b.server);
    const photo = await admin(b, 'GET', `/api/attendance/${old!.id}/foto`);
    expect(photo.status).toBe(404);
    const listed = (await admin(b, 'GET', '/api/attendance?desde=2026-08-01&hasta=2026-11-01')).body as { id: number; foto: string | null }[];
    expect(listed.find((p) => p.id === old!.id)).toMatchObject({ foto: null });
    expect(retentionAudit(b.server)).toEqual([{ usuario: 'Sistema (automático)', despues: expect.stringContaining('"fotosBorradas":1') }]);

    // A second run the same day finds nothing and writes nothing.
    expect(b.server.services.retention.run()).toEqual({ fotosBorradas: 0, plantillasBorradas: 0, empleados: [] });
    expect(retentionAudit(b.server)).toHaveLength(1);
  });

  it('follows the published notice: 30 days of photos', async () => {
    const b = await box();
    await b.server.request('PUT', '/api/privacidad', {
      responsable: 'La Esperanza',
      domicilio: 'Av. Juárez 120',
      contacto: 'rh@laesperanza.mx',
      diasFotos: 30,
      diasPlantillasBaja: 0,
    });
    await punchAt(b, '2026-08-02T15:00:00.000Z');
    b.clock.set('2026-09-01T14:59:59.000Z');
    expect(b.server.services.retention.run().fotosBorradas).toBe(0);
    b.clock.set('2026-09-01T15:00:01.000Z');
    expect(b.server.services.retention.run().fotosBorradas).toBe(1);
  });

  it('a punch stays a legal record: only its photo may be deleted, never replaced, and nothing else changes', async () => {
    const b = await box();
    await punchAt(b, '2026-08-01T15:00:00.000Z');
    expect(() => b.server.db.prepare("UPDATE checadas SET snapshot_jpeg = x'ffd8'").run()).toThrow(/a punch photo can only be deleted/);
    expect(() => b.server.db.prepare("UPDATE checadas SET hora = '2026-08-01T16:00:00.000Z'").run()).toThrow(/append-only/);
    expect(() => b.server.db.prepare('UPDATE checadas SET snapshot_jpeg = NULL, tipo = tipo').run()).toThrow(/append-only/);
    expect(() => b.server.db.prepare('DELETE FROM checadas').run()).toThrow(/append-only/);
    expect(punches(b.server)).toEqual([{ id: 1, hora: '2026-08-01T15:00:00.000Z', foto: 1 }]);
  });

  it('keeps every punch, incidencia and audit entry years after the baja (LFT art. 804): only photos and templates go', async () => {
    const b = await box();
    await punchAt(b, '2026-08-03T15:00:00.000Z');
    await punchAt(b, '2026-08-03T23:00:00.000Z');
    b.clock.set('2026-08-04T15:00:00.000Z');
    const incidencia = { empleadoId: b.empleadoId, fecha: '2026-08-04', tipo: 'falta_justificada', nota: 'Cita médica' };
    expect((await admin(b, 'POST', '/api/incidencias', incidencia)).status).toBe(201);
    storeTemplate(b.server, b.empleadoId);
    b.clock.set('2026-08-05T18:00:00.000Z');
    expect((await admin(b, 'DELETE', `/api/employees/${b.empleadoId}`)).status).toBe(204);
    const count = (table: string) => (b.server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const auditBefore = count('auditoria');

    for (const iso of ['2026-12-01T18:00:00.000Z', '2027-08-06T18:00:00.000Z', '2028-09-01T18:00:00.000Z']) {
      b.clock.set(iso);
      b.server.services.retention.run();
    }
    expect(punches(b.server)).toEqual([
      { id: 1, hora: '2026-08-03T15:00:00.000Z', foto: 0 },
      { id: 2, hora: '2026-08-03T23:00:00.000Z', foto: 0 },
    ]);
    expect(count('incidencias')).toBe(1);
    expect(templates(b.server)).toBe(0);
    expect(count('auditoria')).toBeGreaterThan(auditBefore); // the runs are recorded; nothing recorded before is gone
    expect(b.server.db.prepare("SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'empleados.baja'").get()).toEqual({ n: 1 });
  });

  it('deletes a former employee’s templates 30 days after the baja, not before, and names them on the screen first', async () => {
    const b = await box();
    storeTemplate(b.server, b.empleadoId);
    storeTemplate(b.server, b.empleadoId);
    b.clock.set('2026-11-02T18:00:00.000Z'); // 12:00 on 2026-11-02 in Mexico City
    expect((await admin(b, 'DELETE', `/api/employees/${b.empleadoId}`)).status).toBe(204);
    expect((await admin(b, 'GET', '/api/privacidad/retencion')).body.plantillas).toEqual([
      { empleadoId: b.empleadoId, nombre: 'ROSA MARTÍNEZ', fechaBaja: '2026-11-02', borrarDesde: '2026-12-02' },
    ]);
    b.clock.set('2026-12-01T18:00:00.000Z');
    expect(b.server.services.retention.run().plantillasBorradas).toBe(0);
    expect(templates(b.server)).toBe(2);
    b.clock.set('2026-12-02T18:00:00.000Z');
    expect(b.server.services.retention.run()).toEqual({ fotosBorradas: 0, plantillasBorradas: 2, empleados: [b.empleadoId] });
    expect(templates(b.server)).toBe(0);
    expect((await admin(b, 'GET', '/api/privacidad/retencion')).body.plantillas).toEqual([]);
  });

  it('with 0 days a former employee’s templates go at the next run', async () => {
    const b = await box();
    await b.server.request('PUT', '/api/privacidad', {
      responsable: 'La Esperanza',
      domicilio: 'Av. Juárez 120',
      contacto: 'rh@laesperanza.mx',
      diasFotos: 90,
      diasPlantillasBaja: 0,
    });
    storeTemplate(b.server, b.empleadoId);
    await b.server.request('DELETE', `/api/employees/${b.empleadoId}`);
    expect(b.server.services.retention.run().plantillasBorradas).toBe(1);
  });

  it('answers 401 to the preview without a session', async () => {
    const b = await box();
    expect((await b.server.anonymous('GET', '/api/privacidad/retencion')).status).toBe(401);
  });
});
