import { afterEach, describe, expect, it, vi } from 'vitest';
import { boxClockKnown, forgetBoxClock, now, setBoxClock } from './clock';
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

describe("the box's clock and zone, never the browser's (issue 39)", () => {
  afterEach(() => forgetBoxClock());

  it("at 23:30 in Mexico City, today is the box's date even where the browser already is in the next day", () => {
    // The box says it is 23:30 of Monday 30 November in Mexico City (05:30 UTC of 1 December), and the browser's own
    // clock says the same instant: the browser's zone (UTC in CI, anything on a laptop) must not move the date.
    const instante = '2026-12-01T05:30:00.000Z';
    setBoxClock({ instante, zona: 'America/Mexico_City' }, Date.parse(instante));
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(instante));
    try {
      expect(localDate()).toBe('2026-11-30');
      expect(formatClock(now())).toBe('23:30:00');
      expect(formatLongDate(now())).toBe('lunes, 30 de noviembre de 2026');
      expect(formatDateTime(instante)).toBe('30 nov 2026, 23:30');
      expect(localDayOf(instante)).toBe('2026-11-30');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("takes the box's clock when the browser's is wrong: 00:30 on 1 January there, whatever the laptop says", () => {
    const browser = Date.parse('2026-12-31T12:00:00Z'); // a laptop half a day behind
    setBoxClock({ instante: '2027-01-01T06:30:00.000Z', zona: 'America/Mexico_City' }, browser);
    vi.spyOn(Date, 'now').mockReturnValue(browser + 1000);
    try {
      expect(localDate()).toBe('2027-01-01');
      expect(formatClock(now())).toBe('00:30:01');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('on 29 February of a leap year, and in the zone the box is set to (Tijuana)', () => {
    const instante = '2028-03-01T07:59:00.000Z';
    setBoxClock({ instante, zona: 'America/Tijuana' }, Date.parse(instante));
    expect(localDate(new Date(instante))).toBe('2028-02-29');
    expect(formatTime(instante)).toBe('23:59');
  });

  it('ignores an answer that is not a clock (an unknown zone, a date that is not one)', () => {
    setBoxClock({ instante: 'ayer', zona: 'America/Mexico_City' }, Date.now());
    setBoxClock({ instante: '2026-12-01T05:30:00.000Z', zona: 'Luna/Mar_de_la_Tranquilidad' }, Date.now());
    expect(boxClockKnown()).toBe(false);
  });
});
