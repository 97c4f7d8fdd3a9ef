/**
 * The expediente (issue 29 item 5): one employee's attendance record for a date range, as one ZIP for an STPS
 * inspection or a labour claim. GET /api/employees/{id}/expediente?desde=&hasta=.
 */
import { z } from 'zod';
import { isoDate } from './common.js';
import { addDays, addYears, daysBetween } from './dates.js';

/** The longest range of one expediente. */
export const EXPEDIENTE_MAX_YEARS = 5;

/** The last day an expediente starting on `desde` may reach: five years, counting `desde`. */
export const expedienteLastDay = (desde: string): string => addDays(addYears(desde, EXPEDIENTE_MAX_YEARS), -1);

/** The first day of the longest expediente ending on `hasta`. */
export const expedienteFirstDay = (hasta: string): string => addDays(addYears(hasta, -EXPEDIENTE_MAX_YEARS), 1);

/** What is wrong with a range, on `hasta`: out of order, or longer than EXPEDIENTE_MAX_YEARS. Null when it is fine. */
export function expedienteRangeProblem(desde: string, hasta: string): string | null {
  if (daysBetween(desde, hasta) < 0) return 'La fecha final (hasta) no puede ser anterior a la inicial (desde).';
  if (hasta > expedienteLastDay(desde)) return `El expediente abarca como máximo ${EXPEDIENTE_MAX_YEARS} años: divide el rango en partes más cortas.`;
  return null;
}

/**
 * GET /api/employees/{id}/expediente: `desde` and `hasta` are optional (the daemon fills in the employee's fechaIngreso
 * and today, or the baja); when both are given they must be in order and at most five years apart.
 */
export const expedienteQuerySchema = z
  .object({
    desde: isoDate('La fecha inicial (desde)').optional(),
    hasta: isoDate('La fecha final (hasta)').optional(),
  })
  .superRefine((r, ctx) => {
    if (r.desde === undefined || r.hasta === undefined) return;
    const problem = expedienteRangeProblem(r.desde, r.hasta);
    if (problem) ctx.addIssue({ code: 'custom', path: ['hasta'], message: problem });
  });
export type ExpedienteQuery = z.infer<typeof expedienteQuerySchema>;
