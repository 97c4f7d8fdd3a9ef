import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '../../app.js';
import { routeAccess } from '../../middlewares/routeFacts.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Who may see what (issue 15 item 6): a gerente sees only their branch (another branch's records are 404), a consulta
// changes nothing (403), and every route of the table says which roles it admits.
let server: TestServer;
type Caller = (method: string, path: string, body?: unknown) => Promise<TestResponse>;
let gerente: Caller;
let consulta: Caller;
const ids = { centro: 0, norte: 0, ana: 0, luis: 0, punchLuis: 0, incidenciaLuis: 0, punchAna: 0 };
const PASSWORD = 'una-contraseña-larga';

async function signIn(usuario: string): Promise<Caller> {
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path, body) => server.anonymous(method, path, body, { cookie });
}

beforeAll(async () => {
  server = await startTestServer({ env: { TZ: 'America/Mexico_City' } });
  const company = await setUpCompany(server); // CENTRO
  ids.centro = company.sucursalId;
  ids.norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id;
  ids.ana = await hire(server, company, { nombre: 'Ana López' });
  ids.luis = await hire(server, company, { nombre: 'Luis Mora', sucursal: 'NORTE' });
  const manual = async (empleadoId: number) =>
    (await server.request('POST', '/api/attendance/manual', { empleadoId, hora: '2026-03-10T09:00', motivo: 'Olvidó checar' })).body.id as number;
  ids.punchAna = await manual(ids.ana);
  ids.punchLuis = await manual(ids.luis);
  ids.incidenciaLuis = (
    await server.request('POST', '/api/incidencias', { empleadoId: ids.luis, fecha: '2026-03-11', tipo: 'vacaciones', adelantadas: true })
  ).body.id;
  expect(
    (await server.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [ids.centro] })).status,
  ).toBe(201);
  expect((await server.request('POST', '/api/usuarios', { usuario: 'consulta', password: PASSWORD, rol: 'consulta' })).status).toBe(201);
  gerente = await signIn('gerente.centro');
  consulta = await signIn('consulta');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const FORBIDDEN = { error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.', code: 'forbidden' };
const names = (r: TestResponse) => (r.body as { nombre?: string; empleado?: string }[]).map((e) => e.nombre ?? e.empleado);

describe('the signed-in account says its role and branches', () => {
  it('GET /api/auth/state', async () => {
    expect((await gerente('GET', '/api/auth/state')).body.user).toEqual({
      id: expect.any(Number),
      usuario: 'gerente.centro',
      rol: 'gerente',
      sucursales: [ids.centro],
    });
    expect((await consulta('GET', '/api/auth/state')).body.user).toMatchObject({ rol: 'consulta', sucursales: null });
  });
});

describe('a gerente sees only their branch', () => {
  it('lists only their employees, punches, incidencias, pre-nómina and branches', async () => {
    expect(names(await gerente('GET', '/api/employees'))).toEqual(['ANA LÓPEZ']);
    expect(names(await gerente('GET', '/api/attendance?desde=2026-03-01&hasta=2026-03-31'))).toEqual(['ANA LÓPEZ']);
    expect((await gerente('GET', '/api/incidencias?desde=2026-03-01&hasta=2026-03-31')).body).toEqual([]);
    const prenomina = (await gerente('GET', '/api/prenomina?desde=2026-03-09&hasta=2026-03-15')).body;
    expect(prenomina.empleados.map((e: { nombre: string }) => e.nombre)).toEqual(['ANA LÓPEZ']);
    expect((await gerente('GET', '/api/sucursales')).body.map((s: { nombre: string }) => s.nombre)).toEqual(['CENTRO']);
    expect((await gerente('GET', `/api/prenomina?desde=2026-03-09&hasta=2026-03-15&sucursal=${ids.norte}`)).status).toBe(422);
    // The administrator still sees both.
    expect(names(await server.request('GET', '/api/employees'))).toEqual(['ANA LÓPEZ', 'LUIS MORA']);
  });

  it('answers 404 for every record of another branch, read or change, and changes nothing', async () => {
    const before = JSON.stringify((await server.request('GET', `/api/employees/${ids.luis}`)).body);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/employees/${ids.luis}`],
      [
        'PUT',
        `/api/employees/${ids.luis}`,
        { nombre: 'X', sucursal: 'CENTRO', puesto: 'CAJERO', bono: 0, fechaIngreso: '2026-01-05', horaEntrada: '09:00', horaSalida: '18:00' },
      ],
      ['DELETE', `/api/employees/${ids.luis}`],
      ['GET', `/api/employees/${ids.luis}/datos`],
      ['PUT', `/api/employees/${ids.luis}/pin`, { pin: '4821' }],
      ['POST', `/api/employees/${ids.luis}/register-face`, { image: 'data:image/png;base64,AAAA' }],
      ['GET', `/api/attendance/${ids.punchLuis}/foto`],
      ['DELETE', `/api/incidencias/${ids.incidenciaLuis}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await gerente(method, path, body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
    }
    expect(JSON.stringify((await server.request('GET', `/api/employees/${ids.luis}`)).body)).toBe(before);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM incidencias').get()).toEqual({ n: 1 });
  });

  it('cannot hire into, move to, punch or add incidencias for another branch (422, nothing stored)', async () => {
    const hireNorte = await gerente('POST', '/api/employees', {
      nombre: 'Eva Ruiz',
      sucursal: 'NORTE',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    expect(hireNorte.status).toBe(422);
    expect(hireNorte.body.error).toBe('La sucursal "NORTE" no existe.');
    const ana = (await gerente('GET', `/api/employees/${ids.ana}`)).body;
    expect((await gerente('PUT', `/api/employees/${ids.ana}`, { ...ana, sucursal: 'NORTE' })).status).toBe(422);
    const punch = await gerente('POST', '/api/attendance/manual', { empleadoId: ids.luis, hora: '2026-03-12T09:00', motivo: 'Olvidó checar' });
    expect(punch.status).toBe(422);
    expect(punch.body.error).toBe('El empleado no existe.');
    expect((await gerente('POST', '/api/incidencias', { empleadoId: ids.luis, fecha: '2026-03-12', tipo: 'vacaciones' })).status).toBe(422);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM empleados WHERE nombre = 'EVA RUIZ'").get()).toEqual({ n: 0 });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM checadas').get()).toEqual({ n: 2 });
  });

  it('works in their own branch: hires, adds a punch and an incidencia', async () => {
    const hired = await gerente('POST', '/api/employees', {
      nombre: 'Eva Ruiz',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    expect(hired.status).toBe(201);
    expect((await gerente('POST', '/api/attendance/manual', { empleadoId: hired.body.id, hora: '2026-03-12T09:00', motivo: 'Sin cámara' })).status).toBe(201);
    expect((await gerente('POST', '/api/incidencias', { empleadoId: hired.body.id, fecha: '2026-03-13', tipo: 'vacaciones', adelantadas: true })).status).toBe(
      201,
    );
    const audit = server.db.prepare("SELECT usuario FROM auditoria WHERE accion = 'empleados.crear' ORDER BY id DESC LIMIT 1").get();
    expect(audit).toEqual({ usuario: 'gerente.centro' });
  });
});

describe('every route says who may call it', () => {
  const table = () => routeAccess(apiRouter(server.config, server.services, () => undefined));
  const fill = (path: string) =>
    path
      .replace('/employees/:id', `/employees/${ids.ana}`)
      .replace('/attendance/:id', `/attendance/${ids.punchAna}`)
      .replace(/:[a-zA-Z]+/g, '1');

  it('a consulta gets 403 on every route that changes something or is for administrators, and nothing changes', async () => {
    const before = server.db.prepare('SELECT (SELECT COUNT(*) FROM empleados) + (SELECT COUNT(*) FROM checadas) + (SELECT COUNT(*) FROM usuarios) AS n').get();
    const closed = table().filter((r) => r.access === 'admin' || r.access === 'managers');
    expect(closed.length).toBeGreaterThanOrEqual(40);
    for (const { method, path } of closed) {
      const response = await consulta(method, fill(path), method === 'GET' ? undefined : {});
      expect({ method, path, status: response.status, body: response.body }).toEqual({ method, path, status: 403, body: FORBIDDEN });
    }
    expect(server.db.prepare('SELECT (SELECT COUNT(*) FROM empleados) + (SELECT COUNT(*) FROM checadas) + (SELECT COUNT(*) FROM usuarios) AS n').get()).toEqual(
      before,
    );
  });

  it('a gerente gets 403 on every administrators’ route, and reads what every role reads', async () => {
    for (const { method, path } of table().filter((r) => r.access === 'admin')) {
      const response = await gerente(method, fill(path), method === 'GET' ? undefined : {});
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
    for (const { method, path } of table().filter((r) => r.access === 'readers' && r.method === 'GET' && !r.path.includes('foto'))) {
      const query = path.startsWith('/api/prenomina')
        ? '?desde=2026-03-09&hasta=2026-03-15&perfil=contpaqi'
        : path.startsWith('/api/rol-turnos') // issue 41: the roster needs its week
          ? '?desde=2026-03-09&hasta=2026-03-15'
          : '';
      const response = await consulta(method, fill(path) + query);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
  });

  it('only administrators manage users, branches, rules, periods, backups, privacy and the audit log', () => {
    const admin = new Set(
      table()
        .filter((r) => r.access === 'admin')
        .map((r) => `${r.method} ${r.path}`),
    );
    for (const route of [
      'GET /api/usuarios',
      'POST /api/usuarios',
      'POST /api/sucursales',
      'PUT /api/reglas',
      'POST /api/periodos/:id/cerrar',
      'GET /api/respaldos',
      'PUT /api/privacidad',
      'GET /api/auditoria',
      'POST /api/devices/:id/approve',
    ]) {
      expect(admin).toContain(route);
    }
  });
});
