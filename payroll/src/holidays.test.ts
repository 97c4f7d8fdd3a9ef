import { describe, expect, it } from 'vitest';
import { lftHolidays, lftHolidaysBetween } from './holidays.js';

describe('lftHolidays (LFT art. 74)', () => {
  it('2026: Mondays moved to 2 Feb, 16 Mar and 16 Nov; no 1 October', () => {
    expect(lftHolidays(2026)).toEqual([
      { fecha: '2026-01-01', nombre: 'Año Nuevo' },
      { fecha: '2026-02-02', nombre: 'Día de la Constitución' },
      { fecha: '2026-03-16', nombre: 'Natalicio de Benito Juárez' },
      { fecha: '2026-05-01', nombre: 'Día del Trabajo' },
      { fecha: '2026-09-16', nombre: 'Día de la Independencia' },
      { fecha: '2026-11-16', nombre: 'Día de la Revolución' },
      { fecha: '2026-12-25', nombre: 'Navidad' },
    ]);
  });

  it('2027: when the month starts on a Monday, that Monday is the first', () => {
    expect(lftHolidays(2027).map((h) => h.fecha)).toEqual(['2027-01-01', '2027-02-01', '2027-03-15', '2027-05-01', '2027-09-16', '2027-11-15', '2027-12-25']);
  });

  it('2030: the transmission of the Federal Executive on 1 October', () => {
    expect(lftHolidays(2030)).toContainEqual({ fecha: '2030-10-01', nombre: 'Transmisión del Poder Ejecutivo Federal' });
    expect(lftHolidays(2030).map((h) => h.fecha)).toEqual([
      '2030-01-01',
      '2030-02-04',
      '2030-03-18',
      '2030-05-01',
      '2030-09-16',
      '2030-10-01',
      '2030-11-18',
      '2030-12-25',
    ]);
  });

  it('1 October comes back every six years only', () => {
    const hasOctober = (y: number) => lftHolidays(y).some((h) => h.fecha === `${y}-10-01`);
    expect([2030, 2031, 2035, 2036, 2042].map(hasOctober)).toEqual([true, false, false, true, true]);
  });

  it('lftHolidaysBetween spans a new year', () => {
    expect(lftHolidaysBetween('2026-12-20', '2027-01-05').map((h) => h.fecha)).toEqual(['2026-12-25', '2027-01-01']);
  });
});
