import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatTime, localDate, localDayOf } from './dateTime';

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
  });

  it('gives the local calendar date of an instant', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDayOf(instant)).toBe('2026-11-22');
  });
});
