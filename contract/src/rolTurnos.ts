/** GET /api/rol-turnos (issue 41 item 5): the roster of a branch (or every branch the account sees) for some days. */
import { z } from 'zod';
import { isoDate } from './common.js';
import { daysBetween } from './dates.js';

/** A week, or up to five for a cycle's roster. */
export const ROL_TURNOS_DIAS_MAX = 35;

export const rolTurnosQuerySchema = z
  .object({
    sucursalId: z
      .string({ error: 'La sucursal (sucursalId) debe ser el id de una sucursal.' })
      .regex(/^[1-9]\d{0,14}$/, 'La sucursal (sucursalId) debe ser el id de una sucursal.')
      .transform(Number)
      .optional(),
    desde: isoDate('La fecha inicial (desde)'),
    hasta: isoDate('La fecha final (hasta)'),
    /** The printed roster (one landscape Letter page per branch and week) or the Excel workbook; absent: JSON. */
    formato: z.enum(['pdf', 'xlsx'], { error: 'El formato debe ser "pdf" o "xlsx".' }).optional(),
  })
  .superRefine((r, ctx) => {
    const days = daysBetween(r.desde, r.hasta);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha final (hasta) no puede ser anterior a la inicial (desde).' });
    else if (days + 1 > ROL_TURNOS_DIAS_MAX)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: `El rol de turnos abarca como máximo ${ROL_TURNOS_DIAS_MAX} días.` });
  });
export type RolTurnosQuery = z.infer<typeof rolTurnosQuerySchema>;
