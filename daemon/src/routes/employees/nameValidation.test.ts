import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Names reach the payroll screens, the attendance CSV and the audit log: invisible or lookalike characters
// there make two different people look the same (or a name look empty).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  expect((await server.request('POST', '/api/sucursales', { nombre: 'Centro' })).status).toBe(201);
  expect((await server.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 })).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

const employee = (nombre: string, overrides: Record<string, unknown> = {}) => ({
  nombre,
  sucursal: 'Centro',
  puesto: 'Cajero',
  salario: 300,
  bono: 0,
  fechaIngreso: '2026-01-05',
  horaEntrada: '09:00',
  horaSalida: '18:00',
  ...overrides,
});
const count = (table: string) => (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

const INVISIBLE = 'El nombre tiene caracteres no permitidos (de control o invisibles).';
const NO_LETTER = 'El nombre debe tener al menos una letra o un número.';
const MIXED = 'El nombre mezcla letras de alfabetos distintos (latinas con cirílicas o griegas).';
const refused: [string, string, string][] = [
  ['a NUL character', 'ANA\u0000 PÉREZ', INVISIBLE],
  ['a right-to-left override', 'ANA \u202EZEREP', INVISIBLE],
  ['three zero-width spaces (it looks empty)', '\u200B\u200B\u200B', INVISIBLE],
  ['a byte order mark', '\uFEFFANA', INVISIBLE],
  ['only punctuation', '- . -', NO_LETTER],
  ['a Cyrillic А among Latin letters', '\u0410NA PÉREZ', MIXED],
];

describe('POST /api/employees refuses a bad name', () => {
  it.each(refused)('with %s (422, field nombre, nothing stored)', async (_label, nombre, error) => {
    const before = count('empleados');
    const response = await server.request('POST', '/api/employees', employee(nombre));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error, code: 'validation_failed', field: 'nombre' });
    expect(count('empleados')).toBe(before);
  });

  it('names the catalogue field in a reference with invisible characters', async () => {
    const response = await server.request('POST', '/api/employees', employee('ANA', { sucursal: 'Cen\u200Btro' }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'La sucursal tiene caracteres no permitidos (de control o invisibles).',
      code: 'validation_failed',
      field: 'sucursal',
    });
  });

  it.each([
    ['JOSÉ PEÑA MÜLLER', 'José Peña Müller'],
    ["O'HIGGINS", "o'higgins"],
    ['MARÍA-JOSÉ', 'María-José'],
    ['JOSÉ PEÑA', 'Jose\u0301 Pen\u0303a'], // combining accents are composed (NFC)
  ])('stores %j for %j', async (stored, nombre) => {
    const response = await server.request('POST', '/api/employees', employee(nombre));
    expect(response.status).toBe(201);
    const row = server.db.prepare('SELECT nombre FROM empleados WHERE id = ?').get(response.body.id) as { nombre: string };
    expect(row.nombre).toBe(stored);
  });
});

describe('POST /api/puestos refuses a bad name', () => {
  it.each(refused)('with %s (422, field nombre, nothing stored)', async (_label, nombre, error) => {
    const before = count('puestos');
    const response = await server.request('POST', '/api/puestos', { nombre, salarioDiario: 300 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error, code: 'validation_failed', field: 'nombre' });
    expect(count('puestos')).toBe(before);
  });

  it('composes accents, so "Jose\\u0301" and "José" are the same puesto (a duplicate)', async () => {
    expect((await server.request('POST', '/api/puestos', { nombre: 'Técnico', salarioDiario: 300 })).status).toBe(201);
    const duplicate = await server.request('POST', '/api/puestos', { nombre: 'Te\u0301cnico', salarioDiario: 300 });
    expect(duplicate.status).toBe(409);
  });
});
