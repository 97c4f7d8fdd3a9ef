import { z } from 'zod';

/** Money travels as decimal pesos in the API and lives as integer centavos everywhere else. */
export const MAX_PESOS = 1_000_000;

export const pesosToCentavos = (pesos: number): number => Math.round(pesos * 100);
export const centavosToPesos = (centavos: number): number => centavos / 100;

/** True when the amount has at most two decimals (tolerating binary floating-point noise). */
export const hasAtMostTwoDecimals = (pesos: number): boolean => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
/** '$1,234.50': pesos as people read them, whatever the browser's language. */
export const formatPesos = (pesos: number): string => mxn.format(pesos);
export const formatCentavos = (centavos: number): string => mxn.format(centavosToPesos(centavos));

/** Decimal pesos, as a number or a numeric string: finite, 0 to 1,000,000, at most 2 decimals. */
export function pesosAmount(label: string) {
  const rangeMessage = `${label} debe ser un número entre 0 y 1,000,000 con máximo 2 decimales.`;
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${label} es obligatorio.` });
      return z.NEVER;
    }
    const pesos = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(pesos) || pesos < 0 || pesos > MAX_PESOS || !hasAtMostTwoDecimals(pesos)) {
      ctx.addIssue({ code: 'custom', message: rangeMessage });
      return z.NEVER;
    }
    return pesos;
  });
}
