import { prenominaSchema } from '@reloj/contract/prenomina';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { count, dayOf, figuresOf, hire, incidencia, prenomina, punch, setUpCompany, workDay } from '../../test-support/prenominaApi.js';

const start = trackedTestServers(afterEach);
const WEEK = ['2026-03-09', '2026-03-15'] as const; // Monday 9 to Sunday 15 March 2026, no holiday

/** The acceptance week, punched by hand through the API. */
async function acceptanceWeek(withOvertime: boolean) {
  const clock = movableClock();
  const server = await start({ clock });
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { bonoNombre: 'PUNTUALIDAD' });
  await workDay(server, ana, '2026-03-09', '08:56', '18:02');
  await workDay(server, ana, '2026-03-10', '09:07', '18:00');
  await workDay(server, ana, '2026-03-11', '09:18', '18:00');
  // Thursday 12: nothing (falta)
  await workDay(server, ana, '2026-03-13', '09:00', '20:00');
  await workDay(server, ana, '2026-03-14', '09:10', '18:00');
  if (withOvertime) await incidencia(server, { empleadoId: ana, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2 });
  return { server, ana, company, clock };
}

describe('GET /api/prenomina: the acceptance week of issue 12', () => {
  it('gives the issue figures for the week with 2 h of overtime authorised: total 2,198.17', async () => {
    const { server, ana } = await acceptanceWeek(true);
    const body = await prenomina(server, ...WEEK);
    expect(prenominaSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ desde: WEEK[0], hasta: WEEK[1], periodo: null });
    expect(body.empleados).toHaveLength(1);
    const row = body.empleados[0];
    expect(row).toMatchObject({
      empleadoId: ana,
      nombre: 'ANA LÓPEZ',
      numeroEmpleado: null,
      salarioDiario: 315.5,
      diasTrabajados: 5,
      faltas: 1,
      retardos: 1,
      horasExtraDobles: 2,
      horasExtraTriples: 0,
      sueldo: 1577.5,
      septimoDia: 262.92,
      horasExtra: 157.75,
      festivos: 0,
      primaDominical: 0,
      bonos: 200,
      total: 2198.17,
    });
    const lines = row.sueldo + row.septimoDia + row.horasExtra + row.festivos + row.primaDominical + row.bonos + row.descansoTrabajado;
    expect(Math.round(lines * 100)).toBe(Math.round(row.total * 100));
    expect(row.dias.map((d: { fecha: string; estado: string }) => [d.fecha, d.estado])).toEqual([
      ['2026-03-09', 'asistencia'],
      ['2026-03-10', 'asistencia'],
      ['2026-03-11', 'retardo'],
      ['2026-03-12', 'falta'],
      ['2026-03-13', 'asistencia'],
      ['2026-03-14', 'asistencia'],
      ['2026-03-15', 'descanso'],
    ]);
    expect(dayOf(row, '2026-03-09')).toMatchObject({ entrada: '08:56', salida: '18:02', minutosRetardo: 0, origenManual: true });
    expect(dayOf(row, '2026-03-09').checadasManuales).toHaveLength(2);
    expect(dayOf(row, '2026-03-11')).toMatchObject({ minutosRetardo: 8 });
    expect(dayOf(row, '2026-03-13')).toMatchObject({ entrada: '09:00', salida: '20:00', horasExtra: 2, horasExtraSinAutorizar: 0 });
    expect(dayOf(row, '2026-03-13').incidencias).toHaveLength(1);
    expect(dayOf(row, '2026-03-14')).toMatchObject({ estado: 'asistencia', minutosRetardo: 0 }); // 10 min: within tolerance
    expect(row.bonosDetalle).toEqual([expect.objectContaining({ nombre: 'PUNTUALIDAD', tipo: 'puntualidad', monto: 200, ganado: true })]);
  });

  it('gives 2,040.42 for the same week with the overtime not authorised, and shows the 2 h waiting', async () => {
    const { server, ana } = await acceptanceWeek(false);
    const row = await figuresOf(server, ana, ...WEEK);
    expect(row).toMatchObject({ horasExtraDobles: 0, horasExtra: 0, bonos: 200, total: 2040.42 });
    expect(dayOf(row, '2026-03-13')).toMatchObject({ horasExtra: 0, horasExtraSinAutorizar: 2 });
    expect(row.advertencias.map((a: { code: string }) => a.code)).toContain('horas_extra_sin_autorizar');
  });

  it('pays the overtime without an incidencia once the rules stop requiring authorisation', async () => {
    const { server, ana } = await acceptanceWeek(false);
    expect((await server.request('PUT', '/api/reglas', { horasExtraRequierenAutorizacion: false })).status).toBe(200);
    expect(await figuresOf(server, ana, ...WEEK)).toMatchObject({ horasExtra: 157.75, total: 2198.17 });
  });

  it('filters by sucursal, lists employees by name, and leaves out those hired after the range', async () => {
    const { server, ana, company } = await acceptanceWeek(true);
    await hire(server, company, { nombre: 'ZOILA PÉREZ' });
    await hire(server, company, { nombre: 'BETO RUIZ' });
    await hire(server, company, { nombre: 'CARLA NUEVA', fechaIngreso: '2026-03-16' });
    const otra = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
    const all = await prenomina(server, ...WEEK);
    expect(all.empleados.map((e: { nombre: string }) => e.nombre)).toEqual(['ANA LÓPEZ', 'BETO RUIZ', 'ZOILA PÉREZ']);
    expect((await prenomina(server, ...WEEK, `&sucursal=${company.sucursalId}`)).empleados).toHaveLength(3);
    expect((await prenomina(server, ...WEEK, `&sucursal=${otra}`)).empleados).toEqual([]);
    // an employee given de baja still appears for the weeks they punched in
    server.db.prepare('UPDATE empleados SET activo = 0 WHERE id = ?').run(ana);
    expect((await prenomina(server, ...WEEK)).empleados.map((e: { nombre: string }) => e.nombre)).toEqual(['ANA LÓPEZ', 'BETO RUIZ', 'ZOILA PÉREZ']);
    expect((await prenomina(server, '2026-03-23', '2026-03-29')).empleados.map((e: { nombre: string }) => e.nombre)).toEqual([
      'BETO RUIZ',
      'CARLA NUEVA',
      'ZOILA PÉREZ',
    ]);
  });
});

describe('GET /api/prenomina: the rules of the LFT', () => {
  it('flags a day with an odd number of punches as sin_salida, "falta checada de salida", without guessing', async () => {
    const server = await start({ clock: movableClock() });
    const ana = await hire(server, await setUpCompany(server, 400));
    await punch(server, ana, '2026-03-10T09:00');
    const row = await figuresOf(server, ana, ...WEEK);
    expect(dayOf(row, '2026-03-10')).toMatchObject({ estado: 'sin_salida', entrada: '09:00', salida: null, horasExtra: 0 });
    expect(dayOf(row, '2026-03-10').nota.toLowerCase()).toContain('falta checada de salida');
    expect(row.advertencias.map((a: { code: string }) => a.code)).toContain('sin_salida');
  });

  it('follows a night shift across midnight: the 06:00 salida closes the day that started at 22:00', async () => {
    const server = await start({ clock: movableClock() });
    // 60 min of meal: 7 h paid, the nocturna maximum (LFT art. 61); a longer night is leyLaboral.test.ts's.
    const beto = await hire(server, await setUpCompany(server, 400), { nombre: 'BETO NOCHE', horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 60 });
    const [entrada, salida] = await punch(server, beto, '2026-03-09T22:00', '2026-03-10T06:00');
    expect([entrada.diaLaboral, entrada.tipo, salida.diaLaboral, salida.tipo]).toEqual(['2026-03-09', 'entrada', '2026-03-09', 'salida']);
    await workDay(server, beto, '2026-03-10', '21:55', '07:00'); // an hour of overtime, authorised
    await incidencia(server, { empleadoId: beto, fecha: '2026-03-10', tipo: 'horas_extra', horas: 1 });
    await workDay(server, beto, '2026-03-11', '22:20', '06:00'); // 20 min late
    await workDay(server, beto, '2026-03-12', '22:00', '06:00');
    await workDay(server, beto, '2026-03-13', '22:00', '06:00');
    await workDay(server, beto, '2026-03-14', '22:00', '06:00'); // Saturday night into Sunday morning
    const row = await figuresOf(server, beto, ...WEEK);
    expect(row.dias.map((d: { estado: string }) => d.estado)).toEqual([
      'asistencia',
      'asistencia',
      'retardo',
      'asistencia',
      'asistencia',
      'asistencia',
      'descanso',
    ]);
    expect(dayOf(row, '2026-03-10')).toMatchObject({ entrada: '21:55', salida: '07:00', horasExtra: 1 });
    expect(dayOf(row, '2026-03-11')).toMatchObject({ minutosRetardo: 10 });
    // 7 paid hours: 400 / 7 = 57.142857 an hour, 1 h double = 800 / 7 = 114.2857 -> 114.29; total 2,400 + 400 + 114.29.
    // The Sunday-morning hours are not a Sunday worked.
    expect(row).toMatchObject({
      diasTrabajados: 6,
      faltas: 0,
      retardos: 1,
      horasExtraDobles: 1,
      sueldo: 2400,
      septimoDia: 400,
      horasExtra: 114.29,
      primaDominical: 0,
      total: 2914.29,
    });
  });

  it('pays a holiday not worked, and double on top when worked (LFT arts. 74 and 75), company days included', async () => {
    // Monday 16 March 2026 is the third Monday of March: Natalicio de Benito Juárez.
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server, 400);
    const ana = await hire(server, company, { nombre: 'ANA DESCANSA' });
    const beto = await hire(server, company, { nombre: 'BETO TRABAJA' });
    expect((await server.request('POST', '/api/festivos', { fecha: '2026-03-18', nombre: 'Aniversario de la empresa' })).status).toBe(201);
    for (const fecha of ['2026-03-17', '2026-03-19', '2026-03-20', '2026-03-21']) await workDay(server, ana, fecha, '09:00', '18:00');
    for (const fecha of ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21'])
      await workDay(server, beto, fecha, '09:00', '18:00');

    const rest = await figuresOf(server, ana, '2026-03-16', '2026-03-22');
    expect(dayOf(rest, '2026-03-16')).toMatchObject({ estado: 'festivo', festivo: 'Natalicio de Benito Juárez' });
    expect(dayOf(rest, '2026-03-18')).toMatchObject({ estado: 'festivo', festivo: 'Aniversario de la empresa' });
    expect(rest).toMatchObject({ diasTrabajados: 4, diasPagadosSinTrabajar: 2, faltas: 0, sueldo: 2400, septimoDia: 400, festivos: 0, total: 2800 });

    const worked = await figuresOf(server, beto, '2026-03-16', '2026-03-22');
    expect(dayOf(worked, '2026-03-16')).toMatchObject({ estado: 'asistencia', festivo: 'Natalicio de Benito Juárez' });
    expect(dayOf(worked, '2026-03-16').nota).toContain('Festivo trabajado');
    expect(worked).toMatchObject({ diasTrabajados: 6, sueldo: 2400, septimoDia: 400, festivos: 1600, total: 4400 });
  });

  it('pays a Sunday worked on the rest day double on top plus the prima dominical; on a working Sunday only the prima', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server, 400);
    const ana = await hire(server, company, { nombre: 'ANA DOMINGO' }); // rests on Sunday
    const beto = await hire(server, company, { nombre: 'BETO DOMINGO', diasDescanso: [1] }); // rests on Monday
    for (const fecha of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'])
      await workDay(server, ana, fecha, '09:00', '18:00');
    for (const fecha of ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'])
      await workDay(server, beto, fecha, '09:00', '18:00');

    const restDay = await figuresOf(server, ana, ...WEEK);
    expect(dayOf(restDay, '2026-03-15')).toMatchObject({ estado: 'asistencia' });
    expect(restDay).toMatchObject({
      diasTrabajados: 6,
      diasDescansoTrabajados: 1,
      sueldo: 2400,
      septimoDia: 400,
      descansoTrabajado: 800,
      primaDominical: 100,
      total: 3700,
    });

    const workingSunday = await figuresOf(server, beto, ...WEEK);
    expect(dayOf(workingSunday, '2026-03-09')).toMatchObject({ estado: 'descanso' });
    expect(workingSunday).toMatchObject({ diasTrabajados: 6, diasDescansoTrabajados: 0, descansoTrabajado: 0, primaDominical: 100, total: 2900 });
  });

  it('pays the first 9 overtime hours of a week double and the rest triple (LFT arts. 67-68)', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server, 400);
    await server.request('PUT', '/api/reglas', { horasExtraRequierenAutorizacion: false });
    const nine = await hire(server, company, { nombre: 'ANA NUEVE' });
    const ten = await hire(server, company, { nombre: 'BETO DIEZ' });
    for (const fecha of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']) {
      await workDay(server, nine, fecha, '09:00', '20:00');
      await workDay(server, ten, fecha, '09:00', '20:00');
    }
    await workDay(server, nine, '2026-03-13', '09:00', '19:00'); // the 9th hour
    await workDay(server, ten, '2026-03-13', '09:00', '20:00'); // the 9th and the 10th
    await workDay(server, nine, '2026-03-14', '09:00', '18:00');
    await workDay(server, ten, '2026-03-14', '09:00', '18:00');
    // 50 an hour: 9 h x 2 x 50 = 900; 9 h x 2 x 50 + 1 h x 3 x 50 = 1050.
    expect(await figuresOf(server, nine, ...WEEK)).toMatchObject({ horasExtraDobles: 9, horasExtraTriples: 0, horasExtra: 900, total: 3700 });
    const row = await figuresOf(server, ten, ...WEEK);
    expect(row).toMatchObject({ horasExtraDobles: 9, horasExtraTriples: 1, horasExtra: 1050, total: 3850 });
    expect(dayOf(row, '2026-03-13')).toMatchObject({ horasExtra: 2 });
    // The next week starts again from double.
    await workDay(server, ten, '2026-03-16', '09:00', '20:00');
    expect(await figuresOf(server, ten, '2026-03-09', '2026-03-22')).toMatchObject({ horasExtraDobles: 11, horasExtraTriples: 1 });
  });

  it('pays permiso con goce and vacaciones, not permiso sin goce, and none of them is a falta for the bono', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server, 400);
    const ana = await hire(server, company, { bonoNombre: 'ASISTENCIA' });
    for (const fecha of ['2026-03-09', '2026-03-10', '2026-03-11']) await workDay(server, ana, fecha, '09:00', '18:00');
    await incidencia(server, { empleadoId: ana, fecha: '2026-03-12', tipo: 'permiso_con_goce', nota: 'Trámite en el IMSS' });
    await incidencia(server, { empleadoId: ana, fecha: '2026-03-13', tipo: 'permiso_sin_goce' });
    await incidencia(server, { empleadoId: ana, fecha: '2026-03-14', tipo: 'vacaciones', adelantadas: true });
    const row = await figuresOf(server, ana, ...WEEK);
    expect(row.dias.slice(3, 6).map((d: { estado: string; origenManual: boolean }) => [d.estado, d.origenManual])).toEqual([
      ['incidencia', true],
      ['incidencia', true],
      ['incidencia', true],
    ]);
    expect(dayOf(row, '2026-03-12').nota).toContain('Trámite en el IMSS');
    // Paid: 3 worked + con goce + vacaciones = 5 days; séptimo 400 x 5/6. Issue 31: the vacation day's prima vacacional,
    // 400 × 25% = 100, is part of the total (2,533.33 + 100).
    expect(row).toMatchObject({
      diasTrabajados: 3,
      diasPagadosSinTrabajar: 2,
      faltas: 0,
      sueldo: 2000,
      septimoDia: 333.33,
      bonos: 200,
      primaVacacional: 100,
      total: 2633.33,
    });
    expect(row.bonosDetalle[0]).toMatchObject({ nombre: 'ASISTENCIA', tipo: 'asistencia', ganado: true });

    // An unjustified absence instead of the vacation loses the asistencia bono (pierdeCon 1).
    const vacaciones = (await server.request('GET', `/api/incidencias?desde=2026-03-14&hasta=2026-03-14`)).body[0];
    expect((await server.request('DELETE', `/api/incidencias/${vacaciones.id}`)).status).toBe(204);
    expect(await figuresOf(server, ana, ...WEEK)).toMatchObject({ faltas: 1, bonos: 0, sueldo: 1600, septimoDia: 266.67, total: 1866.67 });
  });

  it('counts every N retardos as a falta when the rules say so, and the puntualidad bono is lost at pierdeCon', async () => {
    const server = await start({ clock: movableClock() });
    const ana = await hire(server, await setUpCompany(server, 400), { bonoNombre: 'PUNTUALIDAD' });
    for (const fecha of ['2026-03-09', '2026-03-10', '2026-03-11']) await workDay(server, ana, fecha, '09:30', '18:00');
    for (const fecha of ['2026-03-12', '2026-03-13', '2026-03-14']) await workDay(server, ana, fecha, '09:00', '18:00');
    expect(await figuresOf(server, ana, ...WEEK)).toMatchObject({ retardos: 3, faltas: 0, bonos: 0, sueldo: 2400 });
    await server.request('PUT', '/api/reglas', { retardosPorFalta: 3 });
    // 'bono' (the default since issue 28): the falta counts for bonos and reports, the day worked is paid.
    expect(await figuresOf(server, ana, ...WEEK)).toMatchObject({ retardos: 3, faltas: 1, faltasPorRetardos: 1, sueldo: 2400 });
    await server.request('PUT', '/api/reglas', { retardosPorFaltaEfecto: 'descuento' });
    expect(await figuresOf(server, ana, ...WEEK)).toMatchObject({ retardos: 3, faltas: 1, faltasPorRetardos: 1, sueldo: 2000 });
  });
});

describe('GET /api/prenomina: a week under way', () => {
  it('counts only the days until today: the days still to come are not faltas', async () => {
    const clock = movableClock('2026-03-11T18:00:00.000Z'); // Wednesday 11 March, 12:00 in Mexico City
    const server = await start({ clock });
    const ana = await hire(server, await setUpCompany(server, 400));
    await workDay(server, ana, '2026-03-09', '09:00', '18:00');
    await punch(server, ana, '2026-03-11T08:58');
    const figures = await figuresOf(server, ana, ...WEEK);
    expect(figures).toMatchObject({ diasTrabajados: 2, faltas: 1 }); // Tuesday; Wednesday's entrada is in
    expect(figures.dias.map((d: { fecha: string; estado: string }) => [d.fecha, d.estado])).toEqual([
      ['2026-03-09', 'asistencia'],
      ['2026-03-10', 'falta'],
      ['2026-03-11', 'asistencia'], // at 12:00 her shift is under way (issue 29): not a missing salida before 18:10
    ]);
    expect(figures.dias[2]).toMatchObject({ enTurno: true, nota: 'En turno. Checada manual: Olvidó checar en el reloj' });
    clock.set('2026-03-12T00:10:00.000Z'); // 18:10, the salida plus the tolerance
    expect((await figuresOf(server, ana, ...WEEK)).dias[2]).toMatchObject({
      estado: 'sin_salida',
      enTurno: false,
      nota: 'Falta checada de salida. Checada manual: Olvidó checar en el reloj',
    });
  });
});

describe('GET /api/prenomina: an employee given de baja', () => {
  it('stops counting the days after the baja: someone who left is not absent', async () => {
    const clock = movableClock('2026-03-11T18:00:00.000Z'); // Wednesday 11 March, 12:00 in Mexico City
    const server = await start({ clock });
    const ana = await hire(server, await setUpCompany(server, 400));
    await workDay(server, ana, '2026-03-09', '09:00', '18:00');
    await workDay(server, ana, '2026-03-10', '09:00', '18:00');
    expect((await server.request('DELETE', `/api/employees/${ana}`)).status).toBe(204);
    expect(server.db.prepare('SELECT fecha_baja FROM empleados WHERE id = ?').get(ana)).toEqual({ fecha_baja: '2026-03-11' });
    const figures = await figuresOf(server, ana, ...WEEK);
    expect(figures).toMatchObject({ diasTrabajados: 2, faltas: 1, sueldo: 800 });
    expect(figures.dias.map((d: { fecha: string }) => d.fecha)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);

    // Back on the payroll: the date goes, and the days count again.
    expect((await server.request('POST', `/api/employees/${ana}/reactivate`)).status).toBe(200);
    expect(server.db.prepare('SELECT fecha_baja FROM empleados WHERE id = ?').get(ana)).toEqual({ fecha_baja: null });
  });
});

describe('GET /api/prenomina: warnings', () => {
  it('warns about a salary below the minimum wage of the branch zone', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server, 300);
    const ana = await hire(server, company);
    const row = await figuresOf(server, ana, ...WEEK);
    expect(row.advertencias[0]).toMatchObject({ code: 'salario_minimo', mensaje: expect.stringContaining('$315.04') });
  });
});

describe('GET /api/prenomina: bad input', () => {
  it.each([
    ['no dates', '', 'desde'],
    ['no hasta', '?desde=2026-03-09', 'hasta'],
    ['a date that does not exist', '?desde=2026-02-30&hasta=2026-03-05', 'desde'],
    ['dates out of order', '?desde=2026-03-15&hasta=2026-03-09', 'hasta'],
    ['a range over 31 days', '?desde=2026-03-01&hasta=2026-04-01', 'hasta'],
    ['a sucursal that is not an id', '?desde=2026-03-09&hasta=2026-03-15&sucursal=CENTRO', 'sucursal'],
    ['an unknown sucursal', '?desde=2026-03-09&hasta=2026-03-15&sucursal=999', 'sucursal'],
    ['an unknown format', '?desde=2026-03-09&hasta=2026-03-15&formato=pdf', 'formato'],
  ])('answers 422 naming the field for %s', async (_label, query, field) => {
    const server = await start({ clock: movableClock() });
    const response = await server.request('GET', `/api/prenomina${query}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ field, error: expect.stringMatching(/\S/) });
    expect(response.body.error).not.toMatch(/invalid|expected/i);
  });

  it('answers 401 without a session', async () => {
    const server = await start({ clock: movableClock() });
    const response = await server.anonymous('GET', '/api/prenomina?desde=2026-03-09&hasta=2026-03-15');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthorized' });
  });

  it('accepts exactly 31 days', async () => {
    const server = await start({ clock: movableClock() });
    expect(await prenomina(server, '2026-03-01', '2026-03-31')).toMatchObject({ empleados: [] });
    expect(count(server, 'checadas')).toBe(0);
  });
});
