import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatClock, formatDate, formatDateTime, formatLongDate, formatTime, localDate, localDayOf } from './dateTime';

describe('dateTime (es-MX, 24 h, local time)', () => {
  const instant = new Date(2026, 10, 22, 19, 5).toISOString(); // 22 Nov 2026, 19:05 local

  it('formats dates and times as read in Mexico', () => {
    expect(formatDate(instant)).toBe('22 nov 2026');
    expect(formatTime(instant)).toBe('19:05');
    expect(formatDateTime(instant)).toBe('22 nov 2026, 19:05');
    expect(formatCalendarDay('2026-11-22')).toBe('dom, 22 de nov de 2026');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDateTime('ayer')).toBe('ayer');
    expect(formatTime('no es fecha')).toBe('no es fecha');
  });

  it('gives the local calendar date of an instant', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDayOf(instant)).toBe('2026-11-22');
  });
});

describe("the kiosk's clock and punch time (es-MX, 24-hour clock)", () => {
  const morning = new Date(2026, 10, 22, 7, 58, 3); // local time

  it('formats the clock as HH:MM:SS and the date in Spanish', () => {
    expect(formatClock(morning)).toBe('07:58:03');
    expect(formatLongDate(morning)).toBe('domingo, 22 de noviembre de 2026');
  });

  it('formats a punch time from the server as HH:MM in the local time zone', () => {
    expect(formatTime(morning.toISOString())).toBe('07:58');
    expect(formatTime(new Date(2026, 10, 22, 19, 5).toISOString())).toBe('19:05');
  });
});
