import { describe, expect, it } from 'vitest';
import { ASISTENCIA, WEEK, fullWeek, incidencia, punch, run, shift } from './test-support/prenominaCases.js';
import type { PayrollBono } from './types.js';

describe('acceptance week of issue 12 (9-15 March 2026)', () => {
  const manual = { manual: true };
  const punches = () => [
    ...shift('2026-03-09', '08:56', '18:02', manual),
    ...shift('2026-03-10', '09:07', '18:00', manual),
    ...shift('2026-03-11', '09:18', '18:00', manual),
    ...shift('2026-03-13', '09:00', '20:00', manual),
    ...shift('2026-03-14', '09:10', '18:00', manual),
  ];

  it('pays 2,198.17 with the 2 h of overtime authorised', () => {
    const { api, day } = run({ punches: punches(), incidencias: [incidencia('2026-03-13', 'horas_extra', 2)] });
    expect(api).toMatchObject({
      empleadoId: 7,
      nombre: 'ANA LÓPEZ',
      numeroEmpleado: 'E-007',
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
    expect(api.dias.map((d) => d.estado)).toEqual(['asistencia', 'asistencia', 'retardo', 'falta', 'asistencia', 'asistencia', 'descanso']);
    expect(day('2026-03-11')).toMatchObject({ entrada: '09:18', salida: '18:00', minutosRetardo: 8 });
    expect(day('2026-03-11').nota).toBe('Retardo de 8 min. Checada manual');
    expect(day('2026-03-14')).toMatchObject({ estado: 'asistencia', minutosRetardo: 0 });
    expect(day('2026-03-13')).toMatchObject({ horasExtra: 2, origenManual: true });
    expect(day('2026-03-13').nota).toContain('Horas extra autorizadas: 2 h');
    expect(day('2026-03-12')).toMatchObject({ entrada: null, salida: null, nota: 'Falta injustificada' });
    expect(api.bonosDetalle).toEqual([
      {
        nombre: 'PUNTUALIDAD',
        tipo: 'puntualidad',
        monto: 200,
        ganado: true,
        motivo: 'Ganado: 1 retardo en el periodo (se pierde con 3 retardos)',
      },
    ]);
  });

  it('pays 2,040.42 when the overtime is not authorised, and says so', () => {
    const { api, day } = run({ punches: punches() });
    expect(api).toMatchObject({ horasExtra: 0, horasExtraDobles: 0, total: 2040.42 });
    expect(day('2026-03-13')).toMatchObject({ horasExtra: 0, horasExtraSinAutorizar: 2 });
    expect(day('2026-03-13').nota).toContain('Tiempo extra sin autorizar: 2 h');
    expect(api.advertencias).toContainEqual({
      code: 'horas_extra_sin_autorizar',
      mensaje: '2 h de tiempo extra sin autorizar no se pagan',
    });
  });

  it('pays the overtime without an incidencia when the company does not require authorisation', () => {
    const { api } = run({ punches: punches(), rules: { horasExtraRequierenAutorizacion: false } });
    expect(api).toMatchObject({ horasExtra: 157.75, total: 2198.17 });
  });

  it('loses the puntualidad bono at pierdeCon retardos', () => {
    const late = WEEK.slice(0, 3).flatMap((f) => shift(f, '09:11', '18:00'));
    const { api } = run({ punches: [...late, ...fullWeek(WEEK.slice(3))] });
    expect(api).toMatchObject({ retardos: 3, bonos: 0 });
    expect(api.bonosDetalle[0]).toMatchObject({ ganado: false, motivo: 'Perdido: 3 retardos en el periodo (se pierde con 3 retardos)' });
  });
});

describe('punches and notes', () => {
  it('traces a manual punch to its motivo and keeps automatic ones unmarked', () => {
    const punches = [
      punch('2026-03-09', '09:00', 'entrada', { manual: false }),
      punch('2026-03-09', '18:00', 'salida', { manual: true, motivo: 'olvidó checar' }),
      ...shift('2026-03-10', '09:00', '18:00', { manual: false }),
    ];
    const { day, result } = run({ desde: '2026-03-09', hasta: '2026-03-10', punches });
    expect(day('2026-03-09')).toMatchObject({ nota: 'Checada manual: olvidó checar', origenManual: true });
    expect(day('2026-03-09').checadasManuales).toEqual([punches[1]!.id]);
    expect(day('2026-03-10')).toMatchObject({ nota: '', origenManual: false, checadasManuales: [] });
    expect(result.dias[1]!.estado).toBe('asistencia');
  });

  it('flags an odd number of punches as sin_salida: paid as worked, no overtime, never guessed', () => {
    const punches = [punch('2026-03-10', '09:25', 'entrada'), ...fullWeek(WEEK.filter((f) => f !== '2026-03-10'))];
    const { api, day } = run({ punches, incidencias: [incidencia('2026-03-10', 'horas_extra', 2)] });
    expect(day('2026-03-10')).toMatchObject({
      estado: 'sin_salida',
      entrada: '09:25',
      salida: null,
      minutosRetardo: 15,
      horasExtra: 0,
    });
    expect(day('2026-03-10').nota).toMatch(/^Falta checada de salida\. Retardo de 15 min/);
    expect(api).toMatchObject({ diasTrabajados: 6, retardos: 1, sueldo: 1893, septimoDia: 315.5, horasExtra: 0 });
    expect(api.advertencias).toContainEqual({
      code: 'sin_salida',
      mensaje: '1 día con falta de checada de salida: agrega la checada manual que falta',
    });
  });

  it('counts overtime from the last salida of a day with a break punched', () => {
    const punches = [...shift('2026-03-09', '09:00', '13:00'), ...shift('2026-03-09', '14:00', '19:30')];
    const { day } = run({ desde: '2026-03-09', hasta: '2026-03-09', punches, rules: { horasExtraRequierenAutorizacion: false } });
    expect(day('2026-03-09')).toMatchObject({ entrada: '09:00', salida: '19:30', horasExtra: 1.5 });
  });
});

describe('night shift across midnight (22:00-06:00)', () => {
  const night = { horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 0 };

  it('pairs 21:58 with the next morning 06:40 and pays the authorised block', () => {
    const punches = shift('2026-03-09', '21:58', '2026-03-10T06:40');
    const { api, day, result } = run({
      desde: '2026-03-09',
      hasta: '2026-03-09',
      employee: night,
      punches,
      incidencias: [incidencia('2026-03-09', 'horas_extra', 1)],
    });
    // 22:00-06:00 without a meal is 8 h of night against the 7 h maximum (LFT art. 60-61): 1 h scheduled overtime,
    // plus 40 min past 06:00 = one 30-minute block authorised: 1.5 h double at 315.50 / 7 h:
    // 31,550 × 2 × 90 / 420 = 13,521.43 centavos → 135.21 (half-up).
    expect(day('2026-03-09')).toMatchObject({ estado: 'asistencia', entrada: '21:58', salida: '06:40', horasExtra: 1.5 });
    expect(result.horasExtraCentavos).toBe(13521);
    expect(api).toMatchObject({ diasTrabajados: 1, horasExtraDobles: 1.5, sueldo: 315.5 });
  });

  it('measures a retardo against 22:00 of the working day', () => {
    const punches = shift('2026-03-10', '22:15', '2026-03-11T06:00');
    const { day } = run({ desde: '2026-03-10', hasta: '2026-03-10', employee: night, punches });
    // 22:15 is past the tolerance, so the night worked runs from 22:15: 7 h 45 min against 7 h = 45 min of overtime.
    expect(day('2026-03-10')).toMatchObject({ estado: 'retardo', minutosRetardo: 5, horasExtra: 0.75 });
  });
});

describe('holidays, rest days and Sundays', () => {
  const SEP = ['2026-09-14', '2026-09-15', '2026-09-16', '2026-09-17', '2026-09-18', '2026-09-19'];

  it('pays a holiday not worked (16 Sep 2026, a Wednesday) as a paid day', () => {
    const punches = fullWeek(SEP.filter((f) => f !== '2026-09-16'));
    const { api, day } = run({ desde: '2026-09-14', hasta: '2026-09-20', punches, employee: { bono: ASISTENCIA } });
    expect(day('2026-09-16')).toMatchObject({
      estado: 'festivo',
      festivo: 'Día de la Independencia',
      nota: 'Día festivo: Día de la Independencia',
    });
    expect(api).toMatchObject({
      diasTrabajados: 5,
      diasPagadosSinTrabajar: 1,
      faltas: 0,
      sueldo: 1893,
      septimoDia: 315.5,
      festivos: 0,
      bonos: 200,
      total: 2408.5,
    });
  });

  it('pays a holiday worked double on top (art. 75)', () => {
    const { api, day } = run({ desde: '2026-09-14', hasta: '2026-09-20', punches: fullWeek(SEP) });
    expect(day('2026-09-16')).toMatchObject({ estado: 'asistencia', festivo: 'Día de la Independencia' });
    expect(day('2026-09-16').nota).toContain('Festivo trabajado: Día de la Independencia (pago doble, LFT art. 75)');
    expect(api).toMatchObject({ diasTrabajados: 6, sueldo: 1893, septimoDia: 315.5, festivos: 631, total: 3039.5 });
  });

  it('computes 2 Feb 2026 (first Monday of February) as a holiday', () => {
    const FEB = ['2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07'];
    const { api, day } = run({ desde: '2026-02-02', hasta: '2026-02-08', punches: fullWeek(FEB) });
    expect(day('2026-02-02')).toMatchObject({ estado: 'festivo', festivo: 'Día de la Constitución' });
    expect(api).toMatchObject({ faltas: 0, sueldo: 1893, septimoDia: 315.5 });
  });

  it('pays a Sunday rest day worked double on top (art. 73) plus the prima dominical (art. 71)', () => {
    const punches = [...fullWeek(), ...shift('2026-03-15', '09:00', '18:00')];
    const { api, day } = run({ punches });
    expect(day('2026-03-15')).toMatchObject({ estado: 'asistencia', minutosRetardo: 0 });
    expect(day('2026-03-15').nota).toBe('Descanso trabajado (pago doble, LFT art. 73). Prima dominical (LFT art. 71)');
    // 315.50 / 4 = 78.875 → 78.88
    expect(api).toMatchObject({
      diasTrabajados: 6,
      diasDescansoTrabajados: 1,
      sueldo: 1893,
      septimoDia: 315.5,
      descansoTrabajado: 631,
      primaDominical: 78.88,
      total: 3118.38,
    });
  });

  it('pays only the prima dominical for a Sunday that is a working day', () => {
    const punches = fullWeek(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    const { api, day } = run({ punches, employee: { diasDescanso: [1] } });
    expect(day('2026-03-09').estado).toBe('descanso');
    expect(api).toMatchObject({ diasTrabajados: 6, descansoTrabajado: 0, primaDominical: 78.88, septimoDia: 315.5 });
  });

  it('rounds the prima dominical half-up on the centavo (315.30 / 4 = 78.825 → 78.83)', () => {
    const punches = shift('2026-03-15', '09:00', '18:00');
    const { api } = run({ desde: '2026-03-15', hasta: '2026-03-15', punches, employee: { salarioDiarioCentavos: 31530 } });
    expect(api.primaDominical).toBe(78.83);
  });

  it('merges company holidays given by the caller', () => {
    const holidays = [{ fecha: '2026-03-11', nombre: 'Aniversario de la empresa' }];
    const punches = fullWeek(WEEK.filter((f) => f !== '2026-03-11'));
    const { day, api } = run({ punches, holidays });
    expect(day('2026-03-11')).toMatchObject({ estado: 'festivo', festivo: 'Aniversario de la empresa' });
    expect(api.faltas).toBe(0);
  });
});

describe('overtime over the week (LFT arts. 66-68)', () => {
  it('3 h authorised on 4 days: 9 h double and 3 h triple', () => {
    const days = WEEK.slice(0, 4);
    const punches = [...days.flatMap((f) => shift(f, '09:00', '21:00')), ...fullWeek(WEEK.slice(4))];
    const { api, day } = run({ punches, incidencias: days.map((f) => incidencia(f, 'horas_extra', 3)) });
    // 315.50 / 8 h × (2 × 9 + 3 × 3) = 1,064.8125 → 1,064.81
    expect(api).toMatchObject({ horasExtraDobles: 9, horasExtraTriples: 3, horasExtra: 1064.81 });
    expect(api.total).toBe(1893 + 315.5 + 1064.81 + 200);
    expect(day('2026-03-12').horasExtra).toBe(3);
  });

  it('caps at the hours authorised that day', () => {
    const punches = [...shift('2026-03-09', '09:00', '21:00')];
    const { api } = run({ desde: '2026-03-09', hasta: '2026-03-09', punches, incidencias: [incidencia('2026-03-09', 'horas_extra', 1.5)] });
    expect(api).toMatchObject({ horasExtraDobles: 1.5, horasExtra: 118.31 }); // 39.4375 × 3 = 118.3125
    expect(api.dias[0]!.horasExtraSinAutorizar).toBe(1.5);
  });
});

describe('incidencias', () => {
  it('permiso con goce and vacaciones are paid; sin goce, incapacidad and falta justificada are unpaid but not faltas', () => {
    const incidencias = [
      incidencia('2026-03-09', 'permiso_con_goce'),
      incidencia('2026-03-10', 'permiso_sin_goce'),
      incidencia('2026-03-11', 'vacaciones'),
      incidencia('2026-03-12', 'incapacidad'),
      incidencia('2026-03-13', 'falta_justificada'),
    ];
    const { api, day } = run({ punches: shift('2026-03-14', '09:00', '18:00'), incidencias, employee: { bono: ASISTENCIA } });
    expect(api.dias.slice(0, 5).map((d) => d.estado)).toEqual(Array(5).fill('incidencia'));
    expect(day('2026-03-09')).toMatchObject({ nota: 'Permiso con goce de sueldo', origenManual: true });
    expect(day('2026-03-12').nota).toBe('Incapacidad');
    // 3 paid days (2 incidencias + Saturday); séptimo 315.50 × 3/6 = 157.75.
    // Issue 31: the vacation day earns the prima vacacional, 315.50 × 25% = 78.875 → 78.88 (total was 1,304.25 before).
    expect(api).toMatchObject({
      diasTrabajados: 1,
      diasPagadosSinTrabajar: 2,
      faltas: 0,
      sueldo: 946.5,
      septimoDia: 157.75,
      bonos: 200,
      primaVacacional: 78.88,
      total: 1383.13,
    });
    expect(api.bonosDetalle[0]).toMatchObject({ ganado: true, motivo: 'Ganado: 0 faltas en el periodo (se pierde con 1 falta)' });
  });

  it('prima vacacional (LFT art. 80): 5 vacation days at 400.00 and 25% is 500.00, part of the total', () => {
    const vacaciones = WEEK.slice(0, 5).map((f) => incidencia(f, 'vacaciones'));
    const { api } = run({ punches: shift('2026-03-14', '09:00', '18:00'), incidencias: vacaciones, employee: { salarioDiarioCentavos: 40000, bono: null } });
    // 5 × 400.00 × 25 / 100 = 500.00; sueldo 6 paid days × 400 = 2,400; séptimo 400 × 6/6 = 400; 2,400 + 400 + 500 = 3,300.
    expect(api).toMatchObject({ diasPagadosSinTrabajar: 5, sueldo: 2400, septimoDia: 400, primaVacacional: 500, total: 3300 });
  });

  it('prima vacacional counts only the vacation days applied while employed, at the porcentaje of the rules', () => {
    // 30%: Tue 10 and Wed 11 are vacation days; Thu 12 was worked (the punches win) and Sun 15 is the rest day.
    const { api } = run({
      punches: shift('2026-03-12', '09:00', '18:00'),
      incidencias: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-15'].map((f) => incidencia(f, 'vacaciones')),
      rules: { primaVacacionalPorcentaje: 30 },
    });
    // 2 × 315.50 × 30 / 100 = 189.30
    expect(api.primaVacacional).toBe(189.3);
    // A baja on Tue 10: Wed 11 is after it. 2 days (Mon 9, Tue 10) × 315.50 × 25 / 100 = 157.75.
    const baja = run({
      employee: { fechaBaja: '2026-03-10' },
      incidencias: ['2026-03-09', '2026-03-10', '2026-03-11'].map((f) => incidencia(f, 'vacaciones')),
    });
    expect(baja.api.primaVacacional).toBe(157.75);
    // No vacation days, no prima.
    expect(run({ punches: fullWeek() }).api.primaVacacional).toBe(0);
  });

  it('an unjustified absence loses the asistencia bono', () => {
    const { api } = run({ punches: fullWeek(WEEK.slice(1)), employee: { bono: ASISTENCIA } });
    expect(api).toMatchObject({ faltas: 1, bonos: 0, sueldo: 1577.5, septimoDia: 262.92 });
    expect(api.bonosDetalle[0]!.motivo).toBe('Perdido: 1 falta en el periodo (se pierde con 1 falta)');
  });

  it('punches win over an absence incidencia, and the note says it was not applied', () => {
    const { api, day } = run({
      desde: '2026-03-09',
      hasta: '2026-03-09',
      punches: shift('2026-03-09', '09:00', '18:00'),
      incidencias: [{ ...incidencia('2026-03-09', 'vacaciones'), nota: 'viaje' }],
    });
    expect(day('2026-03-09')).toMatchObject({ estado: 'asistencia', nota: 'Vacaciones (no aplicada: hubo checadas) (viaje)' });
    expect(api).toMatchObject({ diasTrabajados: 1, diasPagadosSinTrabajar: 0, sueldo: 315.5 });
  });

  it('a fixed bono is always paid', () => {
    const bono: PayrollBono = { nombre: 'DESPENSA', montoCentavos: 15000, tipo: 'fijo', pierdeCon: 0 };
    const { api } = run({ employee: { bono } });
    expect(api).toMatchObject({ faltas: 6, bonos: 150, total: 150 });
    expect(api.bonosDetalle[0]).toMatchObject({ ganado: true, motivo: 'Bono fijo: se paga siempre' });
  });
});

describe('retardosPorFalta', () => {
  it('every N retardos add a falta and, when the company docks it, deduct a day and its part of the séptimo', () => {
    const late = WEEK.slice(0, 3).flatMap((f) => shift(f, '09:20', '18:00'));
    const { api } = run({
      punches: [...late, ...fullWeek(WEEK.slice(3))],
      rules: { retardosPorFalta: 2, retardosPorFaltaEfecto: 'descuento' },
      employee: { bono: ASISTENCIA },
    });
    // 6 days worked, 1 docked: 5 × 315.50 = 1,577.50; séptimo 315.50 × 5 / 6 = 262.916… → 262.92.
    expect(api).toMatchObject({ retardos: 3, faltasPorRetardos: 1, faltas: 1, sueldo: 1577.5, septimoDia: 262.92, bonos: 0 });
    expect(api.bonosDetalle[0]!.motivo).toBe('Perdido: 1 falta, 1 por acumular retardos en el periodo (se pierde con 1 falta)');
  });

  it('is off at 0', () => {
    const late = WEEK.slice(0, 3).flatMap((f) => shift(f, '09:20', '18:00'));
    const { api } = run({ punches: [...late, ...fullWeek(WEEK.slice(3))] });
    expect(api).toMatchObject({ retardos: 3, faltas: 0, sueldo: 1893 });
  });
});

describe('periods and séptimo día', () => {
  it('a catorcenal period: two séptimos and nine double hours per week', () => {
    const WEEK2 = ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21'];
    const overtimeDays = [...WEEK.slice(0, 4), '2026-03-17'];
    const punches = [
      ...overtimeDays.flatMap((f) => shift(f, '09:00', '21:00')),
      ...fullWeek(WEEK.slice(4)),
      // 16 March 2026 is a holiday (third Monday of March); Thursday 19 is a falta.
      ...fullWeek(['2026-03-18', '2026-03-20', '2026-03-21']),
    ];
    const { api, day } = run({
      desde: '2026-03-09',
      hasta: '2026-03-22',
      punches,
      incidencias: overtimeDays.map((f) => incidencia(f, 'horas_extra', 3)),
    });
    expect(day('2026-03-16')).toMatchObject({ estado: 'festivo', festivo: 'Natalicio de Benito Juárez' });
    expect(day('2026-03-19').estado).toBe('falta');
    expect(WEEK2.length).toBe(6);
    // Week 1: 6/6; week 2: 4 worked + 1 holiday = 5/6 → 315.50 + 262.9166… = 578.4166… → 578.42
    expect(api).toMatchObject({
      diasTrabajados: 10,
      diasPagadosSinTrabajar: 1,
      faltas: 1,
      sueldo: 3470.5,
      septimoDia: 578.42,
      horasExtraDobles: 12,
      horasExtraTriples: 3,
    });
    expect(api.dias).toHaveLength(14);
  });

  it('fechaIngreso in mid-week: earlier days are not counted at all', () => {
    const { api } = run({ punches: fullWeek(WEEK.slice(2)), employee: { fechaIngreso: '2026-03-11', bono: ASISTENCIA } });
    expect(api.dias.map((d) => d.fecha)).toEqual(['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    // séptimo prorated to the days employed: 315.50 × 4/6 = 210.33
    expect(api).toMatchObject({ diasTrabajados: 4, faltas: 0, sueldo: 1262, septimoDia: 210.33, bonos: 200 });
  });

  it("'completo' pays the whole séptimo despite a falta", () => {
    const { api } = run({ punches: fullWeek(WEEK.slice(1)), rules: { septimoDia: 'completo' } });
    expect(api).toMatchObject({ faltas: 1, sueldo: 1577.5, septimoDia: 315.5 });
  });

  it("'completo' still prorates a week only partly employed", () => {
    const { api } = run({
      punches: fullWeek(WEEK.slice(2)),
      rules: { septimoDia: 'completo' },
      employee: { fechaIngreso: '2026-03-11' },
    });
    expect(api.septimoDia).toBe(210.33);
  });

  it('a period cutting two weeks adds the pieces of each séptimo', () => {
    // Wed 11 to Tue 17 March with weeks starting Monday: 4/6 of one week and 2/6 of the next.
    const days = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-17'];
    const { api } = run({
      desde: '2026-03-11',
      hasta: '2026-03-17',
      punches: fullWeek(days),
      incidencias: [incidencia('2026-03-16', 'vacaciones')],
      holidays: [],
    });
    expect(api).toMatchObject({ diasTrabajados: 5, diasPagadosSinTrabajar: 1, septimoDia: 315.5 });
  });

  it('the séptimo follows the company week start', () => {
    // Weeks from Saturday: 14-15 March belong to the next week, so the period 9-15 spans two weeks.
    const { api } = run({ punches: fullWeek(WEEK.slice(1)), rules: { inicioSemana: 6 } });
    // Week Sat 7 - Fri 13: Mon 9 is a falta, 4 of 6 days inside → 4/6; week Sat 14 - …: 1/6. Total 5/6.
    expect(api.septimoDia).toBe(262.92);
  });
});
