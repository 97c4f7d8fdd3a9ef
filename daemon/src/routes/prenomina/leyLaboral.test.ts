/**
 * Issue 28, "Pay right under the law": every rule of its Acceptance section over HTTP against the real app, with an
 * injectable clock. Each expected figure is computed by hand from the law and written as a literal, with the
 * arithmetic beside it; none is copied from the engine's output. Weeks start on Monday (the default rules:
 * tolerance 10 min, 30-minute blocks, overtime needs authorisation, séptimo proporcional).
 */
import { prenominaSchema } from '@reloj/contract/prenomina';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { dayOf, figuresOf, hire, incidencia, prenomina, setUpCompany, workDay } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);

/** After every week these tests punch (the last one is in January 2027): no day is still to come. */
const AFTER_ALL = '2027-03-01T18:00:00.000Z';
const MARCH_WEEK = ['2026-03-09', '2026-03-15'] as const; // Monday 9 to Sunday 15 March 2026, no holiday
const MON_SAT = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'];

async function server(): Promise<TestServer> {
  return start({ clock: movableClock(AFTER_ALL) });
}

async function workDays(s: TestServer, empleadoId: number, fechas: readonly string[], entrada: string, salida: string) {
  for (const fecha of fechas) await workDay(s, empleadoId, fecha, entrada, salida);
}

const codes = (list: { code: string }[]) => list.map((a) => a.code);

describe('item 1: the legal maximum of each jornada (LFT arts. 60-61)', () => {
  it('pays a 22:00-06:00 night with 30 min of meal at 350 / 7 h, and its half hour a night as double overtime: 2,750.00', async () => {
    const s = await server();
    const company = await setUpCompany(s, 350);
    const beto = await hire(s, company, { nombre: 'BETO NOCHE', horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 30 });
    await workDays(s, beto, MON_SAT, '22:00', '06:00'); // six nights on time, nothing authorised
    const row = await figuresOf(s, beto, ...MARCH_WEEK);
    // 8 h span - 30 min meal = 7 h 30 min, all of it between 20:00 and 06:00: nocturna, at most 7 h (art. 61).
    // Hourly rate 350 / 7 = 50.00. Each night 30 min beyond the maximum = overtime the employer scheduled, paid
    // without an authorisation: 6 x 0.5 h = 3 h, within the week's 9 double hours: 3 x 50 x 2 = 300.00.
    // Sueldo 6 x 350 = 2,100.00; séptimo 350 x 6/6 = 350.00; total 2,100 + 350 + 300 = 2,750.00.
    expect(row).toMatchObject({
      diasTrabajados: 6,
      horasExtraDobles: 3,
      horasExtraTriples: 0,
      sueldo: 2100,
      septimoDia: 350,
      horasExtra: 300,
      total: 2750,
      jornada: { tipo: 'nocturna', maximoMinutos: 420, turnoMinutos: 450 },
    });
    for (const fecha of MON_SAT) expect(dayOf(row, fecha)).toMatchObject({ horasExtra: 0.5, horasExtraSinAutorizar: 0 });
    expect(codes(row.advertencias)).toContain('jornada_excede_maximo');
    expect(row.advertencias.find((a: { code: string }) => a.code === 'jornada_excede_maximo').mensaje).toMatch(/nocturna.*máximo 7 h/);
  });

  it('leaves a diurna shift at its maximum as it was: 09:00-18:00 with 60 min of meal has no overtime and no warning', async () => {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s, 400));
    await workDays(s, ana, MON_SAT, '09:00', '18:00');
    const row = await figuresOf(s, ana, ...MARCH_WEEK);
    // 8 h diurna = the maximum: 6 x 400 + 400 = 2,800.00.
    expect(row).toMatchObject({ horasExtraDobles: 0, horasExtra: 0, total: 2800, jornada: { tipo: 'diurna', maximoMinutos: 480, turnoMinutos: 480 } });
    expect(codes(row.advertencias)).not.toContain('jornada_excede_maximo');
  });
});

describe('item 2: the week does not restart at the pay period (art. 68)', () => {
  it('pays the 16th of a quincena 1 h double and 1 h triple after 8 double hours earlier that week', async () => {
    const s = await server();
    expect((await s.request('PUT', '/api/reglas', { periodo: 'quincenal' })).status).toBe(200);
    const ana = await hire(s, await setUpCompany(s)); // 315.50, 09:00-18:00, 60 min of meal: 8 h diurna
    // Monday 13 to Wednesday 15 July 2026 (the first quincena): 3 h + 3 h + 2 h of overtime, authorised and worked.
    await workDay(s, ana, '2026-07-13', '09:00', '21:00');
    await workDay(s, ana, '2026-07-14', '09:00', '21:00');
    await workDay(s, ana, '2026-07-15', '09:00', '20:00');
    await incidencia(s, { empleadoId: ana, fecha: '2026-07-13', tipo: 'horas_extra', horas: 3 });
    await incidencia(s, { empleadoId: ana, fecha: '2026-07-14', tipo: 'horas_extra', horas: 3 });
    await incidencia(s, { empleadoId: ana, fecha: '2026-07-15', tipo: 'horas_extra', horas: 2 });
    // The second quincena, Thursday 16 to Friday 31 July: every working day, 2 h authorised on Thursday 16.
    await workDay(s, ana, '2026-07-16', '09:00', '20:00');
    await incidencia(s, { empleadoId: ana, fecha: '2026-07-16', tipo: 'horas_extra', horas: 2 });
    const rest = ['17', '18', '20', '21', '22', '23', '24', '25', '27', '28', '29', '30', '31'].map((d) => `2026-07-${d}`);
    await workDays(s, ana, rest, '09:00', '18:00');

    // The first quincena is closed before the second is read: the count still sees its overtime.
    const periodo = await s.request('POST', '/api/periodos', { desde: '2026-07-01', hasta: '2026-07-15' });
    expect((await s.request('POST', `/api/periodos/${periodo.body.id}/cerrar`, {})).status).toBe(200);

    const body = await prenomina(s, '2026-07-16', '2026-07-31');
    expect(prenominaSchema.parse(body)).toEqual(body);
    const row = body.empleados[0];
    expect(row.dias[0].fecha).toBe('2026-07-16'); // only the period's days are reported
    // Hourly 315.50 / 8 = 39.4375. The week of Monday 13 already holds 8 double hours: of Thursday's 2 h only
    // 9 - 8 = 1 h is double (78.875) and 1 h triple (3 x 39.4375 = 118.3125): 197.1875 -> 197.19.
    expect(dayOf(row, '2026-07-16')).toMatchObject({ horasExtra: 2, horasExtraDobles: 1, horasExtraTriples: 1 });
    // Sueldo: 14 working days (16-18, 20-25, 27-31) x 315.50 = 4,417.00.
    // Séptimo proporcional by week: 3/6 + 6/6 + 5/6 = 14/6 of 315.50 = 736.1666... -> 736.17.
    // Total 4,417.00 + 736.17 + 197.19 = 5,350.36.
    expect(row).toMatchObject({
      diasTrabajados: 14,
      horasExtraDobles: 1,
      horasExtraTriples: 1,
      sueldo: 4417,
      septimoDia: 736.17,
      horasExtra: 197.19,
      total: 5350.36,
    });
  });
});

describe('item 3: minutes beyond the salida add up over the week (2a./J. 76/2018)', () => {
  it('pays 25 minutes on four days, without authorisation required, as 3 blocks of 30 min = 1.5 h double', async () => {
    const s = await server();
    expect((await s.request('PUT', '/api/reglas', { horasExtraRequierenAutorizacion: false })).status).toBe(200);
    const ana = await hire(s, await setUpCompany(s)); // 315.50, 8 h diurna
    const late = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'];
    await workDays(s, ana, late, '09:00', '18:25');
    await workDays(s, ana, ['2026-03-13', '2026-03-14'], '09:00', '18:00');
    const row = await figuresOf(s, ana, ...MARCH_WEEK);
    // 4 x 25 = 100 min in the week -> 3 whole blocks of 30 = 90 min = 1.5 h, double: 1.5 x 2 x 39.4375 = 118.3125
    // -> 118.31 (each day alone, 25 < 30, paid nothing). Sueldo 6 x 315.50 = 1,893.00; séptimo 315.50;
    // total 1,893.00 + 315.50 + 118.31 = 2,326.81.
    expect(row).toMatchObject({ horasExtraDobles: 1.5, horasExtraTriples: 0, sueldo: 1893, septimoDia: 315.5, horasExtra: 118.31, total: 2326.81 });
    for (const fecha of late) {
      expect(dayOf(row, fecha)).toMatchObject({ minutosDespuesDeSalida: 25 });
      expect(dayOf(row, fecha).nota).toMatch(/25 min/);
    }
    expect(row.dias.reduce((t: number, d: { horasExtra: number }) => t + d.horasExtra, 0)).toBe(1.5);
    expect(row.semanas).toEqual([{ desde: '2026-03-09', hasta: '2026-03-15', minutosExtraSumados: 100, minutosExtraPagados: 90, bloqueMinutos: 30 }]);
  });

  it('sums only the authorised minutes where authorisation is required: 15 of 25 min on four days = 2 blocks = 1 h', async () => {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s));
    const late = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'];
    await workDays(s, ana, late, '09:00', '18:25');
    await workDays(s, ana, ['2026-03-13', '2026-03-14'], '09:00', '18:00');
    for (const fecha of late) await incidencia(s, { empleadoId: ana, fecha, tipo: 'horas_extra', horas: 0.25 });
    const row = await figuresOf(s, ana, ...MARCH_WEEK);
    // min(25 worked, 15 authorised) = 15 min a day, 60 min in the week -> 2 blocks of 30 = 1 h double:
    // 2 x 39.4375 = 78.875 -> 78.88; total 1,893.00 + 315.50 + 78.88 = 2,287.38.
    expect(row).toMatchObject({ horasExtraDobles: 1, horasExtra: 78.88, total: 2287.38 });
    for (const fecha of late) expect(dayOf(row, fecha)).toMatchObject({ minutosDespuesDeSalida: 15 });
  });
});

describe('item 4: what N retardos "count as a falta" means (LFT arts. 110 and 423 fr. X)', () => {
  /** Three retardos Monday to Wednesday (09:30), on time Thursday to Saturday; bono ASISTENCIA 200 (lost with 1 falta). */
  async function threeRetardos(efecto?: 'bono' | 'descuento') {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s, 400), { bonoNombre: 'ASISTENCIA' });
    await workDays(s, ana, MON_SAT.slice(0, 3), '09:30', '18:00');
    await workDays(s, ana, MON_SAT.slice(3), '09:00', '18:00');
    expect((await s.request('PUT', '/api/reglas', { retardosPorFalta: 3, ...(efecto ? { retardosPorFaltaEfecto: efecto } : {}) })).status).toBe(200);
    return figuresOf(s, ana, ...MARCH_WEEK);
  }

  it("'bono' (the default): the falta costs the asistencia bono and shows in the report, not a day's pay", async () => {
    const row = await threeRetardos();
    // Six days worked and paid: 6 x 400 = 2,400.00; séptimo 400 x 6/6 = 400.00; bono lost: total 2,800.00.
    expect(row).toMatchObject({ retardos: 3, faltas: 1, faltasPorRetardos: 1, diasTrabajados: 6, sueldo: 2400, septimoDia: 400, bonos: 0, total: 2800 });
    expect(row.bonosDetalle[0]).toMatchObject({ nombre: 'ASISTENCIA', ganado: false });
  });

  it("'descuento': also one unpaid day, and the week's séptimo proporcional loses 1/6 of a day", async () => {
    const row = await threeRetardos('descuento');
    // Sueldo (6 - 1) x 400 = 2,000.00; séptimo 400 x 5/6 = 333.333... -> 333.33; bono lost; total 2,333.33.
    expect(row).toMatchObject({ retardos: 3, faltas: 1, faltasPorRetardos: 1, sueldo: 2000, septimoDia: 333.33, bonos: 0, total: 2333.33 });
  });
});

describe('item 5: five-day weeks (pagoDiasDescanso)', () => {
  async function mondayToFriday(pago?: 'todos' | 'uno', falta = false) {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s, 400), { diasDescanso: [0, 6] }); // 8 h diurna, rest Saturday and Sunday
    await workDays(s, ana, MON_SAT.slice(0, falta ? 4 : 5), '09:00', '18:00');
    if (pago) expect((await s.request('PUT', '/api/reglas', { pagoDiasDescanso: pago })).status).toBe(200);
    return figuresOf(s, ana, ...MARCH_WEEK);
  }

  it("'todos' (the default): a fully worked Monday-Friday week pays 7 daily salaries", async () => {
    // 5 x 400 = 2,000.00 + two rest days 2 x 400 x 5/5 = 800.00 = 2,800.00 = 7 x 400.
    expect(await mondayToFriday()).toMatchObject({ diasTrabajados: 5, sueldo: 2000, septimoDia: 800, total: 2800 });
  });

  it("'todos': each rest day is reduced in proportion to a falta, like the séptimo", async () => {
    // Friday missed: 4 x 400 = 1,600.00 + 2 x 400 x 4/5 = 640.00 = 2,240.00.
    expect(await mondayToFriday(undefined, true)).toMatchObject({ diasTrabajados: 4, faltas: 1, sueldo: 1600, septimoDia: 640, total: 2240 });
  });

  it("'uno': a single séptimo día, 6 daily salaries", async () => {
    // 5 x 400 + 400 x 5/5 = 2,400.00 = 6 x 400.
    expect(await mondayToFriday('uno')).toMatchObject({ sueldo: 2000, septimoDia: 400, total: 2400 });
  });
});

describe('item 6: legal limits by date (limites_legales)', () => {
  /** 13 h of authorised overtime in a week: 4 h Monday and Tuesday, 3 h Wednesday, 2 h Thursday. */
  async function thirteenHours(s: TestServer, empleadoId: number, monday: string) {
    const day = (n: number) => {
      const d = new Date(`${monday}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    };
    const overtime = [4, 4, 3, 2, 0, 0];
    for (const [n, horas] of overtime.entries()) {
      await workDay(s, empleadoId, day(n), '09:00', `${String(18 + horas).padStart(2, '0')}:00`);
      if (horas > 0) await incidencia(s, { empleadoId, fecha: day(n), tipo: 'horas_extra', horas });
    }
  }

  it('pays a 2027 week under an added row (12 double hours) 12 h double and 1 h triple; a 2026 week keeps 9 and 4', async () => {
    const s = await server();
    const reforma = {
      vigenteDesde: '2027-01-01',
      horasSemanaMaxima: 46,
      horasExtraDoblesSemana: 12,
      horasExtraMaxDia: 4,
      diasExtraMaxSemana: 3,
      fuente: 'Reforma de prueba',
    };
    expect((await s.request('POST', '/api/limites-legales', reforma)).status).toBe(201);
    const company = await setUpCompany(s, 400); // 8 h diurna: 50.00 an hour
    const ana = await hire(s, company, { nombre: 'ANA 2027' });
    const beto = await hire(s, company, { nombre: 'BETO 2026' });
    await thirteenHours(s, ana, '2027-01-11'); // Monday 11 to Sunday 17 January 2027, no holiday
    await thirteenHours(s, beto, '2026-03-09');

    // 2027: 12 x 2 x 50 + 1 x 3 x 50 = 1,200 + 150 = 1,350.00; total 6 x 400 + 400 + 1,350 = 4,150.00.
    expect(await figuresOf(s, ana, '2027-01-11', '2027-01-17')).toMatchObject({ horasExtraDobles: 12, horasExtraTriples: 1, horasExtra: 1350, total: 4150 });
    // 2026 (LFT: 9 double): 9 x 2 x 50 + 4 x 3 x 50 = 900 + 600 = 1,500.00; total 2,400 + 400 + 1,500 = 4,300.00.
    expect(await figuresOf(s, beto, ...MARCH_WEEK)).toMatchObject({ horasExtraDobles: 9, horasExtraTriples: 4, horasExtra: 1500, total: 4300 });
  });
});

describe('item 7: warnings where the limits of art. 66 are passed', () => {
  it('warns about 4 h of overtime in one day, on the employee and that day, and still pays them double (art. 68)', async () => {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s, 400));
    await workDay(s, ana, '2026-03-09', '09:00', '22:00');
    await incidencia(s, { empleadoId: ana, fecha: '2026-03-09', tipo: 'horas_extra', horas: 4 });
    await workDays(s, ana, MON_SAT.slice(1), '09:00', '18:00');
    const row = await figuresOf(s, ana, ...MARCH_WEEK);
    // 4 h, all within the week's 9 double: 4 x 2 x 50 = 400.00; total 2,400 + 400 + 400 = 3,200.00.
    expect(row).toMatchObject({ horasExtraDobles: 4, horasExtraTriples: 0, horasExtra: 400, total: 3200 });
    expect(codes(row.advertencias)).toContain('horas_extra_exceden_limite');
    expect(codes(dayOf(row, '2026-03-09').advertencias)).toEqual(['horas_extra_exceden_limite']);
    expect(dayOf(row, '2026-03-09').advertencias[0].mensaje).toMatch(/\b3\b/); // the figure of the row in force
    for (const fecha of MON_SAT.slice(1)) expect(dayOf(row, fecha).advertencias).toEqual([]);
  });

  it('warns about overtime on 4 days of a week, and pays it', async () => {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s, 400));
    await workDays(s, ana, MON_SAT.slice(0, 4), '09:00', '19:00');
    for (const fecha of MON_SAT.slice(0, 4)) await incidencia(s, { empleadoId: ana, fecha, tipo: 'horas_extra', horas: 1 });
    await workDays(s, ana, MON_SAT.slice(4), '09:00', '18:00');
    const row = await figuresOf(s, ana, ...MARCH_WEEK);
    // 4 x 1 h double: 4 x 2 x 50 = 400.00; total 3,200.00.
    expect(row).toMatchObject({ horasExtraDobles: 4, horasExtra: 400, total: 3200 });
    expect(codes(row.advertencias)).toContain('horas_extra_exceden_limite');
    const warned = row.dias.filter((d: { advertencias: { code: string }[] }) => codes(d.advertencias).includes('horas_extra_exceden_limite'));
    expect(warned.map((d: { fecha: string }) => d.fecha)).toEqual(['2026-03-12']); // the fourth day with overtime
  });

  it('stays quiet at the limits: 3 h in a day and overtime on 3 days', async () => {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s, 400));
    const horas = [3, 1, 1];
    for (const [i, h] of horas.entries()) {
      await workDay(s, ana, MON_SAT[i]!, '09:00', `${18 + h}:00`);
      await incidencia(s, { empleadoId: ana, fecha: MON_SAT[i], tipo: 'horas_extra', horas: h });
    }
    await workDays(s, ana, MON_SAT.slice(3), '09:00', '18:00');
    const row = await figuresOf(s, ana, ...MARCH_WEEK);
    // 5 h double: 5 x 2 x 50 = 500.00.
    expect(row).toMatchObject({ horasExtraDobles: 5, horasExtra: 500 });
    expect(codes(row.advertencias)).not.toContain('horas_extra_exceden_limite');
  });
});

describe('the export files carry the new figures and warnings', () => {
  it("writes item 1's overtime in the workbook and the incidencias file, and lists the warnings in 'Advertencias'", async () => {
    const s = await server();
    const company = await setUpCompany(s, 350);
    const beto = await hire(s, company, { nombre: 'BETO NOCHE', horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 30 });
    await workDays(s, beto, MON_SAT, '22:00', '06:00');
    const ana = await hire(s, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: 'A-1' });
    await workDay(s, ana, '2026-03-09', '09:00', '22:00');
    await incidencia(s, { empleadoId: ana, fecha: '2026-03-09', tipo: 'horas_extra', horas: 4 });
    const range = `desde=${MARCH_WEEK[0]}&hasta=${MARCH_WEEK[1]}`;

    const workbook = await s.request('GET', `/api/prenomina?${range}&formato=xlsx`);
    expect(workbook.status).toBe(200);
    const sheets = await readXlsxFile(workbook.bytes);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Pre-nómina', 'Asistencia diaria', 'Turnos', 'Incidencias', 'Advertencias', 'Registro']);
    const [prenominaSheet, , , , advertencias] = sheets.map((sheet) => sheet.data);
    // As item 1 computed: 3 h double, 300.00, total 2,750.00 (the last three of the money columns are bonos, total).
    const betoRow = prenominaSheet!.find((r) => r[1] === 'BETO NOCHE')!;
    // Issue 41 added three columns after 'Retardos' and 'Descuento por jornada incompleta' before the total.
    expect([betoRow[11], betoRow[12], betoRow[15], betoRow[22]]).toEqual([3, 0, 300, 2750]); // Total after 'Prima vacacional' (issue 31)
    expect(advertencias![0]).toEqual(['Número de empleado', 'Nombre', 'Fecha', 'Tipo', 'Advertencia']);
    const betoWarning = advertencias!.find((r) => r[1] === 'BETO NOCHE' && r[3] === 'Jornada mayor a la legal')!;
    expect(betoWarning[2]).toBeNull(); // the employee's, not a day's
    expect(betoWarning[4]).toMatch(/nocturna.*máximo 7 h/);
    const anaWarning = advertencias!.find((r) => r[1] === 'ANA LÓPEZ' && r[3] === 'Tiempo extra sobre el límite legal')!;
    expect((anaWarning[2] as unknown as Date).toISOString().slice(0, 10)).toBe('2026-03-09');
    expect(anaWarning[4]).toMatch(/LFT art\. 66/);

    // CONTPAQi's file: Beto's half hour a night as double overtime (HE2), each night.
    const file = await s.request('GET', `/api/prenomina/incidencias?${range}&perfil=contpaqi`);
    expect(file.status).toBe(200);
    const lines = new TextDecoder('windows-1252').decode(file.bytes).split('\r\n');
    expect(lines.filter((l) => l.startsWith(',BETO NOCHE,') && l.includes(',HE2,0.5,'))).toHaveLength(6);
    expect(lines).toContainEqual(expect.stringMatching(/^A-1,ANA LÓPEZ,09\/03\/2026,HE2,4,/));
  });
});

describe('closed periods', () => {
  it('answer their frozen figures, a snapshot from before issue 28 included, whatever the rules say now', async () => {
    const s = await server();
    const ana = await hire(s, await setUpCompany(s, 400), { diasDescanso: [0, 6] });
    await workDays(s, ana, MON_SAT.slice(0, 5), '09:00', '18:00');
    const live = await figuresOf(s, ana, ...MARCH_WEEK);
    // A snapshot as a box closed it before issue 28: 'uno' was the only way (6 daily salaries), no jornada, no weeks.
    const { jornada: _jornada, semanas: _semanas, ...old } = { ...live, septimoDia: 400, total: 2400 };
    const oldDias = old.dias.map(({ advertencias: _a, minutosDespuesDeSalida: _m, ...dia }: Record<string, unknown>) => dia);
    const snapshot = { version: 1, empleados: [{ sucursalId: 1, empleado: { ...old, dias: oldDias } }] };
    s.db
      .prepare(
        `INSERT INTO periodos (desde, hasta, estado, creado_por, created_at, cerrado_en, cerrado_por, snapshot)
         VALUES (?, ?, 'cerrado', 'admin', '2026-03-16T18:00:00.000Z', '2026-03-16T18:00:00.000Z', 'admin', ?)`,
      )
      .run(MARCH_WEEK[0], MARCH_WEEK[1], JSON.stringify(snapshot));
    expect((await s.request('PUT', '/api/reglas', { pagoDiasDescanso: 'todos' })).status).toBe(200);
    const row = await figuresOf(s, ana, ...MARCH_WEEK);
    expect(row).toMatchObject({ sueldo: 2000, septimoDia: 400, total: 2400, jornada: null, semanas: [] });
    expect(row.dias.every((d: { advertencias: unknown[] }) => d.advertencias.length === 0)).toBe(true);
  });
});
