import { describe, expect, it } from 'vitest';
import { parsePesosText, pesosAmount } from './money.js';

describe('parsePesosText: pesos as typed in Mexico (issue 30)', () => {
  it.each([
    ['330.50', 330.5],
    ['330,50', 330.5],
    ['330,5', 330.5],
    [' 415 ', 415],
    ['1,250.00', 1250],
    ['1,250', 1250],
    ['1,234,567.8', 1234567.8],
  ])('reads %j as %d', (text, pesos) => {
    expect(parsePesosText(text)).toBe(pesos);
  });

  it.each(['', 'abc', '1.250,50', '3,30,50', '12,', ',50', '-5', '1e3', '$100'])('is not an amount: %j', (text) => {
    expect(parsePesosText(text)).toBeNull();
  });

  it('lets the API refuse what is not an amount in Spanish, and never read "330,50" as 33050', () => {
    expect(pesosAmount('El salario diario').parse('330,50')).toBe(330.5);
    expect(pesosAmount('El salario diario').safeParse('1.250,50').error?.issues[0]?.message).toBe(
      'El salario diario debe ser un número entre 0 y 1,000,000 con máximo 2 decimales.',
    );
  });
});
