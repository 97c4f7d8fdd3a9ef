import { describe, expect, it } from 'vitest';
import { localParts, workingDay } from './workingDay.js';

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
