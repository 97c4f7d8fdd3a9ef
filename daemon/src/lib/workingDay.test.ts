import { describe, expect, it } from 'vitest';
import { localParts, workingDay, workingDayOfSchedule } from './workingDay.js';

const MX = 'America/Mexico_City'; // UTC-6 all year since 2022
const at = (local: string) => new Date(`${local}-06:00`);

describe('workingDay', () => {
  it.each([
    ['2026-11-23T08:55', '2026-11-23'],
    ['2026-11-23T18:05', '2026-11-23'],
    ['2026-11-24T00:40', '2026-11-23'], // overtime past midnight closes yesterday
    ['2026-11-24T01:45', '2026-11-24'], // after the 01:30 boundary: a new day
  ])('day shift 09:00–18:00: a punch at %s belongs to %s', (local, day) => {
    expect(workingDay(at(local), '09:00', '18:00', MX)).toBe(day);
  });

  it.each([
    ['2026-11-23T21:50', '2026-11-23'], // entrada Monday evening
    ['2026-11-24T06:05', '2026-11-23'], // salida Tuesday morning closes Monday's shift
    ['2026-11-24T13:59', '2026-11-23'],
    ['2026-11-24T14:00', '2026-11-24'],
  ])('night shift 22:00–06:00: a punch at %s belongs to %s', (local, day) => {
    expect(workingDay(at(local), '22:00', '06:00', MX)).toBe(day);
  });

  it.each([
    ['2026-11-22T21:00', '2026-11-23'], // arriving early for Monday's 04:00 shift
    ['2026-11-23T04:00', '2026-11-23'],
    ['2026-11-23T12:10', '2026-11-23'],
    ['2026-11-23T19:59', '2026-11-23'],
  ])('early shift 04:00–12:00: a punch at %s belongs to %s', (local, day) => {
    expect(workingDay(at(local), '04:00', '12:00', MX)).toBe(day);
  });

  it('reads local time in the configured zone', () => {
    expect(localParts(new Date('2026-11-23T05:30:00Z'), MX)).toEqual({ date: '2026-11-22', minutes: 23 * 60 + 30 });
  });
});

describe('workingDayOfSchedule (issue 41: each day its own turno)', () => {
  const seg = (entrada: string, salida: string) => ({ entrada, salida });
  const REST = { segmentos: [] };
  const weekly = (byWeekday: Record<number, { segmentos: { entrada: string; salida: string }[] }>) => (fecha: string) =>
    byWeekday[new Date(`${fecha}T12:00:00Z`).getUTCDay()] ?? REST;

  it.each([
    ['2026-11-23T08:55', '2026-11-23'],
    ['2026-11-24T00:40', '2026-11-23'],
    ['2026-11-24T01:45', '2026-11-24'],
    ['2026-11-28T21:00', '2026-11-28'], // Saturday 09:00-14:00: a late salida is still Saturday's
  ])('L-V 09:00-18:00, S 09:00-14:00: %s belongs to %s (the single schedule gives the same)', (local, day) => {
    const lv = { segmentos: [seg('09:00', '18:00')] };
    const programa = weekly({ 1: lv, 2: lv, 3: lv, 4: lv, 5: lv, 6: { segmentos: [seg('09:00', '14:00')] } });
    expect(workingDayOfSchedule(at(local), MX, programa, seg('09:00', '18:00'))).toBe(day);
  });

  it('a rotating week: the nocturno 22:30-05:30 closes the night before at 05:30 even after a vespertino week', () => {
    // Sunday 29/11 rest; the week of 30/11 is nocturno.
    const noc = { segmentos: [seg('22:30', '05:30')] };
    const programa = weekly({ 1: noc, 2: noc, 3: noc, 4: noc, 5: noc, 6: noc });
    expect(workingDayOfSchedule(at('2026-11-30T22:35'), MX, programa, seg('15:00', '22:30'))).toBe('2026-11-30');
    expect(workingDayOfSchedule(at('2026-12-01T05:30'), MX, programa, seg('15:00', '22:30'))).toBe('2026-11-30');
    expect(workingDayOfSchedule(at('2026-12-01T22:41'), MX, programa, seg('15:00', '22:30'))).toBe('2026-12-01');
  });

  it('a rest day worked stays its own day; its salida after midnight too, as before turnos', () => {
    const lv = { segmentos: [seg('09:00', '18:00')] };
    const programa = weekly({ 1: lv, 2: lv, 3: lv, 4: lv, 5: lv, 6: lv });
    expect(workingDayOfSchedule(at('2026-11-29T09:00'), MX, programa, seg('09:00', '18:00'))).toBe('2026-11-29');
    expect(workingDayOfSchedule(at('2026-11-30T00:40'), MX, programa, seg('09:00', '18:00'))).toBe('2026-11-29');
  });

  it('24x48: the 08:05 salida after a 24-hour segment closes the shift that began the day before', () => {
    const ciclo = (fecha: string) => (fecha === '2026-11-23' ? { segmentos: [seg('08:00', '32:00')] } : REST);
    expect(workingDayOfSchedule(at('2026-11-23T07:55'), MX, ciclo, seg('08:00', '32:00'))).toBe('2026-11-23');
    expect(workingDayOfSchedule(at('2026-11-24T08:05'), MX, ciclo, seg('08:00', '32:00'))).toBe('2026-11-23');
  });

  // The date sweep: a year's last night, a leap day, a Sunday night before an early Monday (figures by hand).
  it.each([
    ['2026-12-31T21:55', '2026-12-31'], // entrada of the year's last night
    ['2027-01-01T06:05', '2026-12-31'], // its salida, in the new year, closes 31/12
    ['2028-02-29T22:05', '2028-02-29'],
    ['2028-03-01T05:58', '2028-02-29'], // a leap day's night closes on 1 March
  ])('nocturno 22:00-06:00 every day: %s belongs to %s', (local, day) => {
    const noc = { segmentos: [seg('22:00', '06:00')] };
    const programa = () => noc;
    expect(workingDayOfSchedule(at(local), MX, programa, seg('22:00', '06:00'))).toBe(day);
  });

  it.each([
    ['2026-12-06T23:30', '2026-12-07'], // Sunday (rest) 23:30: 5 h 30 before Monday's 05:00, past the 21:00 midpoint
    ['2026-12-06T00:30', '2026-12-06'], // 11 h 30 after Saturday's 13:00, past the 21:00 midpoint: Sunday's, a rest day worked
    ['2026-12-05T13:40', '2026-12-05'],
  ])('L-S 05:00-13:00, Sunday rest: %s belongs to %s', (local, day) => {
    const early = { segmentos: [seg('05:00', '13:00')] };
    const programa = weekly({ 1: early, 2: early, 3: early, 4: early, 5: early, 6: early });
    expect(workingDayOfSchedule(at(local), MX, programa, seg('05:00', '13:00'))).toBe(day);
  });
});
