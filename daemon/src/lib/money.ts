/** Money travels as decimal pesos in the API and lives as integer centavos everywhere else. */
export const MAX_PESOS = 1_000_000;

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

/** True when the amount has at most two decimals (tolerating binary floating-point noise). */
export function hasAtMostTwoDecimals(pesos: number): boolean {
  return Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;
}
