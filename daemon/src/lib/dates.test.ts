import { describe, expect, it } from 'vitest';
import { addYears, formatDateEs, isCalendarDate, isClockTime, localDate } from './dates.js';

describe('dates', () => {
  it.each([
    ['2026-03-01', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2025-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-1', false],
    [' 2026-03-01', false],
    ['2026-03-01\n', false],
  ])('isCalendarDate(%j) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['07:05', true],
    ['24:00', false],
    ['7:5', false],
    ['7:05', false],
    ['25:00', false],
    ['12:60', false],
    ['07:05:00', false],
    ['07:05\n', false],
  ])('isClockTime(%j) is %s', (value, expected) => {
    expect(isClockTime(value)).toBe(expected);
  });

  it('adds years, turning 29 February into 28 February of a common year', () => {
    expect(addYears('2026-03-10', 1)).toBe('2027-03-10');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
  });

  it('gives the local date in a time zone', () => {
    expect(localDate(new Date('2026-03-11T05:00:00Z'), 'America/Mexico_City')).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-11T06:00:00Z'), 'America/Mexico_City')).toBe('2026-03-11');
    expect(localDate(new Date('2026-03-11T05:00:00Z'), 'UTC')).toBe('2026-03-11');
  });

  it('formats a date for people in es-MX', () => {
    expect(formatDateEs('2027-03-10')).toBe('10 de marzo de 2027');
  });
});
