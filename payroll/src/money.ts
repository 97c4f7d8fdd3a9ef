/**
 * Exact money: each line is a fraction of centavos (bigint, so no binary floating-point error) and is
 * rounded half-up to the centavo once, at the end.
 */
export type Ratio = { n: bigint; d: bigint };

export const ZERO: Ratio = { n: 0n, d: 1n };

export function ratio(numerator: number | bigint, denominator: number | bigint = 1): Ratio {
  const d = BigInt(denominator);
  if (d === 0n) throw new RangeError('division by zero');
  const n = BigInt(numerator);
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

export function add(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.n, d: a.d * b.d };
}

export function sum(values: readonly Ratio[]): Ratio {
  return values.reduce(add, ZERO);
}

/** Nearest centavo, halves away from zero (what a person rounding by hand does). */
export function roundHalfUp(value: Ratio): number {
  const abs = value.n < 0n ? -value.n : value.n;
  const rounded = (2n * abs + value.d) / (2n * value.d);
  return Number(value.n < 0n ? -rounded : rounded);
}
