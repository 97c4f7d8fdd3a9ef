import { describe, expect, it } from 'vitest';
import { dayLabel, formatDuracion, minutesPresent, periodText } from './tarjeta.js';

describe('tarjeta de asistencia: dates and hours', () => {
  it.each([
    ['2026-03-09', '2026-03-15', 'Del lunes 9 al domingo 15 de marzo de 2026'],
    ['2026-03-30', '2026-04-05', 'Del lunes 30 de marzo al domingo 5 de abril de 2026'],
    ['2025-12-29', '2026-01-04', 'Del lunes 29 de diciembre de 2025 al domingo 4 de enero de 2026'],
    ['2026-03-16', '2026-03-16', 'Lunes 16 de marzo de 2026'],
  ])('%s to %s reads "%s"', (desde, hasta, text) => {
    expect(periodText(desde, hasta)).toBe(text);
  });

  it('names each day from its date', () => {
    expect(dayLabel('2026-03-11')).toEqual({ weekday: 'Miércoles', date: '11/03/2026' });
  });

  it('counts a night shift across midnight and nothing for a day without its salida', () => {
    expect(minutesPresent('08:56', '18:02')).toBe(546);
    expect(minutesPresent('22:00', '06:15')).toBe(495);
    expect(minutesPresent('09:00', null)).toBeNull();
    expect(formatDuracion(2791)).toBe('46 h 31 min');
    expect(formatDuracion(0)).toBe('0 min');
  });
});
