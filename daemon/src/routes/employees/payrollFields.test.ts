import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

/**
 * Issue 12 on /api/employees: diasDescanso, minutosComida, numeroEmpleado, bonoId and the minimum-wage
 * advertencias. Over HTTP against the real app and a real SQLite file.
 */

// 18:00 UTC on 10 March 2026 = 12:00 in Mexico City: the 2026 minimum ($315.04 general, $440.87 frontera).
const START = new Date('2026-03-10T18:00:00Z');
let now = START;
const clock = { now: () => now };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

type Ids = { centro: number; tijuana: number; cajero: number; gerente: number; puntualidad: number; asistencia: number; despensa: number };
let ids: Ids;

const post = async (path: string, body: unknown) => {
  const response = await server.request('POST', path, body);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
  return response.body.id as number;
};

beforeEach(async () => {
  now = START;
  server.db.exec('DELETE FROM rostros; DELETE FROM empleados; DELETE FROM bonos; DELETE FROM puestos; DELETE FROM sucursales; DELETE FROM auditoria;');
  ids = {
    centro: await post('/api/sucursales', { nombre: 'Centro' }),
    tijuana: await post('/api/sucursales', { nombre: 'Tijuana', zona: 'frontera' }),
    cajero: await post('/api/puestos', { nombre: 'Cajero', salarioDiario: 320 }),
    gerente: await post('/api/puestos', { nombre: 'Gerente', salarioDiario: 550.5 }),
    // Two bonos share 200.00 (issue 12): by amount alone the first by name (ASISTENCIA) would be taken.
    puntualidad: await post('/api/bonos', { nombre: 'Puntualidad', monto: 200, tipo: 'puntualidad', pierdeCon: 3 }),
    asistencia: await post('/api/bonos', { nombre: 'Asistencia', monto: 200, tipo: 'asistencia', pierdeCon: 1 }),
    despensa: await post('/api/bonos', { nombre: 'Despensa', monto: 350.75 }),
  };
});

/** The requirements' payload of 'Nuevo Empleado', without any of the issue 12 fields. */
const valid = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Ana López',
  sucursal: 'Centro',
  puesto: 'Cajero',
  salario: 320,
  bono: 0,
  fechaIngreso: '2026-03-01',
  horaEntrada: '09:00',
  horaSalida: '18:00',
  ...overrides,
});

const dump = () => server.db.prepare('SELECT * FROM empleados ORDER BY id').all();
const row = (id: number) => server.db.prepare('SELECT * FROM empleados WHERE id = ?').get(id) as Record<string, unknown>;
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await server.request('POST', '/api/employees', valid(overrides));
  if (response.status !== 201) throw new Error(`create: ${response.status} ${response.text}`);
  return response.body as { id: number } & Record<string, unknown>;
};
const put = (id: number, body: unknown) => server.request('PUT', `/api/employees/${id}`, body);

/**
 * A refusal: status, a Spanish sentence, a stable code, the field named, and nothing written. A bad element of
 * a list is named with its index ('diasDescanso.0').
 */
const expectRefused = (response: TestResponse, before: unknown, status: number, field: string, code?: string) => {
  expect(response.status, response.text).toBe(status);
  expect(typeof response.body.error).toBe('string');
  expect(response.body.error.length).toBeGreaterThan(10);
  expect(String(response.body.field).replace(/\.\d+$/, '')).toBe(field);
  if (code) expect(response.body.code).toBe(code);
  expect(dump()).toEqual(before);
};

describe('diasDescanso, minutosComida and numeroEmpleado', () => {
  it("default to Sunday off, no meal and no number when the product's payload leaves them out", async () => {
    const created = await create();
    // 09:00-18:00 without a meal: 9 h of a diurna jornada, 1 h over its legal maximum (LFT art. 61).
    expect(created).toMatchObject({
      diasDescanso: [0],
      minutosComida: 0,
      numeroEmpleado: null,
      advertencias: [expect.objectContaining({ code: 'jornada_excede_maximo' })],
    });
    expect(row(created.id)).toMatchObject({ dias_descanso: '[0]', minutos_comida: 0, numero_empleado: null });
  });

  it('stores them when sent: days sorted, number trimmed and uppercased', async () => {
    const created = await create({ diasDescanso: [6, 0], minutosComida: 60, numeroEmpleado: ' mx-0042 ' });
    expect(created).toMatchObject({ diasDescanso: [0, 6], minutosComida: 60, numeroEmpleado: 'MX-0042' });
    expect(row(created.id)).toMatchObject({ dias_descanso: '[0,6]', minutos_comida: 60, numero_empleado: 'MX-0042' });
    expect((await server.request('GET', `/api/employees/${created.id}`)).body).toEqual(created);
  });

  it.each([
    ['no rest day at all', []],
    ['six rest days', [0, 1, 2, 3, 4, 5]],
  ])('accepts diasDescanso with %s', async (_label, diasDescanso) => {
    expect((await create({ diasDescanso })).diasDescanso).toEqual(diasDescanso);
  });

  it('treats numeroEmpleado "" and null as none', async () => {
    expect((await create({ nombre: 'Uno', numeroEmpleado: '' })).numeroEmpleado).toBeNull();
    expect((await create({ nombre: 'Dos', numeroEmpleado: null })).numeroEmpleado).toBeNull();
  });

  const invalid: [field: string, label: string, value: unknown, message: RegExp][] = [
    ['diasDescanso', 'a text', 'domingo', /días de descanso/],
    ['diasDescanso', 'null', null, /días de descanso/],
    ['diasDescanso', 'a day 7', [7], /0 \(domingo\) a 6 \(sábado\)/],
    ['diasDescanso', 'a day -1', [-1], /0 \(domingo\) a 6 \(sábado\)/],
    ['diasDescanso', 'a fraction', [1.5], /0 \(domingo\) a 6 \(sábado\)/],
    ['diasDescanso', 'a day as text', ['0'], /0 \(domingo\) a 6 \(sábado\)/],
    ['diasDescanso', 'a repeated day', [0, 0], /repetido/],
    ['diasDescanso', 'every day of the week', [0, 1, 2, 3, 4, 5, 6], /al menos un día laborable/],
    ['minutosComida', 'negative', -1, /minutos de comida/],
    ['minutosComida', 'over 240', 241, /minutos de comida/],
    ['minutosComida', 'a fraction', 30.5, /minutos de comida/],
    ['minutosComida', 'a text', '30', /minutos de comida/],
    ['minutosComida', 'null', null, /minutos de comida/],
    ['numeroEmpleado', '21 characters', 'N'.repeat(21), /como máximo 20/],
    ['numeroEmpleado', 'with a space inside', 'A 1', /solo admite/],
    ['numeroEmpleado', 'with a #', 'A#1', /solo admite/],
    ['numeroEmpleado', 'a number', 42, /texto/],
    ['bonoId', 'a text', 'PUNTUALIDAD', /bonoId/],
    ['bonoId', '0', 0, /bonoId/],
    ['bonoId', 'a fraction', 1.5, /bonoId/],
  ];

  it.each(invalid)('refuses a %s that is %s (422, named field) and stores nothing', async (field, _label, value, message) => {
    const before = dump();
    const response = await server.request('POST', '/api/employees', valid({ [field]: value }));
    expectRefused(response, before, 422, field, 'validation_failed');
    expect(response.body.error).toMatch(message);
  });

  it('names the bad day of diasDescanso by its index', async () => {
    const response = await server.request('POST', '/api/employees', valid({ diasDescanso: [0, 7] }));
    expect(response.body).toMatchObject({ field: 'diasDescanso.1', error: 'Los días de descanso son números de 0 (domingo) a 6 (sábado).' });
  });

  it('refuses a meal as long as the shift (422 on minutosComida), also for a night shift', async () => {
    const before = dump();
    const day = await server.request('POST', '/api/employees', valid({ horaEntrada: '09:00', horaSalida: '10:00', minutosComida: 60 }));
    expectRefused(day, before, 422, 'minutosComida', 'validation_failed');
    expect(day.body.error).toBe('Los minutos de comida (60) deben ser menos que la duración del turno de 09:00 a 10:00 (1 h).');
    const night = await server.request('POST', '/api/employees', valid({ horaEntrada: '23:30', horaSalida: '01:00', minutosComida: 90 }));
    expectRefused(night, before, 422, 'minutosComida');
    expect((await create({ horaEntrada: '23:30', horaSalida: '01:00', minutosComida: 89 })).minutosComida).toBe(89);
  });

  it('refuses a numeroEmpleado another employee has, ignoring case (409), and stores nothing', async () => {
    await create({ numeroEmpleado: 'MX-0042' });
    const before = dump();
    const response = await server.request('POST', '/api/employees', valid({ nombre: 'Otro', numeroEmpleado: 'mx-0042' }));
    expectRefused(response, before, 409, 'numeroEmpleado', 'numero_empleado_duplicate');
    expect(response.body.error).toBe('Ya existe un empleado con el número "MX-0042".');
  });

  it('lets any number of employees go without a numeroEmpleado', async () => {
    await create({ nombre: 'Uno' });
    await create({ nombre: 'Dos', numeroEmpleado: null });
    await create({ nombre: 'Tres', numeroEmpleado: '' });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM empleados WHERE numero_empleado IS NULL').get()).toEqual({ n: 3 });
  });
});

describe('PUT: the issue 12 fields', () => {
  const stored = { diasDescanso: [0, 6], minutosComida: 45, numeroEmpleado: 'N-7' };

  it("keeps the stored values when the body leaves them out (the product's payload)", async () => {
    const created = await create(stored);
    const response = await put(created.id, valid({ nombre: 'Ana López Ruiz', horaSalida: '17:30' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ nombre: 'ANA LÓPEZ RUIZ', horaSalida: '17:30', ...stored });
    expect(row(created.id)).toMatchObject({ dias_descanso: '[0,6]', minutos_comida: 45, numero_empleado: 'N-7' });
  });

  it('changes them when sent, and clears the number with null or ""', async () => {
    const created = await create(stored);
    const changed = await put(created.id, valid({ diasDescanso: [3], minutosComida: 0, numeroEmpleado: 'n-8' }));
    expect(changed.body).toMatchObject({ diasDescanso: [3], minutosComida: 0, numeroEmpleado: 'N-8' });
    expect((await put(created.id, valid({ numeroEmpleado: null }))).body.numeroEmpleado).toBeNull();
    await put(created.id, valid({ numeroEmpleado: 'N-9' }));
    expect((await put(created.id, valid({ numeroEmpleado: '' }))).body.numeroEmpleado).toBeNull();
    expect(row(created.id).numero_empleado).toBeNull();
  });

  it('accepts the edited copy of a listed employee as it is, and changes nothing', async () => {
    const created = await create({ ...stored, bono: 200, bonoId: ids.puntualidad });
    const listed = (await server.request('GET', `/api/employees/${created.id}`)).body;
    const before = dump().map((r) => ({ ...(r as object), updated_at: undefined }));
    const response = await put(created.id, listed);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual(listed);
    expect(dump().map((r) => ({ ...(r as object), updated_at: undefined }))).toEqual(before);
  });

  it('keeps its own numeroEmpleado without calling it a duplicate, in any case', async () => {
    const created = await create(stored);
    expect((await put(created.id, valid({ numeroEmpleado: 'n-7' }))).status).toBe(200);
  });

  it('refuses another employee’s numeroEmpleado (409) and keeps the row as it was', async () => {
    await create({ nombre: 'Primero', numeroEmpleado: 'A-1' });
    const second = await create({ nombre: 'Segundo', numeroEmpleado: 'A-2' });
    const before = dump();
    expectRefused(await put(second.id, valid({ numeroEmpleado: 'a-1' })), before, 409, 'numeroEmpleado', 'numero_empleado_duplicate');
  });

  it('refuses new hours that leave no paid time after the stored meal (422), and keeps the row', async () => {
    const created = await create({ minutosComida: 60 });
    const before = dump();
    const response = await put(created.id, valid({ horaEntrada: '09:00', horaSalida: '09:45' }));
    expectRefused(response, before, 422, 'minutosComida', 'validation_failed');
  });

  it.each([
    ['diasDescanso', [9]],
    ['minutosComida', 500],
    ['numeroEmpleado', 'con espacio'],
    ['bonoId', -3],
  ])('refuses an invalid %s (422) and keeps the row as it was', async (field, value) => {
    const created = await create(stored);
    const before = dump();
    expectRefused(await put(created.id, valid({ [field]: value })), before, 422, field);
  });
});

describe('bonoId: the bono chosen by id, beside its amount', () => {
  it('stores the chosen bono when two share the amount (the amount alone would take ASISTENCIA)', async () => {
    const byId = await create({ bono: 200, bonoId: ids.puntualidad });
    expect(byId).toMatchObject({ bonoId: ids.puntualidad, bono: 200, bonoNombre: 'PUNTUALIDAD' });
    expect(row(byId.id)).toMatchObject({ bono_id: ids.puntualidad, bono_centavos: 20000 });
    const byAmount = await create({ nombre: 'Sin id', bono: 200 });
    expect(byAmount).toMatchObject({ bonoId: ids.asistencia, bonoNombre: 'ASISTENCIA' });
  });

  it.each([
    ['without bono', undefined],
    ['with bono 0', 0],
    ['with bono null', null],
  ])('takes the amount from the bono when bonoId comes %s', async (_label, bono) => {
    const body: Record<string, unknown> = valid({ bonoId: ids.despensa, bono });
    if (bono === undefined) delete body.bono;
    const response = await server.request('POST', '/api/employees', body);
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ bonoId: ids.despensa, bono: 350.75, bonoNombre: 'DESPENSA' });
    expect(row(response.body.id)).toMatchObject({ bono_id: ids.despensa, bono_centavos: 35075 });
  });

  it('stores no bono for bonoId null with bono 0', async () => {
    const created = await create({ bonoId: null, bono: 0 });
    expect(created).toMatchObject({ bonoId: null, bono: 0, bonoNombre: null });
  });

  it('refuses a bonoId and an amount that disagree (422 bono_mismatch) and stores nothing', async () => {
    const before = dump();
    const response = await server.request('POST', '/api/employees', valid({ bonoId: ids.despensa, bono: 200 }));
    expectRefused(response, before, 422, 'bonoId', 'bono_mismatch');
    expect(response.body.error).toBe('El bono "DESPENSA" es de $350.75, no de $200.00. Vuelve a cargar los bonos e inténtalo de nuevo.');
  });

  it('refuses an amount beside bonoId null (422 bono_mismatch) and stores nothing', async () => {
    const before = dump();
    const response = await server.request('POST', '/api/employees', valid({ bonoId: null, bono: 200 }));
    expectRefused(response, before, 422, 'bonoId', 'bono_mismatch');
    expect(response.body.error).toMatch(/sin elegir cuál/);
  });

  it('refuses the id of no bono (422 bono_unknown on bonoId) and stores nothing', async () => {
    const before = dump();
    const response = await server.request('POST', '/api/employees', valid({ bonoId: 999_999, bono: 200 }));
    expectRefused(response, before, 422, 'bonoId', 'bono_unknown');
    expect(response.body.error).toBe('El bono elegido no existe. Vuelve a cargar los bonos e inténtalo de nuevo.');
  });

  it('switches between two bonos of the same amount on PUT', async () => {
    const created = await create({ bono: 200, bonoId: ids.asistencia });
    const response = await put(created.id, valid({ bono: 200, bonoId: ids.puntualidad }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ bonoId: ids.puntualidad, bonoNombre: 'PUNTUALIDAD', bono: 200 });
  });

  it('keeps the stored bono and amount on PUT with its own bonoId, even after the catalogue repriced it', async () => {
    const created = await create({ bono: 200, bonoId: ids.puntualidad });
    expect((await server.request('PUT', `/api/bonos/${ids.puntualidad}`, { nombre: 'Puntualidad', monto: 250 })).status).toBe(200);
    for (const bono of [200, 0]) {
      const response = await put(created.id, valid({ bono, bonoId: ids.puntualidad }));
      expect(response.status, response.text).toBe(200);
      expect(row(created.id)).toMatchObject({ bono_id: ids.puntualidad, bono_centavos: 20000 });
    }
    // Another amount beside it must be the catalogue's current one.
    const before = dump();
    expectRefused(await put(created.id, valid({ bono: 300, bonoId: ids.puntualidad })), before, 422, 'bonoId', 'bono_mismatch');
    expect((await put(created.id, valid({ bono: 250, bonoId: ids.puntualidad }))).body).toMatchObject({ bono: 250 });
  });

  it('removes the bono on PUT with bonoId null and bono 0', async () => {
    const created = await create({ bono: 200, bonoId: ids.puntualidad });
    expect((await put(created.id, valid({ bono: 0, bonoId: null }))).body).toMatchObject({ bonoId: null, bono: 0 });
    expect(row(created.id)).toMatchObject({ bono_id: null, bono_centavos: 0 });
  });

  it('refuses an unknown bonoId on PUT (422) and keeps the row as it was', async () => {
    const created = await create({ bono: 200, bonoId: ids.puntualidad });
    const before = dump();
    expectRefused(await put(created.id, valid({ bonoId: 999_999 })), before, 422, 'bonoId', 'bono_unknown');
  });
});

describe('advertencias: salary below the minimum wage of the branch’s zone', () => {
  const general = 'El salario diario ($300.00) es menor que el salario mínimo de la zona general ($315.04).';
  // 09:00-18:00 without a meal is also 9 h of a diurna jornada (8 h maximum): that warning is jornadaLegal.test.ts's.
  const minimo = (advertencias: unknown) => (advertencias as { code: string }[]).filter((a) => a.code === 'salario_minimo');

  it('warns in the POST answer, in GET /api/employees and GET /api/employees/:id; the employee is stored anyway', async () => {
    expect((await server.request('PUT', `/api/puestos/${ids.cajero}`, { nombre: 'Cajero', salarioDiario: 300 })).status).toBe(200);
    const created = await create({ salario: 300 });
    expect(minimo(created.advertencias)).toEqual([{ code: 'salario_minimo', mensaje: general }]);
    expect(row(created.id).salario_diario_centavos).toBe(30000);
    await create({ nombre: 'Gerardo', puesto: 'Gerente', salario: 550.5 });
    const list = (await server.request('GET', '/api/employees')).body as { nombre: string; advertencias: unknown[] }[];
    expect(list.map((e) => [e.nombre, minimo(e.advertencias).length])).toEqual([
      ['ANA LÓPEZ', 1],
      ['GERARDO', 0],
    ]);
    expect(minimo((await server.request('GET', `/api/employees/${created.id}`)).body.advertencias)).toEqual([{ code: 'salario_minimo', mensaje: general }]);
  });

  it('warns in the PUT answer, and stops warning once the salary reaches the minimum', async () => {
    const created = await create();
    const low = await put(created.id, valid({ salario: 300 }));
    expect(minimo(low.body.advertencias)).toEqual([{ code: 'salario_minimo', mensaje: general }]);
    const enough = await put(created.id, valid({ salario: 315.04 }));
    expect(minimo(enough.body.advertencias)).toEqual([]);
  });

  it('uses the zona of the branch: $320.00 is below the frontera minimum of $440.87', async () => {
    const created = await create({ sucursal: 'Tijuana' });
    expect(minimo(created.advertencias)).toEqual([
      {
        code: 'salario_minimo',
        mensaje: 'El salario diario ($320.00) es menor que el salario mínimo de la Zona Libre de la Frontera Norte ($440.87).',
      },
    ]);
    // Moving the branch to the general zone lifts it.
    expect((await server.request('PUT', `/api/sucursales/${ids.tijuana}`, { nombre: 'Tijuana', zona: 'general' })).status).toBe(200);
    expect(minimo((await server.request('GET', `/api/employees/${created.id}`)).body.advertencias)).toEqual([]);
  });

  it('uses the minimum in force on the local date of the clock: 2025 until local midnight of 1 January 2026', async () => {
    const created = await create({ salario: 320 });
    await put(created.id, valid({ salario: 300 }));
    now = new Date('2026-01-01T05:59:00Z'); // 31 December 2025, 23:59 in Mexico City: $278.80 applies
    expect(minimo((await server.request('GET', `/api/employees/${created.id}`)).body.advertencias)).toEqual([]);
    now = new Date('2026-01-01T06:00:00Z'); // 1 January 2026, 00:00 in Mexico City: $315.04 applies
    expect(minimo((await server.request('GET', `/api/employees/${created.id}`)).body.advertencias)).toEqual([{ code: 'salario_minimo', mensaje: general }]);
  });

  it('asks a part-time shift for the proportional part only', async () => {
    const created = await create({ horaEntrada: '09:00', horaSalida: '13:00' });
    expect((await put(created.id, valid({ horaEntrada: '09:00', horaSalida: '13:00', salario: 157.52 }))).body.advertencias).toEqual([]);
    const low = await put(created.id, valid({ horaEntrada: '09:00', horaSalida: '13:00', salario: 157.51 }));
    expect(minimo(low.body.advertencias)).toEqual([
      {
        code: 'salario_minimo',
        mensaje:
          'El salario diario ($157.51) es menor que la parte proporcional del salario mínimo de la zona general para un turno pagado de 4 h ' +
          '($157.52: $315.04 por una jornada diurna de 8 h).',
      },
    ]);
  });

  it('leaves the warnings out of the audit log (derived, not stored)', async () => {
    const created = await create({ salario: 320 });
    await put(created.id, valid({ salario: 300 }));
    const audit = server.db.prepare(`SELECT antes, despues FROM auditoria WHERE accion = 'empleados.actualizar'`).get() as { antes: string; despues: string };
    expect(JSON.parse(audit.despues)).toMatchObject({ salarioDiario: 300, numeroEmpleado: null });
    expect(audit.despues).not.toContain('advertencias');
  });
});
