/**
 * Issue 31 through the API: vacation balances (arts. 76-81), the 'vacaciones' incidencia beyond the balance, the
 * aguinaldo (art. 87) with its workbook, the finiquito, and the kiosk's Monday line. One server; the box's clock is
 * Thursday 26 November 2026 unless a case moves it.
 */
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceMatch } from '../../face/outcome.js';
import { movableClock } from '../../test-support/movableClock.js';
import { figuresOf, hire, incidencia, setUpCompany, workDay, type Company } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';

const clock = movableClock('2026-11-26T18:00:00.000Z');
const PASSWORD = 'contraseña-segura-1';
let server: TestServer;
let company: Company;
const ids = {} as { ana: number; beto: number; dani: number; fer: number; gaby: number; hugo: number; ivan: number; juan: number; norte: number };

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
const rows = (table: string, empleadoId: number) =>
  (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE empleado_id = ?`).get(empleadoId) as { n: number }).n;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
  company = await setUpCompany(server, 400);
  ids.ana = await hire(server, company, { fechaIngreso: '2024-03-15' });
  ids.beto = await hire(server, company, { nombre: 'BETO DÍAZ', fechaIngreso: '2026-01-05' });
  ids.dani = await hire(server, company, { nombre: 'DANIELA RUIZ', fechaIngreso: '2024-02-29' });
  ids.fer = await hire(server, company, { nombre: 'FERNANDO SOTO', fechaIngreso: '2025-01-10' });
  // Ten vacation days in June 2025 and five in August 2026 (the acceptance figures).
  for (const fecha of ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13'].map((d) => `2025-06-${d}`))
    await incidencia(server, { empleadoId: ids.ana, fecha, tipo: 'vacaciones' });
  for (const fecha of ['03', '04', '05', '06', '07'].map((d) => `2026-08-${d}`)) await incidencia(server, { empleadoId: ids.ana, fecha, tipo: 'vacaciones' });
});
afterAll(() => server.close());

describe('GET /api/employees/{id}/vacaciones', () => {
  it('hired 2024-03-15, asked 2026-11-26: 12 days opened 2025-03-15, 14 opened 2026-03-15, 15 taken oldest first, 11 pending', async () => {
    expect(await vacaciones(ids.ana)).toEqual({
      empleadoId: ids.ana,
      fechaIngreso: '2024-03-15',
      fechaCorte: '2026-11-26',
      anios: [
        { anioServicio: 1, aniversario: '2025-03-15', dias: 12, tomados: 12, pendientes: 0, vencidos: false },
        { anioServicio: 2, aniversario: '2026-03-15', dias: 14, tomados: 3, pendientes: 11, vencidos: false },
      ],
      tomados: 15,
      pendientes: 11,
      // 16 days × 256 days since 2026-03-15 / 365 = 11.22.
      anioEnCurso: { anioServicio: 3, aniversario: '2027-03-15', dias: 16, proporcionales: 11.22 },
      // Issue 40: no first day in service recorded on this test box (main.ts writes it), so no opening balance is asked.
      saldoInicialPendiente: false,
      inicioRegistro: null,
      saldoInicial: null,
    });
    // Hired on 29 February 2024: the anniversaries fall on 28 February.
    expect(await vacaciones(ids.dani)).toMatchObject({
      anios: [
        { anioServicio: 1, aniversario: '2025-02-28', dias: 12, pendientes: 12 },
        { anioServicio: 2, aniversario: '2026-02-28', dias: 14, pendientes: 14 },
      ],
      pendientes: 26,
      anioEnCurso: { anioServicio: 3, aniversario: '2027-02-28', dias: 16 },
    });
    // The list carries each employee's pending days.
    const list = (await server.request('GET', '/api/employees')).body as { id: number; vacacionesPendientes: number | null }[];
    expect(Object.fromEntries(list.map((e) => [e.id, e.vacacionesPendientes]))).toEqual({ [ids.ana]: 11, [ids.beto]: 0, [ids.dani]: 26, [ids.fer]: 12 });
  });

  it('takes the balance at the end of the fechaBaja (a baja on the last day of the year earns it whole) and again from today once reactivated', async () => {
    // Issue 39: hired 2025-01-10, the baja on 2026-01-09 is the 365th day served (2025-01-10 → 2026-01-09, both days):
    // year 1 is complete, its 12 days are owed (art. 76), and 0 days of year 2 were served. Before, the baja day was
    // left out: 364 days, 12 × 364 / 365 = 11.97 proportional days and no year.
    expect((await server.request('POST', `/api/employees/${ids.fer}/baja`, { fechaBaja: '2026-01-09', motivoBaja: 'renuncia' })).status).toBe(201);
    expect(await vacaciones(ids.fer)).toMatchObject({
      fechaCorte: '2026-01-09',
      anios: [{ anioServicio: 1, aniversario: '2026-01-10', dias: 12, tomados: 0, pendientes: 12, vencidos: false }],
      pendientes: 12,
      anioEnCurso: { anioServicio: 2, aniversario: '2027-01-10', dias: 14, proporcionales: 0 },
    });
    expect((await server.request('POST', `/api/employees/${ids.fer}/reactivate`)).status).toBe(200);
    expect(await vacaciones(ids.fer)).toMatchObject({
      fechaCorte: '2026-11-26',
      anios: [{ anioServicio: 1, aniversario: '2026-01-10', dias: 12, tomados: 0, pendientes: 12, vencidos: false }],
      pendientes: 12,
    });
  });

  it('answers 404 for an unknown id and for another branch’s gerente; consulta reads', async () => {
    const unknown = await server.request('GET', '/api/employees/9999/vacaciones');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'El empleado no existe.', code: 'employee_not_found' }]);
    const norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
    ids.norte = norte;
    const gerenteNorte = await signIn('gerente.norte', 'gerente', [norte]);
    expect((await gerenteNorte('GET', `/api/employees/${ids.ana}/vacaciones`)).status).toBe(404);
    const consulta = await signIn('consulta', 'consulta', []);
    const read = await consulta('GET', `/api/employees/${ids.ana}/vacaciones`);
    expect([read.status, read.body.pendientes]).toEqual([200, 11]);
  });
});

describe("a 'vacaciones' incidencia beyond the balance", () => {
  it('is refused (422 vacaciones_sin_saldo) unless the company advances the day, which then shows as a negative balance', async () => {
    const before = rows('incidencias', ids.beto);
    const refused = await server.request('POST', '/api/incidencias', { empleadoId: ids.beto, fecha: '2026-11-23', tipo: 'vacaciones' });
    expect([refused.status, refused.body]).toEqual([
      422,
      {
        error: 'A BETO DÍAZ no le quedan días de vacaciones. Para adelantarle días, marca «Adelantar días».',
        code: 'vacaciones_sin_saldo',
        field: 'adelantadas',
        details: { pendientes: 0 },
      },
    ]);
    const notBoolean = await server.request('POST', '/api/incidencias', { empleadoId: ids.beto, fecha: '2026-11-23', tipo: 'vacaciones', adelantadas: 'sí' });
    expect([notBoolean.status, notBoolean.body.field, notBoolean.body.error]).toEqual([
      422,
      'adelantadas',
      'Indica si los días de vacaciones se adelantan (sí o no).',
    ]);
    expect(rows('incidencias', ids.beto)).toBe(before);

    await incidencia(server, { empleadoId: ids.beto, fecha: '2026-11-23', tipo: 'vacaciones', adelantadas: true });
    expect(await vacaciones(ids.beto)).toMatchObject({ anios: [], tomados: 1, pendientes: -1 });
    const again = await server.request('POST', '/api/incidencias', { empleadoId: ids.beto, fecha: '2026-11-24', tipo: 'vacaciones' });
    expect([again.status, again.body.error]).toEqual([
      422,
      'BETO DÍAZ ya tiene 1 día de vacaciones adelantados. Para adelantarle días, marca «Adelantar días».',
    ]);
    // Other kinds are not counted against the balance.
    await incidencia(server, { empleadoId: ids.beto, fecha: '2026-11-24', tipo: 'permiso_con_goce' });
  });
});

describe('GET /api/aguinaldo', () => {
  it('hired 2026-07-01 at 400.00 with no faltas: 184 days, 15 × 184 / 365 = 7.56 days, 3,024.66; faltas and permisos sin goce count off', async () => {
    ids.gaby = await hire(server, company, { nombre: 'GABRIELA MORA', fechaIngreso: '2026-07-01' });
    const response = await server.request('GET', '/api/aguinaldo?anio=2026&fecha=2026-06-30');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ anio: 2026, fecha: '2026-06-30', diasAguinaldo: 15, descuentaFaltas: true, fechaLimitePago: '2026-12-20' });
    const gaby = response.body.empleados.find((e: { empleadoId: number }) => e.empleadoId === ids.gaby);
    expect(gaby).toEqual({
      empleadoId: ids.gaby,
      nombre: 'GABRIELA MORA',
      numeroEmpleado: null,
      sucursal: 'CENTRO',
      desde: '2026-07-01',
      hasta: '2026-12-31',
      diasPeriodo: 184,
      diasDescontados: 0,
      diasContados: 184,
      diasProporcionales: (15 * 184) / 365,
      salarioDiario: 400,
      importe: 3024.66,
    });
    expect(response.body.empleados).toHaveLength(5);

    // Up to Friday 3 July: Wednesday 1 absent, Thursday 2 worked, Friday 3 a permiso sin goce: 2 days off.
    // 400 × 15 × 182 / 365 = 2,991.78.
    await workDay(server, ids.gaby, '2026-07-02', '09:00', '18:00');
    await incidencia(server, { empleadoId: ids.gaby, fecha: '2026-07-03', tipo: 'permiso_sin_goce' });
    const faltas = await server.request('GET', '/api/aguinaldo?anio=2026&fecha=2026-07-03');
    expect(faltas.body.empleados.find((e: { empleadoId: number }) => e.empleadoId === ids.gaby)).toMatchObject({
      diasDescontados: 2,
      diasContados: 182,
      importe: 2991.78,
    });
  });

  it("does not count today as a falta before the day is over: at 18:30 Lupe's absence today takes nothing off; at 00:30 it does", async () => {
    const boxClock = movableClock('2026-11-27T00:30:00.000Z'); // Thursday 26 November, 18:30 in Mexico City
    const box = await startTestServer({ clock: boxClock, env: { TZ: 'America/Mexico_City' } });
    try {
      const empresa = await setUpCompany(box, 400);
      const lupe = await hire(box, empresa, { nombre: 'GUADALUPE RÍOS', fechaIngreso: '2024-01-08' });
      const memo = await hire(box, empresa, { nombre: 'GUILLERMO SOTO', fechaIngreso: '2024-01-08' });
      // The box's first record: Wednesday 25 November, both worked; Thursday 26 (today) Memo came, Lupe did not.
      await workDay(box, lupe, '2026-11-25', '09:00', '18:00');
      await workDay(box, memo, '2026-11-25', '09:00', '18:00');
      await workDay(box, memo, '2026-11-26', '09:00', '11:00');
      const lupeOf = (body: { empleados: { empleadoId: number }[] }) => body.empleados.find((e) => e.empleadoId === lupe);
      // 365 days, none off: 400 × 15 = 6,000.00.
      expect(lupeOf((await box.request('GET', '/api/aguinaldo?anio=2026')).body)).toMatchObject({ diasDescontados: 0, diasContados: 365, importe: 6000 });
      // Friday 27 November, 00:30: Thursday 26 is over, a falta. 400 × 15 × 364 / 365 = 5,983.56.
      boxClock.set('2026-11-27T06:30:00.000Z');
      expect(lupeOf((await box.request('GET', '/api/aguinaldo?anio=2026')).body)).toMatchObject({ diasDescontados: 1, diasContados: 364, importe: 5983.56 });
    } finally {
      await box.close();
    }
  });

  it('counts faltas only from the first day the box recorded attendance: a box installed in October knows nothing of September', async () => {
    const box = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' } });
    try {
      const empresa = await setUpCompany(box, 400);
      const lupe = await hire(box, empresa, { nombre: 'GUADALUPE RÍOS', fechaIngreso: '2024-01-08' });
      expect((await box.request('GET', '/api/aguinaldo?anio=2026&fecha=2026-10-09')).body).toMatchObject({ faltasDesde: null });
      // The first record: Monday 5 October worked; Tuesday 6 to Friday 9 absent, 4 faltas. January to September: unknown.
      await workDay(box, lupe, '2026-10-05', '09:00', '18:00');
      const response = await box.request('GET', '/api/aguinaldo?anio=2026&fecha=2026-10-09');
      expect(response.body.faltasDesde).toBe('2026-10-05');
      // 365 − 4 = 361 days; 400 × 15 × 361 / 365 = 2,166,000 / 365 = 5,934.246… → 5,934.25.
      expect(response.body.empleados).toMatchObject([{ empleadoId: lupe, diasDescontados: 4, diasContados: 361, importe: 5934.25 }]);
    } finally {
      await box.close();
    }
  });

  it('writes the Excel file (aguinaldo-2026.xlsx), refuses bad queries naming the field, and shows a gerente only their branches', async () => {
    const file = await server.request('GET', '/api/aguinaldo?anio=2026&fecha=2026-06-30&formato=xlsx');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="aguinaldo-2026.xlsx"');
    const [sheet] = await readXlsxFile(file.bytes);
    expect(sheet!.sheet).toBe('Aguinaldo');
    expect(sheet!.data[0]).toEqual([
      'Número de empleado',
      'Nombre',
      'Sucursal',
      'Desde',
      'Hasta',
      'Días del periodo',
      'Días descontados',
      'Días contados',
      'Días de aguinaldo',
      'Salario diario',
      'Aguinaldo',
    ]);
    const gaby = sheet!.data.find((row) => row[1] === 'GABRIELA MORA')!;
    expect(gaby.slice(3)).toEqual([new Date('2026-07-01T00:00:00.000Z'), new Date('2026-12-31T00:00:00.000Z'), 184, 0, 184, 7.56, 400, 3024.66]);

    for (const [query, field, error] of [
      ['anio=1999', 'anio', 'El año debe ser un número entre 2020 y 2100.'],
      ['anio=dos', 'anio', 'El año debe ser un número entre 2020 y 2100.'],
      ['fecha=2026-02-30', 'fecha', 'La fecha debe ser una fecha real con el formato AAAA-MM-DD.'],
      ['anio=2026&fecha=2025-12-31', 'fecha', 'La fecha (31/12/2025) debe ser del año 2026 o posterior.'],
      ['formato=pdf', 'formato', 'El formato debe ser "json" o "xlsx".'],
    ]) {
      const response = await server.request('GET', `/api/aguinaldo?${query}`);
      expect([response.status, response.body]).toEqual([422, { error, code: 'validation_failed', field }]);
    }
    const gerenteNorte = await signIn('gerente.norte.aguinaldo', 'gerente', [ids.norte]);
    const theirs = await gerenteNorte('GET', '/api/aguinaldo?anio=2026&fecha=2026-06-30');
    expect([theirs.status, theirs.body.empleados]).toEqual([200, []]);
  });
});

describe('GET /api/employees/{id}/finiquito', () => {
  it('a renuncia at 2 years: the open period’s pay, the aguinaldo, 26 vacation days and their prima; no prima de antigüedad', async () => {
    const reglas = (await server.request('GET', '/api/reglas')).body;
    expect((await server.request('PUT', '/api/reglas', { ...reglas, aguinaldoDescuentaFaltas: false })).status).toBe(200);
    ids.hugo = await hire(server, company, { nombre: 'HUGO PAZ', fechaIngreso: '2024-11-20' });
    const active = await server.request('GET', `/api/employees/${ids.hugo}/finiquito`);
    expect([active.status, active.body]).toEqual([
      409,
      { error: 'HUGO PAZ está activo: registra primero su baja (fecha y motivo) para calcular su finiquito.', code: 'finiquito_sin_baja' },
    ]);
    for (const fecha of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) await workDay(server, ids.hugo, fecha, '09:00', '18:00');
    expect((await server.request('POST', `/api/employees/${ids.hugo}/baja`, { fechaBaja: '2026-11-20', motivoBaja: 'renuncia' })).status).toBe(201);
    const semana = await figuresOf(server, ids.hugo, '2026-11-16', '2026-11-22');

    const response = await server.request('GET', `/api/employees/${ids.hugo}/finiquito`);
    expect(response.status, response.text).toBe(200);
    const f = response.body;
    expect(f).toMatchObject({ nombre: 'HUGO PAZ', fechaIngreso: '2024-11-20', fechaBaja: '2026-11-20', motivoBaja: 'renuncia', salarioDiario: 400 });
    const lineas = Object.fromEntries(f.lineas.map((l: { concepto: string; importe: number }) => [l.concepto, l.importe]));
    expect(lineas).toEqual({
      salario_pendiente: semana.total,
      // 15 days × 324 days (1 January to 20 November) / 365 × 400.00 = 5,326.03.
      aguinaldo: 5326.03,
      // Years 1 (12 days) and 2 (14 days, opened on the baja's day), none taken: 26 × 400.00.
      vacaciones_pendientes: 10400,
      // Issue 39: the baja day is the first day served of year 3 (16 days): 16 × 1 / 365 × 400.00 = 6,400 / 365
      // = 17.534… → 17.53.
      vacaciones_proporcionales: 17.53,
      // (26 + 16 / 365) × 400.00 × 25% = 100 × (9,490 + 16) / 365 = 950,600 / 365 = 2,604.383… → 2,604.38.
      prima_vacacional: 2604.38,
    });
    // 5,326.03 + 10,400 + 17.53 + 2,604.38 = 18,347.94
    expect(f.totalFiniquito).toBe(Math.round((semana.total + 18347.94) * 100) / 100);

    const consulta = await signIn('consulta.finiquito', 'consulta', []);
    expect((await consulta('GET', `/api/employees/${ids.hugo}/finiquito`)).status).toBe(403);
    const gerenteNorte = await signIn('gerente.norte.finiquito', 'gerente', [ids.norte]);
    expect((await gerenteNorte('GET', `/api/employees/${ids.hugo}/finiquito`)).status).toBe(404);
    expect((await server.request('GET', '/api/employees/9999/finiquito')).status).toBe(404);
    const bad = await server.request('GET', `/api/employees/${ids.hugo}/finiquito?incluirVeinteDias=si`);
    expect([bad.status, bad.body.field]).toEqual([422, 'incluirVeinteDias']);
  });
});

describe('GET /api/employees/{id}/finiquito, the prima de antigüedad and the liquidación', () => {
  it('a renuncia at 16 years includes the prima de antigüedad; a despido injustificado adds three months and, when ticked, 20 days a year', async () => {
    ids.ivan = await hire(server, company, { nombre: 'IVÁN LUNA', fechaIngreso: '2010-11-20' });
    ids.juan = await hire(server, company, { nombre: 'JUAN VEGA', fechaIngreso: '2024-11-20' });
    expect((await server.request('POST', `/api/employees/${ids.ivan}/baja`, { fechaBaja: '2026-11-20', motivoBaja: 'renuncia' })).status).toBe(201);
    expect((await server.request('POST', `/api/employees/${ids.juan}/baja`, { fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' })).status).toBe(
      201,
    );
    const lineOf = (f: { lineas: { concepto: string }[] }, concepto: string) => f.lineas.find((l) => l.concepto === concepto);

    // 12 days × 5,845 days of service / 365 × 400.00 (under the cap of 2 × 315.04 = 630.08) = 76,865.75.
    const ivan = (await server.request('GET', `/api/employees/${ids.ivan}/finiquito`)).body;
    expect(ivan).toMatchObject({ salarioMinimo: 315.04, topePrimaAntiguedad: 630.08 });
    expect(lineOf(ivan, 'prima_antiguedad')).toMatchObject({ salarioDiario: 400, importe: 76865.75, grupo: 'finiquito' });
    expect(lineOf(ivan, 'indemnizacion_tres_meses')).toBeUndefined();

    // Factor 1 + (15 + 16 × 25%) / 365 = 1.0521; 400.00 × 1.0521 = 420.84. 90 × 420.84 = 37,875.60;
    // 20 × 731 / 365 × 420.84 = 16,856.66; prima de antigüedad 12 × 731 / 365 × 400.00 = 9,613.15.
    const sinVeinte = (await server.request('GET', `/api/employees/${ids.juan}/finiquito`)).body;
    expect(sinVeinte.integrado).toMatchObject({ factor: 1.0521, salarioDiario: 420.84 });
    expect(lineOf(sinVeinte, 'prima_antiguedad')).toMatchObject({ importe: 9613.15 });
    expect(lineOf(sinVeinte, 'indemnizacion_tres_meses')).toMatchObject({ dias: 90, salarioDiario: 420.84, importe: 37875.6, grupo: 'liquidacion' });
    expect([sinVeinte.incluyeVeinteDias, lineOf(sinVeinte, 'indemnizacion_veinte_dias')]).toEqual([false, undefined]);
    const conVeinte = (await server.request('GET', `/api/employees/${ids.juan}/finiquito?incluirVeinteDias=true`)).body;
    expect(lineOf(conVeinte, 'indemnizacion_veinte_dias')).toMatchObject({ salarioDiario: 420.84, importe: 16856.66, grupo: 'liquidacion' });
    expect(Math.round((conVeinte.totalConLiquidacion - conVeinte.totalFiniquito) * 100) / 100).toBe(54732.26);
  });
});

describe('the kiosk on Monday', () => {
  it("adds 'Te quedan 11 días de vacaciones.' to the first punch of a Monday only", async () => {
    const seen: FaceMatch = {
      kind: 'match',
      employeeId: ids.ana,
      score: 0.8,
      margin: 0.3,
      liveness: 0.97,
      livenessOk: true,
      challenged: false,
      crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      embedding: new Float32Array(512),
    };
    server.services.faces.identify = async () => seen;
    const fingerprint = 'kiosko-de-prestaciones';
    await server.anonymous('POST', '/api/devices/verify', { fingerprint });
    const device = (await server.request('GET', '/api/devices')).body[0];
    expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
    const checkIn = async (local: string) => {
      clock.set(`${local}:00-06:00`);
      const response = await server.anonymous(
        'POST',
        '/api/attendance/check-in',
        { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==' },
        { 'X-Device-Fingerprint': fingerprint },
      );
      expect(response.status, response.text).toBe(201);
      return response.body.estado;
    };
    expect(await checkIn('2026-11-30T08:55')).toEqual({
      resumen: 'Entrada 08:55 · a tiempo',
      aviso: 'Te quedan 11 días de vacaciones.',
      turno: 'Tu turno de hoy: 09:00 a 18:00.',
    });
    expect((await checkIn('2026-11-30T18:02')).aviso).toBeNull();
    expect((await checkIn('2026-12-01T08:57')).aviso).toBeNull();
  });
});

describe("a 'vacaciones' incidencia on a day that is not a working day (issue 39, LFT art. 76)", () => {
  // Back to Thursday 26 November 2026 (the kiosk's case moved the clock, and the session with it).
  beforeAll(() => clock.set('2026-11-26T18:00:00.000Z'));
  const aviso = (fecha: string, cual: string) => `El ${fecha} es ${cual}: no se descuenta de sus vacaciones (art.\u00a076: se cuentan días laborables).`;

  it('on an art. 74 holiday, a company holiday or the rest day: stored, the balance untouched, and the answer says so', async () => {
    const before = await vacaciones(ids.ana);
    expect([before.tomados, before.pendientes]).toEqual([15, 11]);
    // Ana rests on Sunday (the default). Wednesday 16 September 2026 is Independence Day; Sunday 20 September her rest.
    const festivo = await server.request('POST', '/api/incidencias', { empleadoId: ids.ana, fecha: '2026-09-16', tipo: 'vacaciones' });
    expect([festivo.status, festivo.body.tipo, festivo.body.aviso]).toEqual([
      201,
      'vacaciones',
      aviso('16/09/2026', 'día festivo (Día de la Independencia, art.\u00a074 de la LFT)'),
    ]);
    const domingo = await server.request('POST', '/api/incidencias', { empleadoId: ids.ana, fecha: '2026-09-20', tipo: 'vacaciones' });
    expect([domingo.status, domingo.body.aviso]).toEqual([201, aviso('20/09/2026', 'su día de descanso (domingo)')]);
    // A company holiday on Thursday 24 December.
    expect((await server.request('POST', '/api/festivos', { fecha: '2026-12-24', nombre: 'Nochebuena' })).status).toBe(201);
    const empresa = await server.request('POST', '/api/incidencias', { empleadoId: ids.ana, fecha: '2026-12-24', tipo: 'vacaciones' });
    expect([empresa.status, empresa.body.aviso]).toEqual([201, aviso('24/12/2026', 'día festivo de la empresa (Nochebuena)')]);
    // Three incidencias more, none taken from the balance: still 15 taken and 11 pending, in the list too.
    expect(await vacaciones(ids.ana)).toEqual(before);
    const list = (await server.request('GET', '/api/employees')).body as { id: number; vacacionesPendientes: number | null }[];
    expect(list.find((e) => e.id === ids.ana)!.vacacionesPendientes).toBe(11);
    // The audit keeps the incidencia as stored, not the sentence.
    const audit = server.db.prepare(`SELECT despues FROM auditoria WHERE accion = 'incidencias.crear' ORDER BY id DESC LIMIT 1`).get() as { despues: string };
    expect(JSON.parse(audit.despues)).not.toHaveProperty('aviso');

    // Thursday 17 September, a working day, is taken: 10 left, and nothing to say.
    const habil = await server.request('POST', '/api/incidencias', { empleadoId: ids.ana, fecha: '2026-09-17', tipo: 'vacaciones' });
    expect([habil.status, habil.body.aviso]).toEqual([201, undefined]);
    expect(await vacaciones(ids.ana)).toMatchObject({ tomados: 16, pendientes: 10 });
    expect((await server.request('DELETE', `/api/incidencias/${habil.body.id}`)).status).toBe(204);
  });

  it('needs no balance: Beto, with none left, takes Monday 16 November (Día de la Revolución) without advancing it', async () => {
    const before = await vacaciones(ids.beto);
    expect([before.tomados, before.pendientes]).toEqual([1, -1]);
    const response = await server.request('POST', '/api/incidencias', { empleadoId: ids.beto, fecha: '2026-11-16', tipo: 'vacaciones' });
    expect([response.status, response.body.aviso]).toEqual([201, aviso('16/11/2026', 'día festivo (Día de la Revolución, art.\u00a074 de la LFT)')]);
    expect(await vacaciones(ids.beto)).toEqual(before);
  });
});
