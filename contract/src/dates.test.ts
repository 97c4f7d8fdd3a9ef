import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  datesBetween,
  dayMonthYear,
  daysBetween,
  fromDayMonthYear,
  instantOf,
  isCalendarDate,
  isClockTime,
  localDate,
  localIsoWithOffset,
  wallClock,
  weekday,
  weekStart,
} from './dates.js';

describe('calendar dates', () => {
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

  it('adds days and years across months, years and a leap day', () => {
    expect(addYears('2026-03-10', 1)).toBe('2027-03-10');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
    expect(addDays('2026-03-09', 6)).toBe('2026-03-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('counts and lists the days of a range', () => {
    expect(daysBetween('2026-03-09', '2026-03-15')).toBe(6);
    expect(daysBetween('2026-03-15', '2026-03-09')).toBe(-6);
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('names weekdays from domingo (0) and finds the week start', () => {
    expect(weekday('2026-03-15')).toBe(0);
    expect(weekday('2026-03-09')).toBe(1);
    expect(weekStart('2026-03-15', 1)).toBe('2026-03-09');
    expect(weekStart('2026-03-15', 0)).toBe('2026-03-15');
  });
});

describe('instants and the box time zone', () => {
  it('reads the local wall clock of an instant, whatever the machine zone', () => {
    // 05:00 UTC on 11 March 2026 is still 10 March, 23:00, in Mexico City (UTC-6).
    const instant = new Date('2026-03-11T05:00:00Z');
    expect(localDate(instant, 'America/Mexico_City')).toBe('2026-03-10');
    expect(wallClock(instant, 'America/Mexico_City')).toEqual({ date: '2026-03-10', hour: '23', minute: '00', second: '00' });
    expect(localDate(instant, 'America/Tijuana')).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-11T06:00:00Z'), 'America/Mexico_City')).toBe('2026-03-11');
    expect(localDate(instant, 'UTC')).toBe('2026-03-11');
  });

  it('writes an instant as local time with the offset of that moment (summer time in Tijuana, none in Mexico City)', () => {
    expect(localIsoWithOffset(new Date('2026-11-27T14:01:00.000Z'), 'America/Mexico_City')).toBe('2026-11-27T08:01:00-06:00');
    expect(localIsoWithOffset(new Date('2026-07-01T05:30:59.900Z'), 'America/Tijuana')).toBe('2026-06-30T22:30:59-07:00');
    expect(localIsoWithOffset(new Date('2026-01-15T05:30:00Z'), 'America/Tijuana')).toBe('2026-01-14T21:30:00-08:00');
    expect(localIsoWithOffset(new Date('2026-01-15T05:30:00Z'), 'UTC')).toBe('2026-01-15T05:30:00+00:00');
  });
});

describe('instantOf', () => {
  it('reads a local time in the box zone', () => {
    expect(instantOf('2026-03-09T08:56', 'America/Mexico_City').toISOString()).toBe('2026-03-09T14:56:00.000Z');
    expect(instantOf('2026-12-31T23:30', 'America/Mexico_City').toISOString()).toBe('2027-01-01T05:30:00.000Z');
    expect(instantOf('2026-03-09T08:56', 'UTC').toISOString()).toBe('2026-03-09T08:56:00.000Z');
  });

  it('follows daylight saving time where the zone still has it (Tijuana, frontera)', () => {
    expect(instantOf('2026-01-15T09:00', 'America/Tijuana').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(instantOf('2026-07-15T09:00', 'America/Tijuana').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });
});

describe('dd/mm/aaaa', () => {
  it('writes a calendar date as people in Mexico do, and reads it back as typed', () => {
    expect(dayMonthYear('2026-03-02')).toBe('02/03/2026');
    expect(fromDayMonthYear('02/03/2026')).toBe('2026-03-02');
    expect(fromDayMonthYear('2/3/2026')).toBe('2026-03-02');
    expect(fromDayMonthYear('31/02/2026')).toBe('2026-02-31'); // written so; isCalendarDate says it does not exist
    expect(fromDayMonthYear('2026-03-02')).toBeNull();
    expect(fromDayMonthYear('02/03/26')).toBeNull();
    expect(fromDayMonthYear('02/03')).toBeNull();
  });
});
