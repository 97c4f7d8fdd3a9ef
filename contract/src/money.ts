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

/**
 * Pesos typed by a person in Mexico, as a number; null when it is not one. '330.50' and '1,250.00' (commas between
 * thousands) as written; a comma followed by one or two digits at the end is a decimal comma ('330,50' is 330.50,
 * never 33,050), while a comma followed by three is a thousands separator ('1,250' is 1,250). Anything else
 * ('1.250,50', '3,30,50', '12a') is not an amount.
 */
export function parsePesosText(text: string): number | null {
  const value = text.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  if (/^\d+,\d{1,2}$/.test(value)) return Number(value.replace(',', '.'));
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) return Number(value.replace(/,/g, ''));
  return null;
}

/** Decimal pesos, as a number or a numeric string (see parsePesosText): finite, 0 to 1,000,000, at most 2 decimals. */
export function pesosAmount(label: string) {
  const rangeMessage = `${label} debe ser un número entre 0 y 1,000,000 con máximo 2 decimales.`;
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${label} es obligatorio.` });
      return z.NEVER;
    }
    const pesos = typeof value === 'number' ? value : typeof value === 'string' ? (parsePesosText(value) ?? NaN) : NaN;
    if (!Number.isFinite(pesos) || pesos < 0 || pesos > MAX_PESOS || !hasAtMostTwoDecimals(pesos)) {
      ctx.addIssue({ code: 'custom', message: rangeMessage });
      return z.NEVER;
    }
    return pesos;
  });
}
