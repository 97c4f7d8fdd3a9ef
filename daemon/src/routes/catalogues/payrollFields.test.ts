import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

/** Issue 12 on the catalogues: sucursales carry `zona`, bonos carry `tipo` and `pierdeCon`. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.db.exec('DELETE FROM empleados; DELETE FROM bonos; DELETE FROM sucursales;');
});

const dump = (table: 'bonos' | 'sucursales') => server.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
const expectRefused = (response: TestResponse, table: 'bonos' | 'sucursales', before: unknown, field: string) => {
  expect(response.status, response.text).toBe(422);
  expect(response.body).toMatchObject({ code: 'validation_failed', field });
  expect(response.body.error.length).toBeGreaterThan(10);
  expect(dump(table)).toEqual(before);
};

describe('/api/sucursales: zona', () => {
  it('is general by default and frontera when sent; stored in the zona column', async () => {
    const centro = await server.request('POST', '/api/sucursales', { nombre: 'Centro' });
    const tijuana = await server.request('POST', '/api/sucursales', { nombre: 'Tijuana', zona: 'frontera' });
    expect([centro.status, tijuana.status]).toEqual([201, 201]);
    expect(centro.body).toEqual({ id: expect.any(Number), nombre: 'CENTRO', zona: 'general' });
    expect(tijuana.body).toEqual({ id: expect.any(Number), nombre: 'TIJUANA', zona: 'frontera' });
    expect((await server.request('GET', '/api/sucursales')).body).toEqual([centro.body, tijuana.body]);
    expect(server.db.prepare('SELECT nombre, zona FROM sucursales ORDER BY id').all()).toEqual([
      { nombre: 'CENTRO', zona: 'general' },
      { nombre: 'TIJUANA', zona: 'frontera' },
    ]);
  });

  it('keeps the stored zona on a PUT that leaves it out (an older client), and changes it when sent', async () => {
    const created = await server.request('POST', '/api/sucursales', { nombre: 'Mexicali', zona: 'frontera' });
    const renamed = await server.request('PUT', `/api/sucursales/${created.body.id}`, { id: created.body.id, nombre: 'Mexicali Centro' });
    expect(renamed.body).toEqual({ id: created.body.id, nombre: 'MEXICALI CENTRO', zona: 'frontera' });
    const moved = await server.request('PUT', `/api/sucursales/${created.body.id}`, { ...renamed.body, zona: 'general' });
    expect(moved.status).toBe(200);
    expect(moved.body.zona).toBe('general');
  });

  it.each([
    ['unknown', 'sur'],
    ['in capitals', 'FRONTERA'],
    ['null', null],
    ['a number', 1],
    ['empty', ''],
  ])('refuses a zona that is %s (422, field zona) on POST and PUT, and changes nothing', async (_label, zona) => {
    const created = await server.request('POST', '/api/sucursales', { nombre: 'Juárez', zona: 'frontera' });
    const before = dump('sucursales');
    const post = await server.request('POST', '/api/sucursales', { nombre: 'Otra', zona });
    expectRefused(post, 'sucursales', before, 'zona');
    expect(post.body.error).toBe('La zona debe ser "general" o "frontera".');
    expectRefused(await server.request('PUT', `/api/sucursales/${created.body.id}`, { nombre: 'Juárez', zona }), 'sucursales', before, 'zona');
  });
});

describe('/api/bonos: tipo and pierdeCon', () => {
  it('default to fijo and 1 (existing clients keep working), and are stored when sent', async () => {
    const fijo = await server.request('POST', '/api/bonos', { nombre: 'Despensa', monto: 300 });
    const puntualidad = await server.request('POST', '/api/bonos', { nombre: 'Puntualidad', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
    expect(fijo.body).toEqual({ id: expect.any(Number), nombre: 'DESPENSA', monto: 300, tipo: 'fijo', pierdeCon: 1 });
    expect(puntualidad.body).toEqual({ id: expect.any(Number), nombre: 'PUNTUALIDAD', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
    expect(server.db.prepare('SELECT nombre, monto_centavos, tipo, pierde_con FROM bonos ORDER BY id').all()).toEqual([
      { nombre: 'DESPENSA', monto_centavos: 30000, tipo: 'fijo', pierde_con: 1 },
      { nombre: 'PUNTUALIDAD', monto_centavos: 20000, tipo: 'puntualidad', pierde_con: 3 },
    ]);
  });

  it('lets two bonos share an amount (PUNTUALIDAD 200 and ASISTENCIA 200)', async () => {
    const a = await server.request('POST', '/api/bonos', { nombre: 'Puntualidad', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
    const b = await server.request('POST', '/api/bonos', { nombre: 'Asistencia', monto: 200, tipo: 'asistencia', pierdeCon: 1 });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await server.request('GET', '/api/bonos')).body.map((r: { nombre: string; monto: number }) => [r.nombre, r.monto])).toEqual([
      ['ASISTENCIA', 200],
      ['PUNTUALIDAD', 200],
    ]);
  });

  it('keeps the stored tipo and pierdeCon on a PUT that leaves them out, and changes them when sent', async () => {
    const created = await server.request('POST', '/api/bonos', { nombre: 'Asistencia', monto: 200, tipo: 'asistencia', pierdeCon: 2 });
    const repriced = await server.request('PUT', `/api/bonos/${created.body.id}`, { nombre: 'Asistencia', monto: 250 });
    expect(repriced.body).toEqual({ id: created.body.id, nombre: 'ASISTENCIA', monto: 250, tipo: 'asistencia', pierdeCon: 2 });
    const changed = await server.request('PUT', `/api/bonos/${created.body.id}`, { ...repriced.body, tipo: 'puntualidad', pierdeCon: 31 });
    expect(changed.body).toEqual({ id: created.body.id, nombre: 'ASISTENCIA', monto: 250, tipo: 'puntualidad', pierdeCon: 31 });
  });

  it.each([
    ['tipo', 'unknown', 'productividad', 'El tipo de bono debe ser "fijo", "puntualidad" o "asistencia".'],
    ['tipo', 'null', null, 'El tipo de bono debe ser "fijo", "puntualidad" o "asistencia".'],
    ['tipo', 'in capitals', 'FIJO', 'El tipo de bono debe ser "fijo", "puntualidad" o "asistencia".'],
    ['pierdeCon', '0', 0, 'El bono se pierde con un número entero de 1 a 31.'],
    ['pierdeCon', '32', 32, 'El bono se pierde con un número entero de 1 a 31.'],
    ['pierdeCon', 'a fraction', 1.5, 'El bono se pierde con un número entero de 1 a 31.'],
    ['pierdeCon', 'a text', '3', 'El bono se pierde con un número entero de 1 a 31.'],
    ['pierdeCon', 'null', null, 'El bono se pierde con un número entero de 1 a 31.'],
  ])('refuses a %s that is %s (422, named field) on POST and PUT, and changes nothing', async (field, _label, value, message) => {
    const created = await server.request('POST', '/api/bonos', { nombre: 'Puntualidad', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
    const before = dump('bonos');
    const post = await server.request('POST', '/api/bonos', { nombre: 'Otro', monto: 100, [field]: value });
    expectRefused(post, 'bonos', before, field);
    expect(post.body.error).toBe(message);
    const put = await server.request('PUT', `/api/bonos/${created.body.id}`, { nombre: 'Puntualidad', monto: 200, [field]: value });
    expectRefused(put, 'bonos', before, field);
  });
});
