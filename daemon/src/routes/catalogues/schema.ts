import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_PESOS } from '../../lib/money.js';
import { toName } from '@reloj/contract/names';
import type { CatalogueDefinition } from './definitions.js';

export const NAME_MAX = 80;

export const catalogueName = z
  .string({ error: 'El nombre es obligatorio.' })
  .transform(toName())
  .pipe(
    z
      .string()
      .min(1, 'El nombre es obligatorio.')
      .max(NAME_MAX, `El nombre admite como máximo ${NAME_MAX} caracteres.`),
  );

/** Decimal pesos, as a number or a numeric string: finite, 0 to 1,000,000, at most 2 decimals. */
export function pesosAmount(label: string) {
  const rangeMessage = `${label} debe ser un número entre 0 y 1,000,000 con máximo 2 decimales.`;
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${label} es obligatorio.` });
      return z.NEVER;
    }
    const pesos =
      typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(pesos) || pesos < 0 || pesos > MAX_PESOS || !hasAtMostTwoDecimals(pesos)) {
      ctx.addIssue({ code: 'custom', message: rangeMessage });
      return z.NEVER;
    }
    return pesos;
  });
}

export type CatalogueInput = { nombre: string; pesos?: number };

/** The body of a create or a whole-row update: `{nombre}` plus the amount field where the catalogue has one. */
export function catalogueBodySchema(def: CatalogueDefinition) {
  const shape = { nombre: catalogueName };
  const schema = def.amount
    ? z.object({ ...shape, [def.amount.field]: pesosAmount(def.amount.label) })
    : z.object(shape);
  return schema.transform((body): CatalogueInput => {
    const record = body as Record<string, unknown>;
    return { nombre: body.nombre, pesos: def.amount ? (record[def.amount.field] as number) : undefined };
  });
}
