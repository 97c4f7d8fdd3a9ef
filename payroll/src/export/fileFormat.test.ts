import { describe, expect, it } from 'vitest';
import { formatFecha, formatHoras, formatImporte, quoteField } from './fileFormat.js';

describe('the cells of an incidencias file', () => {
  it('writes hours as decimal or as hours.minutes, by whole minutes', () => {
    expect([1.5, 2, 8 / 60, 0.25, 20 / 60, 12].map((h) => formatHoras(h, 'decimal'))).toEqual(['1.5', '2', '0.13', '0.25', '0.33', '12']);
    expect([1.5, 2, 8 / 60, 0.25, 20 / 60, 12].map((h) => formatHoras(h, 'hmm'))).toEqual(['1.30', '2.00', '0.08', '0.15', '0.20', '12.00']);
    expect(formatHoras(0.33, 'hmm')).toBe('0.20'); // the API's rounded 20 minutes
  });

  it('writes dates in each format', () => {
    expect(['dd/mm/aaaa', 'aaaa-mm-dd', 'dd-mm-aaaa', 'aaaammdd'].map((f) => formatFecha('2026-03-09', f as never))).toEqual([
      '09/03/2026',
      '2026-03-09',
      '09-03-2026',
      '20260309',
    ]);
  });

  it('writes amounts with two decimals and a point, without thousands', () => {
    expect([20000, 123456789, 5].map(formatImporte)).toEqual(['200.00', '1234567.89', '0.05']);
  });

  it('quotes a field only when it holds the separator, a quote or a line break', () => {
    expect(quoteField('CENTRO, NORTE', ',')).toBe('"CENTRO, NORTE"');
    expect(quoteField('CENTRO, NORTE', '|')).toBe('CENTRO, NORTE');
    expect(quoteField('A|B', '|')).toBe('"A|B"');
    expect(quoteField('EL "GÜERO"', '\t')).toBe('"EL ""GÜERO"""');
    expect(quoteField('ANA LÓPEZ', ',')).toBe('ANA LÓPEZ');
  });
});
