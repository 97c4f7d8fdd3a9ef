import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFace, toDataUrl } from '../../test-support/faces.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 26 hole 1: an account limited to a branch never sees every branch because that branch went away. Deleting a
// branch that accounts are limited to is refused (409, the accounts named); and if their rows vanish some other way
// (a cascade, a hand-made DELETE) the account sees nothing. Only an administrador, or a consulta created for every
// branch, sees everything.
let server: TestServer;
type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
const PASSWORD = 'una-contraseña-larga';
const ids = { centro: 0, norte: 0, ana: 0, punchAna: 0 };
const callers: Record<'gerente' | 'consulta' | 'consultaTodas', Caller> = {} as never;

async function signIn(usuario: string): Promise<Caller> {
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

const accountBranches = () =>
  server.db
    .prepare('SELECT u.usuario, us.sucursal_id AS sucursal FROM usuarios_sucursales us JOIN usuarios u ON u.id = us.usuario_id ORDER BY u.usuario')
    .all();

beforeAll(async () => {
  server = await startTestServer({ env: { TZ: 'America/Mexico_City' }, clock: movableClock('2026-03-24T15:00:00.000Z') });
  const company = await setUpCompany(server); // CENTRO
  ids.centro = company.sucursalId;
  ids.norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id;
  ids.ana = await hire(server, company, { nombre: 'Ana López', numeroEmpleado: '42' });
  // A kiosk punch of CENTRO with its photo (a NIP punch keeps the camera's photo as evidence).
  await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-centro' });
  const device = (await server.request('GET', '/api/devices')).body[0];
  expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  expect((await server.request('PUT', `/api/employees/${ids.ana}/pin`, { pin: '4821' })).status).toBe(204);
  const image = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
  const punched = await server.anonymous(
    'POST',
    '/api/attendance/check-in-pin',
    { numeroEmpleado: '42', pin: '4821', image },
    { 'X-Device-Fingerprint': 'kiosko-centro' },
  );
  expect(punched.status).toBe(201);
  ids.punchAna = (server.db.prepare('SELECT id FROM checadas').get() as { id: number }).id;

  for (const [usuario, rol, sucursalIds] of [
    ['gerente.norte', 'gerente', [ids.norte]],
    ['consulta.norte', 'consulta', [ids.norte]],
    ['consulta.todas', 'consulta', []],
  ] as const) {
    expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  }
  callers.gerente = await signIn('gerente.norte');
  callers.consulta = await signIn('consulta.norte');
  callers.consultaTodas = await signIn('consulta.todas');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** What an account limited to NORTE (which has nobody) must see of CENTRO: nothing. */
async function expectSeesNothingOfCentro(who: 'gerente' | 'consulta') {
  const call = callers[who];
  const employees = await call('GET', '/api/employees');
  expect({ who, status: employees.status, body: employees.body }).toEqual({ who, status: 200, body: [] });
  const prenomina = await call('GET', '/api/prenomina?desde=2026-03-23&hasta=2026-03-29');
  expect({ who, status: prenomina.status, empleados: prenomina.body.empleados }).toEqual({ who, status: 200, empleados: [] });
  expect((await call('GET', '/api/attendance?desde=2026-03-24')).body).toEqual([]);
  expect((await call('GET', `/api/employees/${ids.ana}`)).status).toBe(404);
  const foto = await call('GET', `/api/attendance/${ids.punchAna}/foto`);
  // A gerente is told the photo of another branch does not exist; a consulta sees no punch photo at all (item 5).
  expect({ who, status: foto.status, code: foto.body?.code }).toEqual(
    who === 'gerente' ? { who, status: 404, code: 'photo_not_found' } : { who, status: 403, code: 'forbidden' },
  );
}

describe('deleting a branch that accounts are limited to', () => {
  it('is refused with 409 naming the accounts, and changes nothing', async () => {
    const before = accountBranches();
    const response = await server.request('DELETE', `/api/sucursales/${ids.norte}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error:
        'No se puede borrar la sucursal "NORTE": las cuentas consulta.norte y gerente.norte están limitadas a ella. Cambia primero sus sucursales en \'Usuarios\'.',
      code: 'sucursal_in_use',
      details: { cuentas: ['consulta.norte', 'gerente.norte'] },
    });
    expect(server.db.prepare('SELECT nombre FROM sucursales WHERE id = ?').get(ids.norte)).toEqual({ nombre: 'NORTE' });
    expect(accountBranches()).toEqual(before);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'sucursales.borrar'").get()).toEqual({ n: 0 });
  });

  it('leaves the gerente and the consulta of that branch seeing nothing of the others', async () => {
    await server.request('DELETE', `/api/sucursales/${ids.norte}`);
    await expectSeesNothingOfCentro('gerente');
    await expectSeesNothingOfCentro('consulta');
  });
});

describe('an account whose branch rows vanish some other way', () => {
  beforeEach(() => {
    // A cascade (or a hand-made DELETE) takes the branch and its rows in usuarios_sucursales.
    server.db.prepare('DELETE FROM usuarios_sucursales WHERE sucursal_id = ?').run(ids.norte);
  });

  it('says it has no branch (never null, which means every branch) and sees nothing', async () => {
    expect((await callers.gerente('GET', '/api/auth/state')).body.user).toMatchObject({ rol: 'gerente', sucursales: [] });
    expect((await callers.consulta('GET', '/api/auth/state')).body.user).toMatchObject({ rol: 'consulta', sucursales: [] });
    await expectSeesNothingOfCentro('gerente');
    await expectSeesNothingOfCentro('consulta');
    expect((await callers.gerente('GET', '/api/sucursales')).body).toEqual([]);
  });

  it("shows on 'Usuarios' as an account with no branch, not as one of every branch", async () => {
    const usuarios = (await server.request('GET', '/api/usuarios')).body as { usuario: string; sucursales: unknown[]; todasLasSucursales: boolean }[];
    const summary = Object.fromEntries(usuarios.map((u) => [u.usuario, { sucursales: u.sucursales.length, todas: u.todasLasSucursales }]));
    expect(summary).toEqual({
      admin: { sucursales: 0, todas: true },
      'consulta.norte': { sucursales: 0, todas: false },
      'consulta.todas': { sucursales: 0, todas: true },
      'gerente.norte': { sucursales: 0, todas: false },
    });
  });

  it('a consulta created for every branch still sees every branch', async () => {
    expect((await callers.consultaTodas('GET', '/api/auth/state')).body.user).toMatchObject({ rol: 'consulta', sucursales: null });
    expect((await callers.consultaTodas('GET', '/api/employees')).body.map((e: { nombre: string }) => e.nombre)).toEqual(['ANA LÓPEZ']);
  });
});

describe('a change of account that leaves the branches out', () => {
  it('keeps them as they are, and never turns a limited consulta into one of every branch', async () => {
    const consulta = (await server.request('GET', '/api/usuarios')).body.find((u: { usuario: string }) => u.usuario === 'consulta.norte');
    const response = await server.request('PUT', `/api/usuarios/${consulta.id}`, { rol: 'consulta', activo: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ usuario: 'consulta.norte', todasLasSucursales: false });
    expect((await callers.consulta('GET', '/api/auth/state')).body.user).toMatchObject({ sucursales: [] });
    await expectSeesNothingOfCentro('consulta');
  });
});
