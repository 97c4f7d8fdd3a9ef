import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

type Case = {
  resource: 'puestos' | 'sucursales' | 'bonos';
  amountField?: 'salarioDiario' | 'monto';
  amountColumn?: string;
  noun: string;
  notFound: string;
  /** The fields issue 12 adds, as a row gets them by default. */
  defaults: Record<string, unknown>;
};

const cases: Case[] = [
  {
    resource: 'puestos',
    amountField: 'salarioDiario',
    amountColumn: 'salario_diario_centavos',
    noun: 'puesto',
    notFound: 'El puesto no existe.',
    defaults: {},
  },
  { resource: 'sucursales', noun: 'sucursal', notFound: 'La sucursal no existe.', defaults: { zona: 'general' } },
  {
    resource: 'bonos',
    amountField: 'monto',
    amountColumn: 'monto_centavos',
    noun: 'bono',
    notFound: 'El bono no existe.',
    defaults: { tipo: 'fijo', pierdeCon: 1 },
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe.each(cases)('/api/$resource', ({ resource, amountField, amountColumn, noun, notFound, defaults }) => {
  const path = `/api/${resource}`;
  const body = (nombre: unknown, amount: unknown = 250.5) => (amountField ? { nombre, [amountField]: amount } : { nombre });
  const tableDump = () => server.db.prepare(`SELECT * FROM ${resource} ORDER BY id`).all();
  const expectUnchanged = async (before: unknown, response: { status: number; body: any }, status: number) => {
    expect(response.status).toBe(status);
    expect(typeof response.body.error).toBe('string');
    expect(response.body.error.length).toBeGreaterThan(5);
    expect(typeof response.body.code).toBe('string');
    expect(tableDump()).toEqual(before);
  };

  beforeEach(() => {
    server.db.exec(`DELETE FROM ${resource}`);
  });

  it('creates a row (201), trimmed and uppercased, and lists it', async () => {
    const created = await server.request('POST', path, body('  gerente de   tienda ñandú ', '1234.56'));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      nombre: 'GERENTE DE TIENDA ÑANDÚ',
      ...(amountField ? { [amountField]: 1234.56 } : {}),
      ...defaults,
    });

    const list = await server.request('GET', path);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body]);

    if (amountColumn) {
      const row = server.db.prepare(`SELECT ${amountColumn} AS centavos FROM ${resource} WHERE id = ?`).get(created.body.id) as { centavos: number };
      expect(row.centavos).toBe(123456);
    }
  });

  it('lists rows by name', async () => {
    await server.request('POST', path, body('zeta'));
    await server.request('POST', path, body('alfa'));
    const list = await server.request('GET', path);
    expect(list.body.map((r: { nombre: string }) => r.nombre)).toEqual(['ALFA', 'ZETA']);
  });

  it('updates the whole edited row with PUT', async () => {
    const created = await server.request('POST', path, body('cajero', 100));
    const edited = { ...created.body, nombre: 'cajera', ...(amountField ? { [amountField]: 99.99 } : {}) };
    const updated = await server.request('PUT', `${path}/${created.body.id}`, edited);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: created.body.id, nombre: 'CAJERA', ...(amountField ? { [amountField]: 99.99 } : {}), ...defaults });
    expect((await server.request('GET', path)).body).toEqual([updated.body]);
  });

  it('keeps its own name on update without calling it a duplicate', async () => {
    const created = await server.request('POST', path, body('almacén'));
    const updated = await server.request('PUT', `${path}/${created.body.id}`, body('Almacén', 10));
    expect(updated.status).toBe(200);
  });

  it('deletes a row (204)', async () => {
    const created = await server.request('POST', path, body('temporal'));
    const removed = await server.request('DELETE', `${path}/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await server.request('GET', path)).body).toEqual([]);
  });

  it('refuses a duplicated name ignoring case and accents case (409) and changes nothing', async () => {
    await server.request('POST', path, body('Logística'));
    const before = tableDump();
    const duplicate = await server.request('POST', path, body('  LOGÍSTICA '));
    await expectUnchanged(before, duplicate, 409);
    expect(duplicate.body.error).toContain(`${noun} con el nombre "LOGÍSTICA"`);
  });

  it('refuses renaming onto another row’s name (409) and changes nothing', async () => {
    await server.request('POST', path, body('uno'));
    const dos = await server.request('POST', path, body('dos'));
    const before = tableDump();
    await expectUnchanged(before, await server.request('PUT', `${path}/${dos.body.id}`, body('Uno')), 409);
  });

  it.each([
    ['missing', {}],
    ['null', { nombre: null }],
    ['a number', { nombre: 42 }],
    ['blank', { nombre: '   ' }],
    ['81 characters', { nombre: 'A'.repeat(81) }],
  ])('refuses a nombre that is %s (422) and changes nothing', async (_label, fields) => {
    const before = tableDump();
    const response = await server.request('POST', path, { ...body('x'), nombre: undefined, ...fields });
    await expectUnchanged(before, response, 422);
    expect(response.body.error).toMatch(/nombre/i);
    expect(response.body.field).toBe('nombre');
  });

  it('accepts a nombre of exactly 80 characters', async () => {
    expect((await server.request('POST', path, body('B'.repeat(80)))).status).toBe(201);
  });

  if (amountField) {
    it.each([
      ['missing', undefined],
      ['null', null],
      ['negative', -1],
      ['"abc"', 'abc'],
      ['NaN as a string', 'NaN'],
      ['Infinity as a string', 'Infinity'],
      ['three decimals', 10.005],
      ['over 1,000,000', 1_000_000.01],
      ['an object', { value: 1 }],
      ['a boolean', true],
      ['written the European way ("1.250,50")', '1.250,50'],
      ['a comma in the wrong place ("3,30,50")', '3,30,50'],
    ])(`refuses a ${amountField} that is %s (422) and changes nothing`, async (_label, amount) => {
      const before = tableDump();
      const payload: Record<string, unknown> = { nombre: 'válido' };
      if (amount !== undefined) payload[amountField] = amount;
      const response = await server.request('POST', path, payload);
      await expectUnchanged(before, response, 422);
      expect(response.body.field).toBe(amountField);
    });

    it('refuses NaN sent as a raw JSON token (400, malformed JSON)', async () => {
      const before = tableDump();
      await expectUnchanged(before, await server.request('POST', path, `{"nombre":"x","${amountField}":NaN}`), 400);
    });

    it.each([
      [0, 0],
      [1_000_000, 100_000_000],
      ['0.10', 10],
      [0.29, 29],
      // Typed the Mexican way (issue 30): a decimal comma is read as one, never as 33,050; commas between thousands too.
      ['330,50', 33050],
      ['330,5', 33050],
      ['1,250.00', 125000],
      ['1,250', 125000],
    ])(`accepts a ${amountField} of %s`, async (amount, centavos) => {
      const response = await server.request('POST', path, body(`monto ${String(amount)}`, amount));
      expect(response.status).toBe(201);
      const row = server.db.prepare(`SELECT ${amountColumn} AS c FROM ${resource} WHERE id = ?`).get(response.body.id) as { c: number };
      expect(row.c).toBe(centavos);
    });

    it('refuses an invalid amount on update and keeps the row as it was', async () => {
      const created = await server.request('POST', path, body('fijo', 10));
      const before = tableDump();
      await expectUnchanged(before, await server.request('PUT', `${path}/${created.body.id}`, body('fijo', -5)), 422);
    });
  }

  it.each(['999999', 'abc', '0', '-1', '1.5'])('answers 404 for the unknown id %s on PUT and DELETE', async (id) => {
    const before = tableDump();
    const put = await server.request('PUT', `${path}/${id}`, body('nuevo'));
    await expectUnchanged(before, put, 404);
    expect(put.body.error).toBe(notFound);
    const del = await server.request('DELETE', `${path}/${id}`);
    await expectUnchanged(before, del, 404);
    expect(del.body.error).toBe(notFound);
  });

  it('refuses malformed JSON (400) and changes nothing', async () => {
    const before = tableDump();
    const response = await server.request('POST', path, '{"nombre": "roto"');
    await expectUnchanged(before, response, 400);
    expect(response.body.code).toBe('invalid_json');
  });

  it('refuses a body over 100 KB (413) and changes nothing', async () => {
    const before = tableDump();
    const response = await server.request('POST', path, body('x'.repeat(101 * 1024)));
    await expectUnchanged(before, response, 413);
  });
});

describe('catalogue rows used by employees', () => {
  const now = new Date().toISOString();
  const insertEmployee = (activo: number) => {
    const p = server.db
      .prepare(`INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES (?, 30000, ?, ?)`)
      .run(`P${activo}${Math.random()}`, now, now);
    const s = server.db.prepare(`INSERT INTO sucursales (nombre, created_at, updated_at) VALUES (?, ?, ?)`).run(`S${activo}${Math.random()}`, now, now);
    const b = server.db
      .prepare(`INSERT INTO bonos (nombre, monto_centavos, created_at, updated_at) VALUES (?, 5000, ?, ?)`)
      .run(`B${activo}${Math.random()}`, now, now);
    server.db
      .prepare(
        `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, bono_id, bono_centavos, fecha_ingreso, hora_entrada, hora_salida, activo, created_at, updated_at)
         VALUES ('ANA', ?, ?, 30000, ?, 5000, '2026-01-01', '09:00', '18:00', ?, ?, ?)`,
      )
      .run(s.lastInsertRowid, p.lastInsertRowid, b.lastInsertRowid, activo, now, now);
    return { puestos: p.lastInsertRowid, sucursales: s.lastInsertRowid, bonos: b.lastInsertRowid };
  };

  it.each(['puestos', 'sucursales', 'bonos'] as const)('refuses to delete a %s row an active employee uses (409)', async (resource) => {
    const ids = insertEmployee(1);
    const response = await server.request('DELETE', `/api/${resource}/${ids[resource]}`);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/lo usa 1 empleado activo/);
    expect(server.db.prepare(`SELECT COUNT(*) AS n FROM ${resource} WHERE id = ?`).get(ids[resource])).toEqual({ n: 1 });
  });

  it('refuses to delete a row in a deactivated employee’s history (409)', async () => {
    const ids = insertEmployee(0);
    const response = await server.request('DELETE', `/api/puestos/${ids.puestos}`);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/historial de 1 empleado dado de baja/);
  });
});

describe('the API surface', () => {
  it('answers an unknown /api path with a JSON 404, never the SPA page', async () => {
    const response = await server.request('GET', '/api/no-existe');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({ error: 'Ruta no encontrada.', code: 'not_found' });
  });

  it('reports health', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, version: expect.any(String), db: 'ok' });
  });
});
