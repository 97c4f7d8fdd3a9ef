/**
 * Issue 39 (LOW): a punch keeps the branch where it was made (migration 032). After an employee moves, the old branch's
 * gerente still sees and may void the old punches; the new branch's gerente neither sees nor voids them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FaceMatch } from '../../face/outcome.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, punch, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestResponse, type TestServer } from '../../test-support/testServer.js';

const start = trackedTestServers(afterEach);
const PASSWORD = 'una-contraseña-larga';
const FINGERPRINT = 'kiosko-de-centro';
const NOT_FOUND = { error: 'La checada no existe.', code: 'punch_not_found' };

type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
async function signIn(server: TestServer, usuario: string, sucursalId: number): Promise<Caller> {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol: 'gerente', sucursalIds: [sucursalId] })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

/** A kiosk punch through POST /api/attendance/check-in, the face engine answering `empleadoId` (no models in this suite). */
async function kioskPunch(server: TestServer, empleadoId: number): Promise<number> {
  const seen: FaceMatch = {
    kind: 'match',
    employeeId: empleadoId,
    score: 0.8,
    margin: 0.3,
    liveness: 0.97,
    livenessOk: true,
    challenged: false,
    crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    embedding: new Float32Array(512),
  };
  server.services.faces.identify = async () => seen;
  const response = await server.anonymous(
    'POST',
    '/api/attendance/check-in',
    { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==' },
    { 'X-Device-Fingerprint': FINGERPRINT },
  );
  expect(response.status, response.text).toBe(201);
  return (server.db.prepare('SELECT MAX(id) AS id FROM checadas').get() as { id: number }).id;
}

const stored = (server: TestServer) =>
  server.db.prepare('SELECT c.id, s.nombre AS sucursal FROM checadas c JOIN sucursales s ON s.id = c.sucursal_id ORDER BY c.id').all();
const listed = async (caller: Caller) => {
  const response = await caller('GET', '/api/attendance?desde=2026-03-10&hasta=2026-03-11');
  expect(response.status).toBe(200);
  return (response.body as { id: number; sucursal: string }[]).map((p) => [p.id, p.sucursal]).sort((a, b) => Number(a[0]) - Number(b[0]));
};

describe("a punch's branch is where it was made", () => {
  it('stays with the old branch when the employee moves: its gerente sees and voids it, the new one gets 404', async () => {
    const clock = movableClock('2026-03-11T00:30:00.000Z'); // Tuesday 10 March 2026, 18:30 in Mexico City
    const server = await start({ clock, env: { TZ: 'America/Mexico_City' } });
    const company = await setUpCompany(server);
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id as number;
    const ana = await hire(server, company);
    await server.anonymous('POST', '/api/devices/verify', { fingerprint: FINGERPRINT });
    const device = (await server.request('GET', '/api/devices')).body[0];
    expect((await server.request('POST', `/api/devices/${device.id}/approve`, { sucursalId: company.sucursalId })).status).toBe(200);

    // At CENTRO on Tuesday: two manual punches (09:00, 14:00) and a kiosk punch at 18:30.
    const [entrada, salida] = await punch(server, ana, '2026-03-10T09:00', '2026-03-10T14:00');
    const kiosko = await kioskPunch(server, ana);
    // Ana moves to NORTE on Wednesday; she punches at the CENTRO kiosk once more (the kiosk's branch), and a manual punch
    // is added for her (her branch now).
    for (const instant of ['2026-03-11T07:00:00.000Z', '2026-03-11T14:00:00.000Z', '2026-03-11T15:00:00.000Z']) {
      clock.set(instant); // in steps under the sessions' 8 h of idleness
      expect((await server.request('GET', '/api/employees')).status).toBe(200);
    }
    const moved = await server.request('PUT', `/api/employees/${ana}`, {
      nombre: 'ANA LÓPEZ',
      sucursal: 'NORTE',
      puesto: 'CAJERO',
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    expect([moved.status, moved.body.sucursal]).toEqual([200, 'NORTE']);
    const visita = await kioskPunch(server, ana);
    const [nueva] = await punch(server, ana, '2026-03-11T08:50');
    expect(stored(server)).toEqual([
      { id: entrada.id, sucursal: 'CENTRO' },
      { id: salida.id, sucursal: 'CENTRO' },
      { id: kiosko, sucursal: 'CENTRO' },
      { id: visita, sucursal: 'CENTRO' },
      { id: nueva.id, sucursal: 'NORTE' },
    ]);

    const gerenteCentro = await signIn(server, 'gerente.centro', company.sucursalId);
    const gerenteNorte = await signIn(server, 'gerente.norte', norte);
    expect(await listed(gerenteCentro)).toEqual([
      [entrada.id, 'CENTRO'],
      [salida.id, 'CENTRO'],
      [kiosko, 'CENTRO'],
      [visita, 'CENTRO'],
    ]);
    expect(await listed(gerenteNorte)).toEqual([[nueva.id, 'NORTE']]);

    // NORTE's gerente cannot void, nor see the photo of, what was punched at CENTRO: the same 404 as a punch that does not exist.
    for (const id of [kiosko, entrada.id]) {
      const voided = await gerenteNorte('POST', `/api/attendance/${id}/anular`, { motivo: 'No es de mi sucursal' });
      expect([voided.status, voided.body]).toEqual([404, NOT_FOUND]);
    }
    expect((await gerenteNorte('GET', `/api/attendance/${kiosko}/foto`)).status).toBe(404);
    const ownOld = await gerenteCentro('POST', `/api/attendance/${entrada.id}/anular`, { motivo: 'Checó por error' });
    expect([ownOld.status, ownOld.body.anulada?.usuario]).toEqual([201, 'gerente.centro']);
    expect((await gerenteCentro('POST', `/api/attendance/${nueva.id}/anular`, { motivo: 'Ya no es de mi sucursal' })).status).toBe(404);
    expect((await gerenteNorte('POST', `/api/attendance/${nueva.id}/anular`, { motivo: 'Checó por error' })).status).toBe(201);
    expect(server.db.prepare('SELECT checada_id FROM anulaciones ORDER BY id').all()).toEqual([{ checada_id: entrada.id }, { checada_id: nueva.id }]);

    // Like the rest of the punch, its branch never changes.
    expect(() => server.db.prepare('UPDATE checadas SET sucursal_id = ? WHERE id = ?').run(norte, kiosko)).toThrow(/append-only/);
  });
});
