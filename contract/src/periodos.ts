/** Pay periods: the period of the rules' kind around a date, date ranges, and the closed periods with their versions (issue 29). */
import { z } from 'zod';
import { isoDate } from './common.js';
import { addDays, daysBetween, weekday } from './dates.js';
import type { Reglas } from './reglas.js';
import { singleLine, visibleText } from './text.js';

/** A period is at most this long (a month); longer ranges are refused with 422. */
export const MAX_PERIOD_DAYS = 31;

export type Rango = { desde: string; hasta: string };

/** Catorcenas count in steps of 14 days from the first `inicioSemana` on or after this date. */
export const CATORCENA_ANCHOR = '2026-01-01';

/** The pay period of the rules' kind that contains `date`. */
export function periodContaining(date: string, reglas: Pick<Reglas, 'periodo' | 'inicioSemana'>): Rango {
  if (reglas.periodo === 'quincenal') {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (d <= 15) return { desde: `${month}-01`, hasta: `${month}-15` };
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { desde: `${month}-16`, hasta: `${month}-${String(last).padStart(2, '0')}` };
  }
  const back = (weekday(date) - reglas.inicioSemana + 7) % 7;
  const weekStart = addDays(date, -back);
  if (reglas.periodo === 'semanal') return { desde: weekStart, hasta: addDays(weekStart, 6) };
  let anchor = CATORCENA_ANCHOR;
  while (weekday(anchor) !== reglas.inicioSemana) anchor = addDays(anchor, 1);
  const offset = ((daysBetween(anchor, weekStart) % 14) + 14) % 14;
  const desde = addDays(weekStart, -offset);
  return { desde, hasta: addDays(desde, 13) };
}

/** The period just before or after one of the rules' kind. */
export function adjacentPeriod(current: Rango, direction: -1 | 1, reglas: Pick<Reglas, 'periodo' | 'inicioSemana'>): Rango {
  return periodContaining(direction < 0 ? addDays(current.desde, -1) : addDays(current.hasta, 1), reglas);
}

/** Reports, on `hasta`, a range out of order or longer than MAX_PERIOD_DAYS. */
export function checkRange(desde: string, hasta: string, ctx: z.RefinementCtx): void {
  const days = daysBetween(desde, hasta);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha final (hasta) no puede ser anterior a la inicial (desde).' });
  else if (days + 1 > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['hasta'], message: `El periodo admite como máximo ${MAX_PERIOD_DAYS} días.` });
}

/** `desde` and `hasta` in order and at most MAX_PERIOD_DAYS long; problems are reported on `hasta`. */
export const rangoSchema = z.object({ desde: isoDate('La fecha inicial (desde)'), hasta: isoDate('La fecha final (hasta)') }).superRefine((r, ctx) => {
  checkRange(r.desde, r.hasta, ctx);
});

/** A pre-nómina file downloaded for a saved period (issue 29): what the user saw ('Libro de Excel'), who, when (UTC instant). */
export const periodoDescargaSchema = z.object({ archivo: z.string(), usuario: z.string(), fecha: z.string() });
export type PeriodoDescarga = z.infer<typeof periodoDescargaSchema>;

/** One close of a period (issue 29), numbered from 1, with its reopening if it was reopened and the files downloaded from it. */
export const periodoVersionSchema = z.object({
  version: z.number(),
  cerradoEn: z.string(),
  cerradoPor: z.string(),
  reabiertoEn: z.string().nullable(),
  reabiertoPor: z.string().nullable(),
  motivoReapertura: z.string().nullable(),
  descargas: z.array(periodoDescargaSchema),
});
export type PeriodoVersion = z.infer<typeof periodoVersionSchema>;

export const periodoSchema = z.object({
  id: z.number(),
  desde: z.string(),
  hasta: z.string(),
  estado: z.enum(['abierto', 'cerrado']),
  creadoEn: z.string(),
  cerradoEn: z.string().nullable(),
  cerradoPor: z.string().nullable(),
  // Added by issue 29.
  /** Every close, oldest first; a closed period's current figures are the last one's. */
  versiones: z.array(periodoVersionSchema).default([]),
  /** Files downloaded while the period was open (figures not final), oldest first. */
  descargas: z.array(periodoDescargaSchema).default([]),
});
export type Periodo = z.infer<typeof periodoSchema>;

/** POST /api/periodos */
export const periodoInputSchema = rangoSchema;
/** POST /api/periodos/{id}/cerrar: closing before the period's last day is over needs `anticipado: true` (issue 29). */
export const periodoCerrarSchema = z.object({
  anticipado: z.boolean({ error: 'Indica si el cierre es anticipado (sí o no).' }).optional(),
});

/** POST /api/periodos/{id}/reabrir {motivo}: why a closed period is opened again, one line of 3-300 characters (issue 29). */
export const MOTIVO_REAPERTURA_LENGTH = { min: 3, max: 300 } as const;
export const periodoReabrirSchema = z.object({
  motivo: z
    .string({ error: 'Escribe el motivo de la reapertura.' })
    // Checked before the spaces are folded: a line break pasted in becomes a space, an invisible character is refused.
    .refine(...visibleText('El motivo', { multiline: true }))
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(MOTIVO_REAPERTURA_LENGTH.min, `Escribe el motivo de la reapertura (al menos ${MOTIVO_REAPERTURA_LENGTH.min} caracteres).`)
        .max(MOTIVO_REAPERTURA_LENGTH.max, `El motivo admite como máximo ${MOTIVO_REAPERTURA_LENGTH.max} caracteres.`),
    ),
});
export type PeriodoReabrir = z.infer<typeof periodoReabrirSchema>;
