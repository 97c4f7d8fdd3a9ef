/**
 * The daily minimum wages in force (GET /api/salarios-minimos, issue 30 item 2): what the panel compares a daily
 * salary with while it is typed. The engine's warning (payroll/src/minimumWage.ts) stays the rule of the pre-nómina.
 */
import { z } from 'zod';
import { zonaSchema } from './catalogues.js';

/** The minimum of a zone in force today: `salarioDiario` in decimal pesos, since `vigenteDesde` ('YYYY-MM-DD'). */
export const salarioMinimoVigenteSchema = z.object({ zona: zonaSchema, vigenteDesde: z.string(), salarioDiario: z.number() });
export type SalarioMinimoVigente = z.infer<typeof salarioMinimoVigenteSchema>;

/** A daily salary over this many minimum wages is most likely a typing slip ('33050' for '330.50'). */
export const SALARIO_ALTO_VECES = 20;

/** 'bajo' under the minimum, 'alto' over 20 times it, null in between (or when there is nothing to compare). */
export type RevisionSalario = 'bajo' | 'alto' | null;

export function revisarSalario(salarioDiario: number, minimo: number | undefined): RevisionSalario {
  if (minimo === undefined || !Number.isFinite(salarioDiario) || minimo <= 0) return null;
  // Compared in centavos, so that $278.80 is not "under" a minimum of $278.80 by floating-point noise.
  const salario = Math.round(salarioDiario * 100);
  const min = Math.round(minimo * 100);
  if (salario < min) return 'bajo';
  if (salario > min * SALARIO_ALTO_VECES) return 'alto';
  return null;
}
