import { describe, expect, it } from 'vitest';
import { formatDuracion, formatHorasDecimales } from './duracion.js';

describe('durations as a person reads them', () => {
  it.each([
    [474, '7 h 54 min'],
    [733, '12 h 13 min'],
    [12, '12 min'],
    [60, '1 h'],
    [0, '0 min'],
    [59.6, '1 h'],
    [5.2, '5 min'],
    [-75, '-1 h 15 min'],
  ])('%s minutes read "%s"', (minutos, text) => {
    expect(formatDuracion(minutos)).toBe(text);
  });

  it('says payroll hours with their decimals and an h', () => {
    expect([1.5, 2, 0.25, 0].map(formatHorasDecimales)).toEqual(['1.5 h', '2 h', '0.25 h', '0 h']);
  });
});
