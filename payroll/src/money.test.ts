import { describe, expect, it } from 'vitest';
import { add, ratio, roundHalfUp, sum } from './money.js';

describe('money', () => {
  it.each([
    [ratio(5, 2), 3],
    [ratio(15, 2), 8], // half-even would give 8 too, but 7882.5 below would differ
    [ratio(15765, 2), 7883],
    [ratio(7, 3), 2],
    [ratio(8, 3), 3],
    [ratio(-5, 2), -3],
    [ratio(157750, 6), 26292], // 315.50 × 5/6 = 262.9166…
  ])('roundHalfUp(%o) = %i', (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  it('is exact where floating point is not: 100.5 centavos rounds up', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the float trap this module avoids
    expect(roundHalfUp(ratio(201, 2))).toBe(101);
  });

  it('adds fractions exactly before rounding once', () => {
    // Three thirds of a centavo rounded one by one would give 0; summed exactly they are one centavo.
    expect(roundHalfUp(sum([ratio(1, 3), ratio(1, 3), ratio(1, 3)]))).toBe(1);
    expect(roundHalfUp(add(ratio(1, 6), ratio(1, 3)))).toBe(1);
  });
});
