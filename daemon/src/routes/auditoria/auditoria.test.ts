import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const nombre of ['CENTRO', 'NORTE', 'SUR']) await server.request('POST', '/api/sucursales', { nombre });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/auditoria', () => {
  it('401 without a session', async () => {
    const res = await server.anonymous('GET', '/api/auditoria');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it.each([
    ['limite=0', 'limite', 'El límite debe ser un número entero de 1 a 500.'],
    ['limite=501', 'limite', 'El límite debe ser un número entero de 1 a 500.'],
    ['limite=muchos', 'limite', 'El límite debe ser un número entero de 1 a 500.'],
    ['desde=-1', 'desde', 'El desplazamiento debe ser un número entero de 0 en adelante.'],
  ])('422 for %s, in Spanish, naming the field', async (query, field, error) => {
    const res = await server.request('GET', `/api/auditoria?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error, code: 'validation_failed', field });
  });

  it('lists who changed what, newest first, a page at a time', async () => {
    const all = await server.request('GET', '/api/auditoria');
    expect(all.status).toBe(200);
    const altas = all.body.filter((e: { accion: string }) => e.accion === 'sucursales.crear');
    expect(altas.map((e: { despues: { nombre: string } }) => e.despues.nombre)).toEqual(['SUR', 'NORTE', 'CENTRO']);
    expect(altas[0]).toMatchObject({ usuario: 'admin', antes: null, fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const page = await server.request('GET', '/api/auditoria?limite=1&desde=1');
    expect(page.body).toEqual([all.body[1]]);
  });
});

describe('GET /api/auditoria pages and names (issue 30 item 10)', () => {
  it('counts what the filters select (GET /api/auditoria/total) and names the employee an entry holds by id', async () => {
    await server.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 400 });
    const hired = await server.request('POST', '/api/employees', {
      nombre: 'Ana López',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 400,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      numeroEmpleado: '0002',
    });
    expect(hired.status).toBe(201);
    const id = hired.body.id as number;
    expect((await server.request('PUT', `/api/employees/${id}/pin`, { pin: '4821' })).status).toBe(204);

    const nip = await server.request('GET', '/api/auditoria?tipo=empleados.nip');
    expect(nip.status).toBe(200);
    expect(nip.body).toHaveLength(1);
    expect(nip.body[0]).toMatchObject({ despues: { employeeId: id, nip: 'asignado' }, nombres: { [`empleado:${id}`]: 'ANA LÓPEZ (núm. 0002)' } });
    // The alta names its sucursal and puesto by their ids too; an entry without ids has no names.
    const alta = (await server.request('GET', '/api/auditoria?tipo=empleados.crear')).body[0];
    expect(alta.nombres).toEqual({ [`sucursal:${alta.despues.sucursalId}`]: 'CENTRO', [`puesto:${alta.despues.puestoId}`]: 'CAJERO' });
    expect((await server.request('GET', '/api/auditoria?tipo=puestos')).body[0].nombres).toEqual({});

    // Three altas of sucursales: the total is 3 whatever the page; the third page of one is CENTRO, the first made.
    const total = await server.request('GET', '/api/auditoria/total?tipo=sucursales.crear');
    expect(total.status).toBe(200);
    expect(total.body).toEqual({ total: 3 });
    const third = await server.request('GET', '/api/auditoria?tipo=sucursales.crear&limite=1&desde=2');
    expect(third.body.map((e: { despues: { nombre: string } }) => e.despues.nombre)).toEqual(['CENTRO']);
    expect((await server.request('GET', '/api/auditoria/total')).body.total).toBe((await server.request('GET', '/api/auditoria?limite=500')).body.length);

    const bad = await server.request('GET', '/api/auditoria/total?tipo=Empleados!');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ error: 'El tipo de cambio no es válido: elige uno de la lista.', code: 'validation_failed', field: 'tipo' });
    expect((await server.anonymous('GET', '/api/auditoria/total')).status).toBe(401);
  });
});

describe('GET /api/auditoria filters (issue 16 item 5)', () => {
  // Changes on three local days in Mexico City (UTC-6), by two administrators; sessions end after 8 idle hours,
  // so sofía's keeps being used while the clock moves on, and she reads the log.
  let box: TestServer;
  let sofia: (method: string, path: string, body?: unknown) => Promise<TestResponse>;
  const PASSWORD = 'una-contraseña-larga';
  beforeAll(async () => {
    const clock = movableClock('2026-03-10T05:59:00.000Z'); // 9 March, 23:59 local
    box = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
    await box.request('POST', '/api/sucursales', { nombre: 'Centro' });
    clock.set('2026-03-10T06:00:00.000Z'); // 10 March, 00:00
    const puesto = (await box.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 })).body;
    await box.request('POST', '/api/usuarios', { usuario: 'sofia', password: PASSWORD, rol: 'administrador' });
    const login = await box.anonymous('POST', '/api/auth/login', { usuario: 'sofia', password: PASSWORD });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    sofia = (method, path, body) => box.anonymous(method, path, body, { cookie });
    clock.set('2026-03-10T11:00:00.000Z'); // 10 March, 05:00
    await sofia('PUT', `/api/puestos/${puesto.id}`, { ...puesto, salarioDiario: 320 });
    for (const keepAlive of ['2026-03-10T18:00:00.000Z', '2026-03-11T01:00:00.000Z']) {
      clock.set(keepAlive);
      await sofia('GET', '/api/auth/state');
    }
    clock.set('2026-03-11T06:00:00.000Z'); // 11 March, 00:00
    await sofia('POST', '/api/sucursales', { nombre: 'Norte' });
  });
  afterAll(async () => {
    await box?.close();
  });

  const acciones = async (query: string) => {
    const res = await sofia('GET', `/api/auditoria?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body.map((e: { accion: string; usuario: string }) => `${e.usuario} ${e.accion}`);
  };

  it('by local date range, both days included', async () => {
    expect(await acciones('fechaDesde=2026-03-10&fechaHasta=2026-03-10')).toEqual(['sofia puestos.actualizar', 'admin usuarios.crear', 'admin puestos.crear']);
    expect(await acciones('fechaHasta=2026-03-09')).toEqual(['admin sucursales.crear']);
    expect(await acciones('fechaDesde=2026-03-11')).toEqual(['sofia sucursales.crear']);
  });

  it('by user, and by kind of change: an entity or one action', async () => {
    expect(await acciones('usuario=sofia')).toEqual(['sofia sucursales.crear', 'sofia puestos.actualizar']);
    expect(await acciones('tipo=sucursales')).toEqual(['sofia sucursales.crear', 'admin sucursales.crear']);
    expect(await acciones('tipo=puestos.actualizar')).toEqual(['sofia puestos.actualizar']);
    expect(await acciones('tipo=puestos&usuario=admin&fechaDesde=2026-03-10')).toEqual(['admin puestos.crear']);
    expect(await acciones('usuario=nadie')).toEqual([]);
  });

  it.each([
    ['fechaDesde=2026-02-30', 'fechaDesde', 'La fecha "desde" debe ser una fecha real con el formato AAAA-MM-DD.'],
    ['fechaHasta=10/03/2026', 'fechaHasta', 'La fecha "hasta" debe ser una fecha real con el formato AAAA-MM-DD.'],
    ['fechaDesde=2026-03-11&fechaHasta=2026-03-10', 'fechaDesde', 'La fecha "desde" no puede ser posterior a "hasta".'],
    ['tipo=DROP%20TABLE', 'tipo', 'El tipo de cambio no es válido: elige uno de la lista.'],
    ['usuario=', 'usuario', 'El usuario debe tener de 1 a 100 caracteres.'],
  ])('422 for %s, in Spanish, naming the field', async (query, field, error) => {
    const res = await sofia('GET', `/api/auditoria?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error, code: 'validation_failed', field });
  });

  it('GET /api/auditoria/opciones lists the users and actions recorded (administrators only)', async () => {
    const res = await sofia('GET', '/api/auditoria/opciones');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      usuarios: ['admin', 'sofia'],
      acciones: ['puestos.actualizar', 'puestos.crear', 'sucursales.crear', 'usuarios.crear'],
    });
    expect((await box.anonymous('GET', '/api/auditoria/opciones')).status).toBe(401);
  });
});
