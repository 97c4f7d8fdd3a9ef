/**
 * Issue 28: the pre-nómina under the LFT. Every expected figure is computed by hand in the comment beside it.
 * Unless a case says otherwise: salario 315.50, 09:00-18:00 with 60 min of meal (8 h diurna), rest on Sunday,
 * tolerance 10 min, 30-minute blocks, overtime needs authorisation, séptimo proporcional, weeks start Monday.
 */
import { describe, expect, it } from 'vitest';
import { ASISTENCIA, WEEK, fullWeek, incidencia, run, shift } from './test-support/prenominaCases.js';
import type { PayrollPunch } from './types.js';

/** Mon 9 … Sat 14 March 2026, as night shifts ending the next morning. */
const nights = (entrada: string, salida: string) =>
  WEEK.flatMap((f) => shift(f, entrada, `${f.slice(0, 8)}${String(Number(f.slice(8)) + 1).padStart(2, '0')}T${salida}`));

describe('legal maximum of each jornada (arts. 59-61)', () => {
  const night = { salarioDiarioCentavos: 35000, horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 30, bono: null };

  it("pays the issue's example: six nights of 7.5 h against 7 h pay 3 h double on top of the days", () => {
    const { api, day } = run({ employee: night, punches: nights('22:00', '06:00') });
    // Hourly rate 350 / 7 = 50.00; 0.5 h a night × 6 = 3 h double = 3 × 2 × 50 = 300.00, no authorisation needed.
    // Sueldo 6 × 350 = 2,100.00; séptimo 350 × 6 / 6 = 350.00; total 2,750.00.
    expect(api).toMatchObject({ diasTrabajados: 6, horasExtraDobles: 3, horasExtraTriples: 0, horasExtra: 300, sueldo: 2100, septimoDia: 350, total: 2750 });
    expect(api.jornada).toEqual({ tipo: 'nocturna', maximoMinutos: 420, turnoMinutos: 450 });
    expect(day('2026-03-09')).toMatchObject({ horasExtra: 0.5, horasExtraDobles: 0.5 });
    expect(day('2026-03-09').nota).toBe('Tiempo sobre la jornada nocturna máxima de 7 h: 30 min, se paga como horas extra (LFT art. 61)');
    expect(api.advertencias.map((a) => a.code)).toEqual(['jornada_excede_maximo', 'horas_extra_exceden_limite']);
  });

  it('flags the fourth to sixth night as overtime on more than three days a week (art. 66), still paying it', () => {
    const { api, day } = run({ employee: night, punches: nights('22:00', '06:00') });
    expect(day('2026-03-11').advertencias).toEqual([]);
    expect(day('2026-03-12').advertencias).toEqual([
      {
        code: 'horas_extra_exceden_limite',
        mensaje: 'Tiempo extra en 4 días de la semana del 09/03/2026: la ley permite como máximo 3 veces por semana (LFT art. 66)',
      },
    ]);
    expect(day('2026-03-14').advertencias[0]!.mensaje).toContain('6 días');
    expect(api.horasExtra).toBe(300);
  });

  it('pays a mixta of 8 h (2 h 30 min of night) with 30 min over its 7.5 h maximum', () => {
    const mixta = { horaEntrada: '14:00', horaSalida: '22:30', minutosComida: 30, bono: null };
    const { api } = run({ employee: mixta, punches: WEEK.slice(0, 3).flatMap((f) => shift(f, '14:00', '22:30')), hasta: '2026-03-11' });
    // Rate 315.50 / 7.5 h = 42.0666…; 3 × 0.5 h = 1.5 h double: 31,550 × 2 × 90 / 450 = 12,620 centavos = 126.20.
    expect(api).toMatchObject({ horasExtraDobles: 1.5, horasExtra: 126.2 });
    expect(api.jornada?.tipo).toBe('mixta');
  });

  it('counts only the time worked beyond the maximum: a late arrival past the tolerance shortens it', () => {
    const { day, result } = run({ employee: night, punches: shift('2026-03-09', '22:20', '2026-03-10T06:00'), hasta: '2026-03-09' });
    // From 22:20 to 06:00 = 7 h 40 min, less 30 min of meal = 7 h 10 min: 10 min over 7 h.
    expect(day('2026-03-09')).toMatchObject({ estado: 'retardo', minutosRetardo: 10, horasExtra: 0.17 });
    expect(result.dias[0]!.minutosExtra).toBe(10);
  });

  it('pays 9 h days as overtime over six days, but not Monday to Friday (art. 59)', () => {
    const long = { horaEntrada: '08:00', horaSalida: '18:00', minutosComida: 60, bono: null };
    const sixDays = run({ employee: long, punches: WEEK.flatMap((f) => shift(f, '08:00', '18:00')) });
    // 1 h a day over 8 h × 6 = 6 h double at 315.50 / 8 = 39.4375: 6 × 2 × 39.4375 = 473.25.
    expect(sixDays.api).toMatchObject({ horasExtraDobles: 6, horasExtra: 473.25 });
    const fiveDays = run({ employee: { ...long, diasDescanso: [0, 6] }, punches: WEEK.slice(0, 5).flatMap((f) => shift(f, '08:00', '18:00')) });
    // 9 h × 5 = 45 h ≤ 48 h: the hours free Saturday; no overtime. 5 days + 2 rest days = 7 × 315.50 = 2,208.50.
    expect(fiveDays.api).toMatchObject({ horasExtraDobles: 0, horasExtra: 0, total: 2208.5 });
    expect(fiveDays.api.advertencias).toEqual([]);
  });
});

describe('the week does not restart at the pay period (art. 68)', () => {
  // Thursday 16 July 2026 starts a quincena; Monday 13 to Wednesday 15 belong to the same week.
  const before: PayrollPunch[] = [...shift('2026-07-13', '09:00', '21:00'), ...shift('2026-07-14', '09:00', '21:00'), ...shift('2026-07-15', '09:00', '20:00')];
  const authorised = [
    incidencia('2026-07-13', 'horas_extra', 3),
    incidencia('2026-07-14', 'horas_extra', 3),
    incidencia('2026-07-15', 'horas_extra', 2),
    incidencia('2026-07-16', 'horas_extra', 2),
  ];

  it('continues from the 8 double hours already worked that week', () => {
    const { api, day } = run({
      desde: '2026-07-16',
      hasta: '2026-07-31',
      hoy: '2026-07-16',
      employee: { bono: null },
      punches: [...before, ...shift('2026-07-16', '09:00', '20:00')],
      incidencias: authorised,
    });
    // 3 + 3 + 2 = 8 h before the period: of Thursday's 2 h, 1 h double (9 − 8) and 1 h triple.
    // 315.50 / 8 = 39.4375 an hour: 1 × 2 × 39.4375 + 1 × 3 × 39.4375 = 78.875 + 118.3125 = 197.1875 → 197.19.
    // Sueldo 315.50; séptimo of the week's one day inside: 315.50 × 1 / 6 = 52.583… → 52.58. Total 565.27.
    expect(api.dias.map((d) => d.fecha)).toEqual(['2026-07-16']);
    expect(day('2026-07-16')).toMatchObject({ horasExtraDobles: 1, horasExtraTriples: 1 });
    expect(api).toMatchObject({ horasExtraDobles: 1, horasExtraTriples: 1, horasExtra: 197.19, sueldo: 315.5, septimoDia: 52.58, total: 565.27 });
  });

  it('pays the week the same however the period cuts it', () => {
    const week = { employee: { bono: null }, punches: [...before, ...shift('2026-07-16', '09:00', '20:00')], incidencias: authorised, hoy: '2026-07-16' };
    const whole = run({ ...week, desde: '2026-07-13', hasta: '2026-07-19' });
    const first = run({ ...week, desde: '2026-07-13', hasta: '2026-07-15' });
    const second = run({ ...week, desde: '2026-07-16', hasta: '2026-07-19' });
    // 9 h double and 1 h triple in the week: 9 × 2 × 39.4375 + 1 × 3 × 39.4375 = 709.875 + 118.3125 = 828.1875 → 828.19.
    expect(whole.api).toMatchObject({ horasExtraDobles: 9, horasExtraTriples: 1, horasExtra: 828.19 });
    expect(first.api.horasExtraDobles + second.api.horasExtraDobles).toBe(9);
    expect(first.api.horasExtraTriples + second.api.horasExtraTriples).toBe(1);
  });
});

describe('minutes beyond the salida add up over the week (2a./J. 76/2018)', () => {
  const past25 = [...WEEK.slice(0, 4).flatMap((f) => shift(f, '09:00', '18:25')), ...fullWeek(WEEK.slice(4))];

  it('pays 25 minutes on four days as 1.5 h when no authorisation is required', () => {
    const { api, day } = run({ punches: past25, rules: { horasExtraRequierenAutorizacion: false }, employee: { bono: null } });
    // 4 × 25 = 100 min → three 30-minute blocks = 1.5 h double: 1.5 × 2 × 39.4375 = 118.3125 → 118.31.
    // 6 × 315.50 = 1,893.00 + séptimo 315.50 + 118.31 = 2,326.81.
    expect(api).toMatchObject({ horasExtraDobles: 1.5, horasExtra: 118.31, total: 2326.81 });
    expect(day('2026-03-09')).toMatchObject({ horasExtra: 0, minutosDespuesDeSalida: 25 });
    expect(day('2026-03-09').nota).toBe('Minutos después de la salida: 25 min (se suman en la semana)');
    expect(day('2026-03-10').nota).toBe(
      'Minutos después de la salida: 25 min (se suman en la semana). Horas extra: 30 min (bloques de 30 min con 50 min sumados en la semana)',
    );
    expect(api.semanas).toEqual([{ desde: '2026-03-09', hasta: '2026-03-15', minutosExtraSumados: 100, minutosExtraPagados: 90, bloqueMinutos: 30 }]);
  });

  it('pays none of them without authorisation, and says the blocks are unauthorised', () => {
    const { api } = run({ punches: past25 });
    expect(api).toMatchObject({ horasExtra: 0 });
    expect(api.advertencias).toContainEqual({ code: 'horas_extra_sin_autorizar', mensaje: '1 h 30 min de tiempo extra sin autorizar no se pagan' });
  });

  it('sums only the authorised minutes where authorisation is required', () => {
    const authorised = WEEK.slice(0, 4).map((f) => incidencia(f, 'horas_extra', 0.25));
    const { api } = run({ punches: past25, incidencias: authorised, employee: { bono: null } });
    // 15 min authorised of each day's 25: 60 min → 2 blocks = 1 h double = 78.875 → 78.88.
    expect(api).toMatchObject({ horasExtraDobles: 1, horasExtra: 78.88 });
  });
});

describe('what N retardos "count as a falta" means (arts. 110 and 423)', () => {
  const late = [...WEEK.slice(0, 3).flatMap((f) => shift(f, '09:20', '18:00')), ...fullWeek(WEEK.slice(3))];

  it("by default ('bono') the falta costs the asistencia bono only, never a day worked", () => {
    const { api } = run({ punches: late, rules: { retardosPorFalta: 2 }, employee: { bono: ASISTENCIA } });
    // 6 × 315.50 = 1,893.00; séptimo 315.50; bono lost: 2,208.50.
    expect(api).toMatchObject({ faltasPorRetardos: 1, faltas: 1, sueldo: 1893, septimoDia: 315.5, bonos: 0, total: 2208.5 });
  });

  it("with 'descuento' the day is unpaid and its week's séptimo shrinks as for any falta", () => {
    const { api } = run({ punches: late, rules: { retardosPorFalta: 2, retardosPorFaltaEfecto: 'descuento' }, employee: { bono: ASISTENCIA } });
    // 5 × 315.50 = 1,577.50; séptimo 315.50 × 5 / 6 = 262.916… → 262.92; total 1,840.42.
    expect(api).toMatchObject({ sueldo: 1577.5, septimoDia: 262.92, total: 1840.42 });
  });
});

describe('five-day weeks: paid rest days (art. 69)', () => {
  const mondayToFriday = { diasDescanso: [0, 6], bono: null };

  it("pays 7 daily salaries for a full Monday-Friday week with 'todos' (the default)", () => {
    const { api } = run({ employee: mondayToFriday, punches: fullWeek(WEEK.slice(0, 5)) });
    // 5 × 315.50 = 1,577.50 + 2 rest days × 315.50 × 5 / 5 = 631.00 → 2,208.50 = 7 × 315.50.
    expect(api).toMatchObject({ sueldo: 1577.5, septimoDia: 631, total: 2208.5 });
  });

  it("pays 6 with 'uno'", () => {
    const { api } = run({ employee: mondayToFriday, punches: fullWeek(WEEK.slice(0, 5)), rules: { pagoDiasDescanso: 'uno' } });
    // 1,577.50 + 315.50 = 1,893.00.
    expect(api).toMatchObject({ septimoDia: 315.5, total: 1893 });
  });

  it('reduces each paid rest day in proportion to the faltas', () => {
    const { api } = run({ employee: mondayToFriday, punches: fullWeek(['2026-03-09', '2026-03-10', '2026-03-12', '2026-03-13']) });
    // 4 × 315.50 = 1,262.00 + 2 × 315.50 × 4 / 5 = 504.80 → 1,766.80.
    expect(api).toMatchObject({ faltas: 1, sueldo: 1262, septimoDia: 504.8, total: 1766.8 });
  });
});

describe('legal limits by date (the 2026 reform)', () => {
  const lft = { vigenteDesde: '1970-05-01', horasSemanaMaxima: 48, horasExtraDoblesSemana: 9, horasExtraMaxDia: 3, diasExtraMaxSemana: 3 };
  const reforma = { vigenteDesde: '2027-01-01', horasSemanaMaxima: 46, horasExtraDoblesSemana: 12, horasExtraMaxDia: 4, diasExtraMaxSemana: 3 };
  /** 4 + 4 + 4 + 1 = 13 h authorised and worked, Monday to Thursday of the week starting `monday`. */
  const thirteenHours = (days: string[]) => ({
    punches: days.flatMap((f, i) => shift(f, '09:00', i < 3 ? '22:00' : '19:00')),
    incidencias: days.map((f, i) => incidencia(f, 'horas_extra', i < 3 ? 4 : 1)),
  });

  it('pays 12 h double and 1 h triple in a week under an added 46 h / 12 h row', () => {
    const days = ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07'];
    const { api, result } = run({ desde: '2027-01-04', hasta: '2027-01-07', limites: [lft, reforma], employee: { bono: null }, ...thirteenHours(days) });
    // 12 × 2 × 39.4375 + 1 × 3 × 39.4375 = 946.50 + 118.3125 = 1,064.8125 → 1,064.81.
    expect(api).toMatchObject({ horasExtraDobles: 12, horasExtraTriples: 1, horasExtra: 1064.81 });
    // 4 h a day is within the row's 4 h; overtime on a fourth day is not.
    expect(result.dias.flatMap((d) => d.advertencias).map((a) => a.mensaje)).toEqual([
      'Tiempo extra en 4 días de la semana del 04/01/2027: la ley permite como máximo 3 veces por semana (LFT art. 66)',
    ]);
  });

  it('leaves a week before the row as the LFT says: 9 h double, 4 h triple, and 4 h a day flagged', () => {
    const { api, day } = run({
      desde: '2026-03-09',
      hasta: '2026-03-12',
      limites: [lft, reforma],
      employee: { bono: null },
      ...thirteenHours(WEEK.slice(0, 4)),
    });
    // 9 × 2 × 39.4375 + 4 × 3 × 39.4375 = 709.875 + 473.25 = 1,183.125 → 1,183.13.
    expect(api).toMatchObject({ horasExtraDobles: 9, horasExtraTriples: 4, horasExtra: 1183.13 });
    expect(day('2026-03-09').advertencias).toEqual([
      { code: 'horas_extra_exceden_limite', mensaje: '4 h de tiempo extra el 09/03/2026: la ley permite como máximo 3 horas al día (LFT art. 66)' },
    ]);
    expect(api.advertencias.find((a) => a.code === 'horas_extra_exceden_limite')?.mensaje).toMatch(
      /^El tiempo extra pasa los límites de la ley \(LFT art\. 66\); se paga como indica el art\. 68\./,
    );
  });
});
