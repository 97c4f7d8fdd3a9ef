/**
 * Issue 40 item 2 through the API: the opening vacation balance (POST /api/employees/{id}/saldo-vacaciones), what the
 * balance, the employees list, the home page, the 'vacaciones' incidencia and the finiquito say without it and with it.
 * The box's record started Monday 23 November 2026 (PUT /api/inicio-registro); the box's clock is Monday 25 January 2027.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avisoDeVacaciones } from '../../services/attendance/index.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany, type Company } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

const clock = movableClock('2027-01-25T18:00:00.000Z');
const PASSWORD = 'contraseña-segura-1';
let server: TestServer;
let company: Company;
const ids = {} as { luis: number; mari: number; nuevo: number };

async function signIn(usuario: string, rol: string, sucursalIds: number[]) {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method: string, path: string, body?: unknown): Promise<TestResponse> => server.anonymous(method, path, body, { cookie });
}
const vacaciones = async (id: number) => {
  const response = await server.request('GET', `/api/employees/${id}/vacaciones`);
  expect(response.status, response.text).toBe(200);
  return response.body;
};
const saldo = (id: number, body: unknown) => server.request('POST', `/api/employees/${id}/saldo-vacaciones`, body);
const stored = (id: number) => (server.db.prepare('SELECT COUNT(*) AS n FROM saldos_vacaciones WHERE empleado_id = ?').get(id) as { n: number }).n;
const configuracion = async () => (await server.request('GET', '/api/resumen')).body.configuracion;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
  company = await setUpCompany(server, 400);
  const inicio = await server.request('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'Primer día del reloj en la panadería' });
  expect(inicio.status, inicio.text).toBe(200);
  ids.luis = await hire(server, company, { nombre: 'LUIS PÉREZ', fechaIngreso: '2020-06-15' });
  ids.mari = await hire(server, company, { nombre: 'MARIANA ORTIZ', fechaIngreso: '2019-02-01' });
  ids.nuevo = await hire(server, company, { nombre: 'NOÉ RAMOS', fechaIngreso: '2026-11-23' });
});
afterAll(() => server.close());

describe('without an opening balance', () => {
  it("an employee hired before the record's start has no number: saldoInicialPendiente, and 'Primeros pasos' counts them", async () => {
    expect(await vacaciones(ids.luis)).toMatchObject({
      inicioRegistro: '2026-11-23',
      saldoInicialPendiente: true,
      pendientes: null,
      anios: [],
      saldoInicial: null,
    });
    // Hired the day the record starts: nothing before it to bring in.
    expect(await vacaciones(ids.nuevo)).toMatchObject({ saldoInicialPendiente: false, pendientes: 0 });
    const list = (await server.request('GET', '/api/employees')).body as { id: number; vacacionesPendientes: number | null }[];
    expect(Object.fromEntries(list.map((e) => [e.id, e.vacacionesPendientes]))).toEqual({ [ids.luis]: null, [ids.mari]: null, [ids.nuevo]: 0 });
    expect(await configuracion()).toMatchObject({ saldoInicialVacaciones: false, requierenSaldoInicial: 2, sinSaldoInicial: 2 });
    // The kiosk's Monday line tells no number.
    expect(avisoDeVacaciones(null)).toBeNull();
  });

  it("a 'vacaciones' incidencia is refused until the balance is entered (unless advanced)", async () => {
    const refused = await server.request('POST', '/api/incidencias', { empleadoId: ids.mari, fecha: '2026-11-24', tipo: 'vacaciones' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'vacaciones_sin_saldo', details: { pendientes: null, saldoInicialPendiente: true } });
    expect(refused.body.error).toMatch(/^Falta el saldo inicial de vacaciones de MARIANA ORTIZ/);
  });
});

describe('POST /api/employees/{id}/saldo-vacaciones', () => {
  it('refuses bad input with the field named, writing nothing', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ fecha: '2026-11-23', pendientes: -1, motivo: 'Saldo al instalar' }, 'pendientes', /no puede ser negativo/],
      [{ fecha: '2026-11-23', pendientes: 8, anios: [], motivo: 'Saldo al instalar' }, 'pendientes', /un total o por año, no ambos/],
      [{ fecha: '2026-11-23', pendientes: 8 }, 'motivo', /motivo/],
      [{ fecha: '2026-11-23', pendientes: 8, motivo: 'Saldo\u200b al instalar' }, 'motivo', /caracteres no permitidos/],
      [{ fecha: '2026-11-23', anios: [{ aniversario: '2024-06-16', pendientes: 3 }], motivo: 'Saldo al instalar' }, 'anios', /no es un aniversario de LUIS/],
      // Year 6 (2026-06-15) gave 22 days (art. 76).
      [{ fecha: '2026-11-23', anios: [{ aniversario: '2026-06-15', pendientes: 23 }], motivo: 'Saldo al instalar' }, 'anios', /dio 22 días/],
      // 6 + 8 + 16 + 18 + 20 + 22 = 90 days opened by 2026-11-23.
      [{ fecha: '2026-11-23', pendientes: 91, motivo: 'Saldo al instalar' }, 'pendientes', /\(90 días\)/],
      // Year 7 will give 22.
      [{ fecha: '2026-11-23', pendientes: 8, tomadosAnioEnCurso: 23, motivo: 'Saldo al instalar' }, 'tomadosAnioEnCurso', /dará 22 días/],
      [{ fecha: '2027-01-26', pendientes: 8, motivo: 'Saldo al instalar' }, 'fecha', /posterior a hoy/],
      [{ fecha: '2020-06-14', pendientes: 0, motivo: 'Saldo al instalar' }, 'fecha', /anterior a la fecha de ingreso/],
    ];
    for (const [body, field, message] of cases) {
      const response = await saldo(ids.luis, body);
      expect([response.status, response.body.field], JSON.stringify(body)).toEqual([422, field]);
      expect(response.body.error).toMatch(message);
    }
    expect(stored(ids.luis)).toBe(0);
    expect((await saldo(9999, { fecha: '2026-11-23', pendientes: 8, motivo: 'Saldo al instalar' })).status).toBe(404);
  });

  it('is the administrador’s only: a gerente of the employee’s branch and a consulta get 403, nothing written', async () => {
    const body = { fecha: '2026-11-23', pendientes: 8, motivo: 'Saldo' };
    const forbidden = 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.';
    const gerente = await signIn('gerente.centro', 'gerente', [company.sucursalId]);
    // The same answer as any administrador-only route (PUT /api/inicio-registro here).
    expect((await gerente('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'Prueba' })).body).toMatchObject({
      code: 'forbidden',
      error: forbidden,
    });
    const refused = await gerente('POST', `/api/employees/${ids.luis}/saldo-vacaciones`, body);
    expect([refused.status, refused.body]).toEqual([403, { code: 'forbidden', error: forbidden }]);
    // The gerente still reads the balance of their branch's employee.
    expect((await gerente('GET', `/api/employees/${ids.luis}/vacaciones`)).status).toBe(200);
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
    const gerenteNorte = await signIn('gerente.norte', 'gerente', [norte]);
    expect((await gerenteNorte('POST', `/api/employees/${ids.luis}/saldo-vacaciones`, body)).status).toBe(403);
    const consulta = await signIn('consulta', 'consulta', []);
    expect((await consulta('POST', `/api/employees/${ids.luis}/saldo-vacaciones`, body)).status).toBe(403);
    expect(stored(ids.luis)).toBe(0);
    expect(server.db.prepare(`SELECT COUNT(*) AS n FROM auditoria WHERE accion = 'empleados.saldo_vacaciones'`).get()).toEqual({ n: 0 });
  });

  it('8 days on the first day: the ledger shows them in the oldest open year, audited and chained', async () => {
    const response = await saldo(ids.luis, { fecha: '2026-11-23', pendientes: 8, motivo: 'Saldo al instalar el reloj' });
    expect(response.status, response.text).toBe(201);
    // Years 1-4 (2021-2024) passed their 18 months by 2026-11-23; year 5 (2025-06-15, 20 days) is the oldest open one.
    // Today (2027-01-25) its days are past their 18 months too (2026-12-15): 'Vencidos' (arts. 81, 516).
    expect(response.body).toMatchObject({
      saldoInicialPendiente: false,
      pendientes: 8,
      tomados: 0,
      anios: [{ anioServicio: 5, aniversario: '2025-06-15', dias: 8, tomados: 0, pendientes: 8, vencidos: true, saldoInicial: true }],
      saldoInicial: {
        fecha: '2026-11-23',
        forma: 'total',
        pendientes: 8,
        anios: [{ aniversario: '2025-06-15', pendientes: 8 }],
        tomadosAnioEnCurso: 0,
        motivo: 'Saldo al instalar el reloj',
        registradoPor: 'admin',
      },
    });
    const audit = server.db.prepare(`SELECT antes, despues FROM auditoria WHERE accion = 'empleados.saldo_vacaciones' ORDER BY id DESC LIMIT 1`).get() as {
      antes: string | null;
      despues: string;
    };
    expect(audit.antes).toBeNull();
    expect(JSON.parse(audit.despues)).toMatchObject({ empleadoId: ids.luis, pendientes: 8, motivo: 'Saldo al instalar el reloj' });
    const link = server.db.prepare(`SELECT contenido FROM registro WHERE tipo = 'saldo_vacaciones' ORDER BY secuencia DESC LIMIT 1`).get() as {
      contenido: string;
    };
    expect(JSON.parse(link.contenido)).toMatchObject({ empleadoId: ids.luis, pendientes: 8, anios: [{ aniversario: '2025-06-15', pendientes: 8 }] });
    expect((await server.request('GET', '/api/registro/verificacion')).body).toMatchObject({ ok: true });
    // Edited in the file afterwards, the chain says so.
    server.db.exec('DROP TRIGGER saldos_vacaciones_sin_cambios');
    server.db.prepare('UPDATE saldos_vacaciones SET pendientes = 30 WHERE empleado_id = ?').run(ids.luis);
    const broken = (await server.request('GET', '/api/registro/verificacion')).body;
    expect(broken).toMatchObject({ ok: false, primeraRotura: { tipo: 'saldo_vacaciones' } });
    server.db.prepare('UPDATE saldos_vacaciones SET pendientes = 8 WHERE empleado_id = ?').run(ids.luis);
    server.db.exec(
      `CREATE TRIGGER saldos_vacaciones_sin_cambios BEFORE UPDATE ON saldos_vacaciones BEGIN SELECT RAISE(ABORT, 'saldos_vacaciones is append-only'); END`,
    );
    expect(() => server.db.prepare('DELETE FROM saldos_vacaciones').run()).toThrow(/append-only/);
  });

  it('a vacation day afterwards comes off the 8; the year under way opens whole at its anniversary', async () => {
    expect((await server.request('POST', '/api/incidencias', { empleadoId: ids.luis, fecha: '2026-12-01', tipo: 'vacaciones' })).status).toBe(201);
    // Year 7 opens 2027-06-15 with 22 days (art. 76, years 6-10), counted as always (the engine's tests follow it there).
    expect(await vacaciones(ids.luis)).toMatchObject({
      pendientes: 7,
      anios: [{ anioServicio: 5, tomados: 1, pendientes: 7 }],
      anioEnCurso: { anioServicio: 7, aniversario: '2027-06-15', dias: 22 },
    });
  });

  it('a new one supersedes the previous, per year this time, with its reason; both stay', async () => {
    const response = await saldo(ids.luis, {
      fecha: '2026-11-23',
      anios: [{ aniversario: '2026-06-15', pendientes: 5 }],
      tomadosAnioEnCurso: 2,
      motivo: 'Corrección: eran 5 días del último año',
    });
    expect(response.status, response.text).toBe(201);
    // 5 of year 6, minus the 2026-12-01 day: 4; the 2 days taken from year 7 before the record are advanced until it opens: 4 − 2 = 2.
    expect(response.body).toMatchObject({
      pendientes: 2,
      anios: [{ anioServicio: 6, aniversario: '2026-06-15', dias: 5, tomados: 1, pendientes: 4 }],
      saldoInicial: { forma: 'por_anio', pendientes: 5, tomadosAnioEnCurso: 2 },
    });
    expect(stored(ids.luis)).toBe(2);
    const audit = server.db.prepare(`SELECT antes FROM auditoria WHERE accion = 'empleados.saldo_vacaciones' ORDER BY id DESC LIMIT 1`).get() as {
      antes: string;
    };
    expect(JSON.parse(audit.antes)).toMatchObject({ pendientes: 8, motivo: 'Saldo al instalar el reloj' });
    expect(await configuracion()).toMatchObject({ saldoInicialVacaciones: false, sinSaldoInicial: 1 }); // Mariana still lacks one
  });
});

describe('the finiquito (arts. 76, 79, 80)', () => {
  it("without the opening balance the pending days and their prima say 'Saldo inicial pendiente' and carry no amount", async () => {
    {
      expect((await server.request('POST', `/api/employees/${ids.mari}/baja`, { fechaBaja: '2027-01-23', motivoBaja: 'renuncia' })).status).toBe(201);
      const f = (await server.request('GET', `/api/employees/${ids.mari}/finiquito`)).body;
      const lineas = Object.fromEntries(f.lineas.map((l: { concepto: string }) => [l.concepto, l]));
      expect(lineas.vacaciones_pendientes).toMatchObject({ dias: null, importe: null, detalle: expect.stringMatching(/^Saldo inicial pendiente/) });
      expect(lineas.prima_vacacional).toMatchObject({ dias: null, importe: null, detalle: expect.stringMatching(/^Saldo inicial pendiente/) });
      expect(f.saldoInicialPendiente).toBe(true);
    }
  });

  it('with 8 days entered on the first day, a renuncia two months later pays the 8 plus the proportional days', async () => {
    expect((await saldo(ids.mari, { fecha: '2026-11-23', pendientes: 8, motivo: 'Saldo al instalar el reloj' })).status).toBe(201);
    const f = (await server.request('GET', `/api/employees/${ids.mari}/finiquito`)).body;
    const lineas = Object.fromEntries(f.lineas.map((l: { concepto: string }) => [l.concepto, l]));
    // Hired 2019-02-01, salary 400.00. Art. 76/79: 8 pending × 400 = 3,200.00.
    // Art. 79: year 8 (22 days, years 6-10) from the 2026-02-01 anniversary to the 2027-01-23 baja, both included:
    // 2026-02-01 → 2027-01-23 = 356 days, + 1 = 357; 22 × 357 / 365 = 7,854 / 365 = 21.5178 days; × 400 = 3,141,600 / 365
    // = 8,607.123… → 8,607.12.
    // Art. 80: 25 % × (8 × 365 + 7,854) / 365 × 400 = 10,774 × 400 × 25 / 36,500 = 2,951.780… → 2,951.78
    // (= 25 % of 3,200 + 8,607.12).
    expect([lineas.vacaciones_pendientes.dias, lineas.vacaciones_pendientes.importe]).toEqual([8, 3200]);
    expect(lineas.vacaciones_proporcionales.importe).toBe(8607.12);
    expect(lineas.prima_vacacional.importe).toBe(2951.78);
    expect(f.saldoInicialPendiente).toBe(false);
    expect(await configuracion()).toMatchObject({ saldoInicialVacaciones: true, sinSaldoInicial: 0 });
  });
});
