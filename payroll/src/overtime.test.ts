import { describe, expect, it } from 'vitest';
import { accumulateOvertime, type OvertimeDay } from './overtime.js';

const day = (fecha: string, minutosDespues: number, minutosElegibles = minutosDespues, minutosExcedente = 0): OvertimeDay => ({
  fecha,
  minutosDespues,
  minutosElegibles,
  minutosExcedente,
});
const run = (
  days: OvertimeDay[],
  opts: { inicioSemana?: number; bloqueMinutos?: number; desde?: string; limites?: Parameters<typeof accumulateOvertime>[1]['limites'] } = {},
) =>
  accumulateOvertime(days, {
    inicioSemana: opts.inicioSemana ?? 1,
    bloqueMinutos: opts.bloqueMinutos ?? 30,
    desde: opts.desde ?? '2026-03-09',
    limites: opts.limites,
  });

describe('minutes past the salida add up over the week (2a./J. 76/2018)', () => {
  it('pays 25 min on four days as three 30-minute blocks, each on the day that completes it', () => {
    // 25, 50, 75, 100 minutes summed: blocks of 30 complete at 50 (30), 75 (60) and 100 (90).
    const { byDay, weeks } = run([day('2026-03-09', 25), day('2026-03-10', 25), day('2026-03-11', 25), day('2026-03-12', 25)]);
    expect([...byDay.values()].map((d) => d.minutos)).toEqual([0, 30, 30, 30]);
    expect(weeks).toMatchObject([{ inicio: '2026-03-09', minutosExtraSumados: 100, minutosExtraPagados: 90, minutosSinAutorizar: 0 }]);
  });

  it('sums only the authorised minutes where authorisation is required, and reports the rest in whole blocks', () => {
    // Worked past salida 40 + 40 = 80 (2 blocks); authorised 20 + 20 = 40 (1 block): 30 paid, 60 - 30 = 30 unauthorised.
    const { byDay, weeks } = run([day('2026-03-09', 40, 20), day('2026-03-10', 40, 20)]);
    expect(byDay.get('2026-03-10')).toMatchObject({ minutos: 30, minutosSumados: 40 });
    expect(weeks[0]).toMatchObject({ minutosExtraPagados: 30, minutosSinAutorizar: 30 });
  });

  it('starts every calendar week again, on the company week start', () => {
    // Weeks starting Thursday: Wed 11 (20 min) and Thu 12 March (20 min) are in different weeks: no block either.
    const { weeks } = run([day('2026-03-11', 20), day('2026-03-12', 20)], { inicioSemana: 4, desde: '2026-03-11' });
    expect(weeks.map((w) => w.minutosExtraPagados)).toEqual([0, 0]);
  });
});

describe('double and triple hours (LFT art. 68)', () => {
  it('pays the first nine hours of a week double and the rest triple, in date order', () => {
    const { byDay } = run([day('2026-03-12', 180), day('2026-03-09', 180), day('2026-03-10', 150), day('2026-03-11', 180), day('2026-03-16', 60)]);
    // 180 + 150 + 180 = 510 before Thursday: 30 double left, 150 triple; the next week starts again at double.
    expect(byDay.get('2026-03-09')).toMatchObject({ dobles: 180, triples: 0 });
    expect(byDay.get('2026-03-10')).toMatchObject({ dobles: 150, triples: 0 });
    expect(byDay.get('2026-03-11')).toMatchObject({ dobles: 180, triples: 0 });
    expect(byDay.get('2026-03-12')).toMatchObject({ dobles: 30, triples: 150 });
    expect(byDay.get('2026-03-16')).toMatchObject({ dobles: 60, triples: 0 });
  });

  it('continues the count from the days of the week before the period, paying only the period', () => {
    // Period from Thursday 16 July 2026; Mon-Wed had 3 + 3 + 2 = 8 h: Thursday's 2 h are 1 h double and 1 h triple.
    const { byDay, weeks } = run([day('2026-07-13', 180), day('2026-07-14', 180), day('2026-07-15', 120), day('2026-07-16', 120)], { desde: '2026-07-16' });
    expect(byDay.get('2026-07-16')).toMatchObject({ minutos: 120, dobles: 60, triples: 60 });
    expect(weeks[0]).toMatchObject({ minutosExtraSumados: 600, minutosExtraPagados: 120 });
  });

  it('counts scheduled time beyond the legal maximum to the minute, outside the blocks', () => {
    // 10 min of excess a day is paid every day; 10 min past the salida alone is no block.
    const { byDay } = run([day('2026-03-09', 10, 10, 10)]);
    expect(byDay.get('2026-03-09')).toMatchObject({ minutos: 10, minutosBloques: 0 });
  });

  it('takes the double hours from the limit row in force on the week’s first day', () => {
    const limites = [
      { vigenteDesde: '1970-05-01', horasSemanaMaxima: 48, horasExtraDoblesSemana: 9, horasExtraMaxDia: 3, diasExtraMaxSemana: 3 },
      { vigenteDesde: '2027-01-01', horasSemanaMaxima: 46, horasExtraDoblesSemana: 12, horasExtraMaxDia: 4, diasExtraMaxSemana: 3 },
    ];
    // 13 h in the week of Monday 4 January 2027: 12 double, 1 triple; the same in a 2026 week: 9 and 4.
    const in2027 = run([day('2027-01-04', 240), day('2027-01-05', 240), day('2027-01-06', 240), day('2027-01-07', 60)], { desde: '2027-01-04', limites });
    const sum = (m: Map<string, { dobles: number; triples: number }>) =>
      [...m.values()].reduce((t, d) => ({ dobles: t.dobles + d.dobles, triples: t.triples + d.triples }), { dobles: 0, triples: 0 });
    expect(sum(in2027.byDay)).toEqual({ dobles: 720, triples: 60 });
    const in2026 = run([day('2026-03-09', 240), day('2026-03-10', 240), day('2026-03-11', 240), day('2026-03-12', 60)], { limites });
    expect(sum(in2026.byDay)).toEqual({ dobles: 540, triples: 240 });
  });
});

describe('art. 66 counts', () => {
  it('numbers the days with at least a block of overtime or scheduled excess', () => {
    // 10 min alone is not a day of overtime; 30 min is; any scheduled excess is.
    const { byDay } = run([day('2026-03-09', 10), day('2026-03-10', 30), day('2026-03-11', 0, 0, 15), day('2026-03-12', 60)]);
    expect([...byDay.values()].map((d) => d.diaConExtra)).toEqual([0, 1, 2, 3]);
    expect(byDay.get('2026-03-12')!.minutosArt66).toBe(60);
  });
});
