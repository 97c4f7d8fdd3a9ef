import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOTICE } from '../../test-support/consent.js';
import { readFace, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 26, smaller defect: a punch's face photo is for the administrador and the gerente of that punch's branch; a
// consulta (even one of every branch) gets 403 and its list names no photo. The ARCO calls and the privacy notice's
// settings are for administrador and gerente only (the gerente's of their branch), never for a consulta.
let server: TestServer;
type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
const PASSWORD = 'una-contraseña-larga';
const FORBIDDEN = { error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.', code: 'forbidden' };
const ids = { centro: 0, norte: 0, ana: 0, luis: 0, punchAna: 0, punchLuis: 0 };
const callers = {} as Record<'gerenteCentro' | 'consulta' | 'consultaCentro', Caller>;

async function signIn(usuario: string): Promise<Caller> {
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

beforeAll(async () => {
  server = await startTestServer({ env: { TZ: 'America/Mexico_City' }, clock: movableClock('2026-03-24T15:00:00.000Z') });
  const company = await setUpCompany(server); // CENTRO
  ids.centro = company.sucursalId;
  ids.norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id;
  ids.ana = await hire(server, company, { nombre: 'Ana López', numeroEmpleado: '42' });
  ids.luis = await hire(server, company, { nombre: 'Luis Mora', numeroEmpleado: '43', sucursal: 'NORTE' });
  expect((await server.request('PUT', '/api/privacidad', TEST_NOTICE)).status).toBe(200);
  // A NIP punch of each branch, with the camera's photo as evidence.
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-1' });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  const image = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
  for (const [id, numeroEmpleado] of [
    [ids.ana, '42'],
    [ids.luis, '43'],
  ] as const) {
    expect((await server.request('PUT', `/api/employees/${id}/pin`, { pin: '4821' })).status).toBe(204);
    const punched = await server.anonymous(
      'POST',
      '/api/attendance/check-in-pin',
      { numeroEmpleado, pin: '4821', image },
      { 'X-Device-Fingerprint': 'kiosko-1' },
    );
    expect(punched.status).toBe(201);
  }
  const punchOf = (empleadoId: number) => (server.db.prepare('SELECT id FROM checadas WHERE empleado_id = ?').get(empleadoId) as { id: number }).id;
  ids.punchAna = punchOf(ids.ana);
  ids.punchLuis = punchOf(ids.luis);
  for (const [usuario, rol, sucursalIds] of [
    ['gerente.centro', 'gerente', [ids.centro]],
    ['consulta', 'consulta', []],
    ['consulta.centro', 'consulta', [ids.centro]],
  ] as const) {
    expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  }
  callers.gerenteCentro = await signIn('gerente.centro');
  callers.consulta = await signIn('consulta');
  callers.consultaCentro = await signIn('consulta.centro');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/attendance/:id/foto', () => {
  it('answers the JPEG to the administrador and to the gerente of that branch', async () => {
    for (const response of [
      await server.request('GET', `/api/attendance/${ids.punchLuis}/foto`),
      await callers.gerenteCentro('GET', `/api/attendance/${ids.punchAna}/foto`),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });

  it("is 404 for the gerente of another branch's punch", async () => {
    const response = await callers.gerenteCentro('GET', `/api/attendance/${ids.punchLuis}/foto`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'La foto de esta checada no existe.', code: 'photo_not_found' });
  });

  it('is 403 for a consulta, of every branch or of that one', async () => {
    for (const call of [callers.consulta, callers.consultaCentro]) {
      const response = await call('GET', `/api/attendance/${ids.punchAna}/foto`);
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: FORBIDDEN });
      expect(response.headers.get('content-type')).not.toBe('image/jpeg');
    }
  });

  it("a consulta's list of punches names no photo; the administrador's and the gerente's do", async () => {
    const fotos = async (call: Caller) =>
      ((await call('GET', '/api/attendance?desde=2026-03-24')).body as { empleado: string; foto: string | null }[])
        .map((p) => [p.empleado, p.foto])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(await fotos(callers.consulta)).toEqual([
      ['ANA LÓPEZ', null],
      ['LUIS MORA', null],
    ]);
    expect(await fotos(callers.gerenteCentro)).toEqual([['ANA LÓPEZ', `/api/attendance/${ids.punchAna}/foto`]]);
    expect(await fotos((method, path) => server.request(method, path))).toEqual([
      ['ANA LÓPEZ', `/api/attendance/${ids.punchAna}/foto`],
      ['LUIS MORA', `/api/attendance/${ids.punchLuis}/foto`],
    ]);
  });
});

describe('the ARCO calls and the privacy settings', () => {
  it('are 403 for a consulta, and change nothing', async () => {
    for (const [method, path] of [
      ['GET', `/api/employees/${ids.ana}/datos`],
      ['POST', `/api/employees/${ids.ana}/cancelar-biometricos`],
      ['GET', '/api/privacidad'],
      ['GET', `/api/employees/${ids.ana}/consentimientos`],
      ['GET', '/api/privacidad/retencion'],
    ] as const) {
      const response = await callers.consulta(method, path, method === 'POST' ? {} : undefined);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 403, body: FORBIDDEN });
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM checadas WHERE snapshot_jpeg IS NOT NULL').get()).toEqual({ n: 2 });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM auditoria WHERE accion LIKE 'arco.%'").get()).toEqual({ n: 0 });
  });

  it("are the gerente's for their branch only (404 for another branch's employee); the notice's settings are readable", async () => {
    const datos = await callers.gerenteCentro('GET', `/api/employees/${ids.ana}/datos`);
    expect(datos.status).toBe(200);
    expect(JSON.parse(datos.text).checadas).toHaveLength(1);
    expect((await callers.gerenteCentro('GET', `/api/employees/${ids.luis}/datos`)).status).toBe(404);
    expect((await callers.gerenteCentro('POST', `/api/employees/${ids.luis}/cancelar-biometricos`, {})).status).toBe(404);
    expect((await callers.gerenteCentro('GET', '/api/privacidad')).body.aviso).toMatchObject({ responsable: TEST_NOTICE.responsable });
    expect((await callers.gerenteCentro('GET', '/api/privacidad/retencion')).status).toBe(403);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM checadas WHERE snapshot_jpeg IS NOT NULL').get()).toEqual({ n: 2 });
  });
});
