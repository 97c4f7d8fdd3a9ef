/** Incidencias: overtime authorised, justified absences, permisos, vacaciones and incapacidades, day by day. */
import { z } from 'zod';
import { visibleText } from './text.js';
import { idSchema, isoDate } from './common.js';
import { checkRange } from './periodos.js';

export const INCIDENCIA_TIPOS = ['horas_extra', 'falta_justificada', 'permiso_con_goce', 'permiso_sin_goce', 'vacaciones', 'incapacidad'] as const;
export type IncidenciaTipo = (typeof INCIDENCIA_TIPOS)[number];

/** How people read each kind. */
export const INCIDENCIA_LABELS: Record<IncidenciaTipo, string> = {
  horas_extra: 'Horas extra autorizadas',
  falta_justificada: 'Falta justificada',
  permiso_con_goce: 'Permiso con goce de sueldo',
  permiso_sin_goce: 'Permiso sin goce de sueldo',
  vacaciones: 'Vacaciones',
  incapacidad: 'Incapacidad',
};

/** Overtime is authorised in quarter hours (15 min): the step the schema below accepts. */
export const HORAS_EXTRA_PASO = 0.25;
/** The most overtime hours one incidencia authorises for a day. */
export const HORAS_EXTRA_MAX_DIA = 12;

/**
 * The authorisation that covers `horas` of overtime worked and not yet authorised (issue 45 item 1): rounded UP to the
 * quarter hour, at most 12. An authorisation is a ceiling, not an amount: the day pays the lesser of the minutes worked
 * past the salida and the minutes authorised (payroll/src/days.ts), so 12 min worked, authorised as 0.25 h, still pay
 * 12 min. Rounding down or to the nearest quarter would leave worked minutes unpaid (0.2 h → 0, which the schema
 * refuses; 1.1 h → 1), minutes that the week adds up into paid blocks (LFT arts. 67-68, 2a./J. 76/2018). 0 for none.
 */
export function horasPorAutorizar(horas: number): number {
  if (!(horas > 0)) return 0;
  // The figure comes rounded to hundredths (12 min = 0.2 h): the epsilon keeps 0.75 from becoming 1 through float noise.
  const cuartos = Math.ceil(horas / HORAS_EXTRA_PASO - 1e-9);
  return Math.min(HORAS_EXTRA_MAX_DIA, Math.max(1, cuartos) * HORAS_EXTRA_PASO);
}

export const incidenciaInputSchema = z
  .object({
    empleadoId: idSchema,
    fecha: isoDate('La fecha'),
    tipo: z.enum(INCIDENCIA_TIPOS, {
      error: 'El tipo de incidencia debe ser horas_extra, falta_justificada, permiso_con_goce, permiso_sin_goce, vacaciones o incapacidad.',
    }),
    /** Hours of overtime authorised, for horas_extra: more than 0, at most 12, in steps of a quarter hour. */
    horas: z
      .number({ error: 'Las horas deben ser un número.' })
      .positive('Las horas deben ser más de 0.')
      .max(HORAS_EXTRA_MAX_DIA, 'Se pueden autorizar como máximo 12 horas extra en un día.')
      .refine((h) => Number.isInteger(h / HORAS_EXTRA_PASO), 'Las horas se autorizan en cuartos de hora (por ejemplo 1.5 o 2.25).')
      .nullish(),
    nota: z
      .string({ error: 'La nota debe ser texto.' })
      .trim()
      .max(200, 'La nota admite como máximo 200 caracteres.')
      .refine(...visibleText('La nota'))
      .nullish(),
    /** Issue 31: a 'vacaciones' day beyond the employee's balance, advanced by the company (otherwise 422 vacaciones_sin_saldo). */
    adelantadas: z.boolean({ error: 'Indica si los días de vacaciones se adelantan (sí o no).' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.tipo === 'horas_extra' && (body.horas === undefined || body.horas === null))
      ctx.addIssue({ code: 'custom', path: ['horas'], message: 'Indica cuántas horas extra se autorizan.' });
    if (body.tipo !== 'horas_extra' && body.horas !== undefined && body.horas !== null)
      ctx.addIssue({ code: 'custom', path: ['horas'], message: 'Las horas solo se indican para horas extra.' });
  });
export type IncidenciaInput = z.infer<typeof incidenciaInputSchema>;

export const incidenciaSchema = z.object({
  id: z.number(),
  empleadoId: z.number(),
  empleado: z.string(),
  fecha: z.string(),
  tipo: z.enum(INCIDENCIA_TIPOS),
  horas: z.number().nullable(),
  nota: z.string().nullable(),
  /** Who added it, and when (ISO 8601 instant). */
  creadoPor: z.string(),
  creadoEn: z.string(),
  /**
   * Issue 39, the answer of POST only: a 'vacaciones' day on a holiday or the employee's rest day, which takes nothing
   * from the balance (LFT art. 76 counts working days), e.g. 'El 16/09/2026 es día festivo (…): no se descuenta de sus
   * vacaciones…'.
   */
  aviso: z.string().optional(),
});
export type Incidencia = z.infer<typeof incidenciaSchema>;

const queryId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number);

/**
 * GET /api/incidencias?desde=&hasta=&empleado=: both dates or neither (then the current pay period of the rules),
 * in order and at most MAX_PERIOD_DAYS long.
 */
export const incidenciasQuerySchema = z
  .object({
    desde: isoDate('La fecha inicial (desde)').optional(),
    hasta: isoDate('La fecha final (hasta)').optional(),
    empleado: queryId('El filtro empleado debe ser el id de un empleado.').optional(),
  })
  .superRefine((r, ctx) => {
    if (r.desde === undefined && r.hasta !== undefined) ctx.addIssue({ code: 'custom', path: ['desde'], message: 'Indica también la fecha inicial (desde).' });
    else if (r.desde !== undefined && r.hasta === undefined)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'Indica también la fecha final (hasta).' });
    else if (r.desde !== undefined && r.hasta !== undefined) {
      checkRange(r.desde, r.hasta, ctx);
    }
  });
export type IncidenciasQuery = z.infer<typeof incidenciasQuerySchema>;
