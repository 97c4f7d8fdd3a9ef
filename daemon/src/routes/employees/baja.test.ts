import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { figuresOf, hire, setUpCompany, workDay } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

// Issue 31 item 1: a baja with its date and reason, its history kept through a reactivation.
let server: TestServer;
let ana: number;
let beto: number;
let centro: number;
const PASSWORD = 'contraseña-segura-1';
// Thursday 26 November 2026, noon in Mexico City.
const clock = movableClock('2026-11-26T18:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ clock });
  const company = await setUpCompany(server, 400);
  centro = company.sucursalId;
  ana = await hire(server, company, { fechaIngreso: '2024-03-15' });
  beto = await hire(server, company, { nombre: 'BETO DÍAZ', fechaIngreso: '2026-01-05' });
});
afterAll(() => server.close());

type Row = {
  empleado_id: number;
  fecha_baja: string;
  motivo_baja: string;
  nota: string | null;
  registrada_por: string;
  registrada_en: string;
  reactivado_en: string | null;
};
const bajaRows = (id: number) =>
  server.db
    .prepare(
      `SELECT empleado_id, fecha_baja, motivo_baja, nota, registrada_por, registrada_en, reactivado_en FROM empleado_bajas WHERE empleado_id = ? ORDER BY id`,
    )
    .all(id) as Row[];
const empleado = (id: number) => server.db.prepare('SELECT activo, fecha_baja FROM empleados WHERE id = ?').get(id);

async function signIn(usuario: string, rol: string, sucursalIds: number[]) {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method: string, path: string, body?: unknown): Promise<TestResponse> => server.anonymous(method, path, body, { cookie });
}

describe('POST /api/employees/{id}/baja', () => {
  it('refuses bad input with a Spanish sentence naming the field, an unknown id and other roles, changing nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ fechaBaja: '2024-03-14', motivoBaja: 'renuncia' }, 'fechaBaja', 'La fecha de baja no puede ser anterior a la fecha de ingreso (15/03/2024).'],
      [{ fechaBaja: '2026-11-27', motivoBaja: 'renuncia' }, 'fechaBaja', 'La fecha de baja no puede ser posterior a hoy (26/11/2026).'],
      [{ fechaBaja: '2026-02-30', motivoBaja: 'renuncia' }, 'fechaBaja', 'La fecha de baja debe ser una fecha real con el formato AAAA-MM-DD.'],
      [{ fechaBaja: '26/11/2026', motivoBaja: 'renuncia' }, 'fechaBaja', 'La fecha de baja debe ser una fecha real con el formato AAAA-MM-DD.'],
      [{ motivoBaja: 'jubilacion' }, 'motivoBaja', 'Elige el motivo de la baja de la lista.'],
      [{ fechaBaja: '2026-11-20' }, 'motivoBaja', 'Elige el motivo de la baja de la lista.'],
      [{ motivoBaja: 'renuncia', nota: 'x'.repeat(501) }, 'nota', 'La nota de la baja admite como máximo 500 caracteres.'],
    ];
    for (const [body, field, error] of cases) {
      const response = await server.request('POST', `/api/employees/${ana}/baja`, body);
      expect([response.status, response.body]).toEqual([422, { error, code: 'validation_failed', field }]);
    }
    const unknown = await server.request('POST', '/api/employees/9999/baja', { motivoBaja: 'renuncia' });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'El empleado no existe.', code: 'employee_not_found' }]);

    const consulta = await signIn('consulta.baja', 'consulta', []);
    expect((await consulta('POST', `/api/employees/${ana}/baja`, { motivoBaja: 'renuncia' })).status).toBe(403);
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
    const gerenteNorte = await signIn('gerente.norte.baja', 'gerente', [norte]);
    expect((await gerenteNorte('POST', `/api/employees/${ana}/baja`, { motivoBaja: 'renuncia' })).status).toBe(404);
    // The history: readers see it, another branch's gerente does not.
    expect([(await consulta('GET', `/api/employees/${ana}/bajas`)).status, (await consulta('GET', `/api/employees/${ana}/bajas`)).body]).toEqual([200, []]);
    expect((await gerenteNorte('GET', `/api/employees/${ana}/bajas`)).status).toBe(404);
    expect((await server.request('GET', '/api/employees/9999/bajas')).status).toBe(404);

    expect(bajaRows(ana)).toEqual([]);
    expect(empleado(ana)).toEqual({ activo: 1, fecha_baja: null });
  });

  it('gives baja on a date for a reason (201), keeps the history through a reactivation, and refuses a second baja (409)', async () => {
    const gerenteCentro = await signIn('gerente.centro.baja', 'gerente', [centro]);
    const response = await gerenteCentro('POST', `/api/employees/${ana}/baja`, {
      fechaBaja: '2026-11-20',
      motivoBaja: 'despido_injustificado',
      nota: ' Cierre del turno   nocturno ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: ana, activo: false });
    expect(response.body.bajas).toEqual([
      {
        fechaBaja: '2026-11-20',
        motivoBaja: 'despido_injustificado',
        nota: 'Cierre del turno nocturno',
        registradaPor: 'gerente.centro.baja',
        registradaEn: '2026-11-26T18:00:00.000Z',
        reactivadoEn: null,
      },
    ]);
    expect(empleado(ana)).toEqual({ activo: 0, fecha_baja: '2026-11-20' });
    // Issue 39: the employee answer carries the current baja, in the list and alone (the panel asks nothing more).
    const baja = { fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' };
    expect(response.body).toMatchObject(baja);
    expect((await server.request('GET', `/api/employees/${ana}`)).body).toMatchObject({ activo: false, ...baja });
    const listed = (await server.request('GET', '/api/employees?activo=false')).body as { id: number }[];
    expect(listed.find((e) => e.id === ana)).toMatchObject(baja);
    const audit = server.db.prepare(`SELECT usuario, despues FROM auditoria WHERE accion = 'empleados.baja' ORDER BY id DESC LIMIT 1`).get() as {
      usuario: string;
      despues: string;
    };
    expect(audit.usuario).toBe('gerente.centro.baja');
    expect(JSON.parse(audit.despues)).toMatchObject({ id: ana, activo: false, fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' });

    const again = await server.request('POST', `/api/employees/${ana}/baja`, { motivoBaja: 'renuncia' });
    expect([again.status, again.body]).toEqual([
      409,
      {
        error: 'ANA LÓPEZ ya está de baja desde el 20 de noviembre de 2026. Para registrar otra baja, primero reactiva al empleado.',
        code: 'empleado_ya_de_baja',
      },
    ]);
    expect(bajaRows(ana)).toHaveLength(1);

    // Reactivated two hours later: the row gets its reactivation, the history stays.
    clock.set('2026-11-26T20:00:00.000Z');
    expect((await server.request('POST', `/api/employees/${ana}/reactivate`)).status).toBe(200);
    expect(empleado(ana)).toEqual({ activo: 1, fecha_baja: null });
    expect((await server.request('GET', `/api/employees/${ana}`)).body).toMatchObject({ activo: true, fechaBaja: null, motivoBaja: null });
    // The old call still works: today, 'renuncia'.
    expect((await server.request('DELETE', `/api/employees/${ana}`)).status).toBe(204);
    const shown = await server.request('GET', `/api/employees/${ana}/bajas`);
    expect(shown.body).toEqual([
      {
        fechaBaja: '2026-11-20',
        motivoBaja: 'despido_injustificado',
        nota: 'Cierre del turno nocturno',
        registradaPor: 'gerente.centro.baja',
        registradaEn: '2026-11-26T18:00:00.000Z',
        reactivadoEn: '2026-11-26T20:00:00.000Z',
      },
      { fechaBaja: '2026-11-26', motivoBaja: 'renuncia', nota: null, registradaPor: 'admin', registradaEn: '2026-11-26T20:00:00.000Z', reactivadoEn: null },
    ]);
    expect(empleado(ana)).toEqual({ activo: 0, fecha_baja: '2026-11-26' });
    expect((await server.request('GET', `/api/employees/${ana}`)).body).toMatchObject({ fechaBaja: '2026-11-26', motivoBaja: 'renuncia' });
    // The history cannot be rewritten, even by hand.
    expect(() => server.db.prepare('DELETE FROM empleado_bajas WHERE empleado_id = ?').run(ana)).toThrow(/historial/);
    clock.set('2026-11-26T18:00:00.000Z');
  });

  it('leaves the days after the fechaBaja out of the pre-nómina of the period under way, never a day worked', async () => {
    for (const fecha of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']) await workDay(server, beto, fecha, '09:00', '18:00');
    // Dated before a day he came to work, the baja would leave that day unpaid: refused, nothing stored.
    const early = await server.request('POST', `/api/employees/${beto}/baja`, { fechaBaja: '2026-11-18', motivoBaja: 'renuncia' });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      field: 'fechaBaja',
      error: expect.stringMatching(/checó su entrada el 19\/11\/2026: la fecha de baja no puede ser anterior a ese día, o no se le pagaría\.$/),
    });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM empleado_bajas WHERE empleado_id = ?').get(beto)).toEqual({ n: 0 });

    expect((await server.request('POST', `/api/employees/${beto}/baja`, { fechaBaja: '2026-11-19', motivoBaja: 'renuncia' })).status).toBe(201);
    const row = await figuresOf(server, beto, '2026-11-16', '2026-11-22');
    expect(row.dias.map((d: { fecha: string }) => d.fecha)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(row.diasTrabajados).toBe(4);
    expect(row.sueldo).toBe(1600); // 4 × 400.00
  });
});
