import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOTICE } from '../../test-support/consent.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { movableClock, type MovableClock } from '../../test-support/movableClock.js';
import { hire, punch, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 16 item 6: the home page's figures, from real SQLite rows. Today is Wednesday 2026-03-11, 11:00 in
// Mexico City (17:00 UTC); shifts are 09:00-18:00 with the default tolerance of 10 minutes.
const NOW = '2026-03-11T17:00:00.000Z';
const PASSWORD = 'una-contraseña-larga';
type Caller = (method: string, path: string) => Promise<TestResponse>;

let server: TestServer;
let clock: MovableClock;
let gerente: Caller;
let consulta: Caller;
const ids = { centro: 0, norte: 0, ana: 0, beto: 0, carla: 0, diego: 0, elena: 0, pendiente: 0 };

async function signIn(usuario: string): Promise<Caller> {
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path) => server.anonymous(method, path, undefined, { cookie });
}

async function kiosk(fingerprint: string): Promise<{ id: number; codigo: string }> {
  const { code } = (await server.anonymous('POST', '/api/devices/verify', { fingerprint })).body;
  return (await server.request('GET', '/api/devices')).body.find((d: { codigo: string }) => d.codigo === code);
}

const enrolFace = (empleadoId: number) =>
  server.db
    .prepare(`INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, zeroblob(2048), 'test', 0.9, x'FFD8', ?)`)
    .run(empleadoId, NOW);

beforeAll(async () => {
  clock = movableClock(NOW);
  server = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
  const company = await setUpCompany(server); // CENTRO, CAJERO
  ids.centro = company.sucursalId;
  ids.norte = (await server.request('POST', '/api/sucursales', { nombre: 'Norte' })).body.id;
  ids.ana = await hire(server, company, { nombre: 'Ana López' });
  ids.beto = await hire(server, company, { nombre: 'Beto Ruiz' });
  ids.carla = await hire(server, company, { nombre: 'Carla Díaz', sucursal: 'NORTE' });
  ids.diego = await hire(server, company, { nombre: 'Diego Mora', sucursal: 'NORTE', horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 0 });
  ids.elena = await hire(server, company, { nombre: 'Elena Baja' });
  expect((await server.request('DELETE', `/api/employees/${ids.elena}`)).status).toBe(204);
  enrolFace(ids.ana);

  await punch(server, ids.ana, '2026-03-11T08:55'); // on time, still at work
  await punch(server, ids.beto, '2026-03-11T09:25', '2026-03-11T10:30'); // 25 min late: a retardo of 15 past the tolerance
  await punch(server, ids.beto, '2026-03-09T09:00'); // Monday: no salida
  await punch(server, ids.carla, '2026-03-10T09:00', '2026-03-10T14:00', '2026-03-10T15:00'); // Tuesday: three punches
  await punch(server, ids.diego, '2026-03-10T22:00'); // Tuesday's night shift, its salida (06:00) never came
  await punch(server, ids.ana, '2026-02-24T09:00'); // 15 days ago: outside the window
  await punch(server, ids.ana, '2026-03-10T09:00', '2026-03-10T18:00'); // a complete day

  const approved = await kiosk('kiosko-resumen-aprobado');
  await server.request('POST', `/api/devices/${approved.id}/approve`);
  ids.pendiente = (await kiosk('kiosko-resumen-pendiente')).id;

  await server.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [ids.centro] });
  await server.request('POST', '/api/usuarios', { usuario: 'consulta', password: PASSWORD, rol: 'consulta' });
  gerente = await signIn('gerente.centro');
  consulta = await signIn('consulta');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const names = (rows: { nombre: string }[]) => rows.map((r) => r.nombre);

describe('GET /api/resumen for an administrator', () => {
  it("answers today's date and time on the box", async () => {
    const { body } = await server.request('GET', '/api/resumen');
    expect(body).toMatchObject({ hoy: '2026-03-11', hora: '11:00' });
  });

  it('lists the kiosks waiting for approval', async () => {
    const { body } = await server.request('GET', '/api/resumen');
    expect(body.kioscosPendientes).toEqual({
      total: 1,
      kioscos: [{ id: ids.pendiente, codigo: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/), nombre: null, primeraVez: expect.any(String) }],
    });
  });

  it('lists the active employees without a face (not a baja)', async () => {
    const { body } = await server.request('GET', '/api/resumen');
    expect(body.empleadosActivos).toBe(4);
    expect(body.sinRostro.total).toBe(3);
    expect(body.sinRostro.empleados).toEqual([
      { empleadoId: ids.beto, nombre: 'BETO RUIZ', sucursal: 'CENTRO' },
      { empleadoId: ids.carla, nombre: 'CARLA DÍAZ', sucursal: 'NORTE' },
      { empleadoId: ids.diego, nombre: 'DIEGO MORA', sucursal: 'NORTE' },
    ]);
  });

  it('lists the past 14 working days with a punch missing its salida, newest first', async () => {
    const { body } = await server.request('GET', '/api/resumen');
    expect(body.sinSalida).toEqual({
      desde: '2026-02-25',
      hasta: '2026-03-10',
      total: 3,
      dias: [
        { empleadoId: ids.carla, nombre: 'CARLA DÍAZ', sucursal: 'NORTE', fecha: '2026-03-10', entrada: '09:00' },
        { empleadoId: ids.diego, nombre: 'DIEGO MORA', sucursal: 'NORTE', fecha: '2026-03-10', entrada: '22:00' },
        { empleadoId: ids.beto, nombre: 'BETO RUIZ', sucursal: 'CENTRO', fecha: '2026-03-09', entrada: '09:00' },
      ],
    });
  });

  it('says who came today (the late first), who is late and who is missing past their entry time', async () => {
    const { body } = await server.request('GET', '/api/resumen');
    expect(body.hoyAsistencia).toEqual({
      esperados: 4, // Ana, Beto, Carla and Diego (whose shift starts at 22:00)
      llegaron: 2,
      retardos: 1,
      llegadas: [
        {
          empleadoId: ids.beto,
          nombre: 'BETO RUIZ',
          sucursal: 'CENTRO',
          entrada: '09:25',
          minutosRetardo: 15,
          enTurno: false,
          salida: '10:30',
          turno: '09:00 a 18:00',
        },
        {
          empleadoId: ids.ana,
          nombre: 'ANA LÓPEZ',
          sucursal: 'CENTRO',
          entrada: '08:55',
          minutosRetardo: 0,
          enTurno: true,
          salida: null,
          turno: '09:00 a 18:00',
        },
      ],
      faltan: 1,
      faltantes: [{ empleadoId: ids.carla, nombre: 'CARLA DÍAZ', sucursal: 'NORTE', horaEntrada: '09:00', turno: '09:00 a 18:00', regreso: false }],
      // Issue 41: the employees' turnos (from their form's fields) rest on Sunday; today is a Wednesday.
      descansan: [],
    });
  });

  it('reports the first-run checklist: the privacy notice and the reglas tick once published and saved (issue 30)', async () => {
    const configuracion = async () => (await server.request('GET', '/api/resumen')).body.configuracion;
    expect(await configuracion()).toEqual({
      avisoPrivacidad: false,
      sucursal: true,
      puesto: true,
      reglas: false,
      empleadoConRostro: true,
      kioscoAprobado: true,
      // Issue 40: no first day in service recorded on this test box (main.ts writes it): nobody needs an opening balance.
      saldoInicialVacaciones: true,
      requierenSaldoInicial: 0,
      sinSaldoInicial: 0,
    });
    expect((await server.request('PUT', '/api/privacidad', TEST_NOTICE)).status).toBe(200);
    expect((await server.request('PUT', '/api/reglas', {})).status).toBe(200);
    expect(await configuracion()).toMatchObject({
      avisoPrivacidad: true,
      sucursal: true,
      puesto: true,
      reglas: true,
      empleadoConRostro: true,
      kioscoAprobado: true,
    });
  });

  it("does not call last night's shift missing its salida before the shift ends", async () => {
    clock.set('2026-03-11T11:30:00.000Z'); // 05:30 local: Diego's 22:00-06:00 is still under way
    try {
      const { body } = await server.request('GET', '/api/resumen');
      expect(body.sinSalida.dias.map((d: { nombre: string }) => d.nombre)).toEqual(['CARLA DÍAZ', 'BETO RUIZ']);
      // Nobody is late for a 09:00 entry at 05:30.
      expect(body.hoyAsistencia.faltantes).toEqual([]);
    } finally {
      clock.set(NOW);
    }
  });
});

describe('GET /api/resumen for other roles', () => {
  it('a gerente sees only their branch, without the kiosks and the checklist', async () => {
    const response = await gerente('GET', '/api/resumen');
    expect(response.status).toBe(200);
    const { body } = response;
    expect(body.kioscosPendientes).toBeNull();
    expect(body.configuracion).toBeNull();
    expect(body.empleadosActivos).toBe(2);
    expect(names(body.sinRostro.empleados)).toEqual(['BETO RUIZ']);
    expect(names(body.sinSalida.dias)).toEqual(['BETO RUIZ']);
    expect(body.hoyAsistencia).toMatchObject({ esperados: 2, llegaron: 2, retardos: 1, faltan: 0, faltantes: [] });
    expect(names(body.hoyAsistencia.llegadas)).toEqual(['BETO RUIZ', 'ANA LÓPEZ']);
  });

  it('a consulta reads it too (every branch), still without the kiosks and the checklist', async () => {
    const response = await consulta('GET', '/api/resumen');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ kioscosPendientes: null, configuracion: null, sinRostro: { total: 3 }, sinSalida: { total: 3 } });
  });

  it('401 without a session', async () => {
    expect((await server.anonymous('GET', '/api/resumen')).status).toBe(401);
  });
});

describe('GET /api/resumen on a fresh box', () => {
  it('the checklist has nothing done and every list is empty', async () => {
    const fresh = await startTestServer();
    try {
      const { status, body } = await fresh.request('GET', '/api/resumen');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        kioscosPendientes: { total: 0, kioscos: [] },
        empleadosActivos: 0,
        sinRostro: { total: 0, empleados: [] },
        sinSalida: { total: 0, dias: [] },
        hoyAsistencia: { esperados: 0, llegaron: 0, retardos: 0, llegadas: [], faltan: 0, faltantes: [] },
        configuracion: { avisoPrivacidad: false, sucursal: false, puesto: false, reglas: false, empleadoConRostro: false, kioscoAprobado: false },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/resumen and the box clock', () => {
  it('says whether the clock is NTP-synchronised (null while not known)', async () => {
    const server = await startTestServer();
    const relojSincronizado = async () => (await server.request('GET', '/api/resumen')).body.relojSincronizado;
    try {
      expect(await relojSincronizado()).toBeNull();
      server.db.prepare('UPDATE reloj_sistema SET sincronizado = 0').run();
      expect(await relojSincronizado()).toBe(false);
      server.db.prepare('UPDATE reloj_sistema SET sincronizado = 1').run();
      expect(await relojSincronizado()).toBe(true);
    } finally {
      await server.close();
    }
  });
});
