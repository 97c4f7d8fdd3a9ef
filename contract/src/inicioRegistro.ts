/** Issue 40 item 1: the day the box began recording attendance (GET/PUT /api/inicio-registro). */
import { z } from 'zod';
import { isCalendarDate } from './dates.js';
import { singleLine, visibleText } from './text.js';

/** How the date in force was set: at the box's first start, or by an administrador with a motivo. */
export const ORIGENES_INICIO_REGISTRO = ['primer_arranque', 'administrador'] as const;
export type OrigenInicioRegistro = (typeof ORIGENES_INICIO_REGISTRO)[number];

/** GET /api/inicio-registro, and the answer of PUT. */
export const inicioRegistroSchema = z.object({
  /** The box's first day in service, 'YYYY-MM-DD'; null on a box that has recorded nothing and never started. */
  fecha: z.string().nullable(),
  motivo: z.string().nullable(),
  origen: z.enum(ORIGENES_INICIO_REGISTRO).nullable(),
  registradoPor: z.string().nullable(),
  registradoEn: z.string().nullable(),
  /** Every value it had, oldest first (the last one is the one in force). */
  historial: z.array(
    z.object({ fecha: z.string(), motivo: z.string(), origen: z.enum(ORIGENES_INICIO_REGISTRO), registradoPor: z.string(), registradoEn: z.string() }),
  ),
});
export type InicioRegistro = z.infer<typeof inicioRegistroSchema>;

export const MOTIVO_INICIO_REGISTRO_LENGTH = { min: 3, max: 300 } as const;

/** A motivo: one line of 3-300 visible characters; `required` is the sentence asking for it (no final period). */
export function motivoInicioRegistroSchema(required: string) {
  return z
    .string({ error: `${required}.` })
    .refine(...visibleText('El motivo', { multiline: true }))
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, `${required}.`)
        .min(MOTIVO_INICIO_REGISTRO_LENGTH.min, `${required} (al menos ${MOTIVO_INICIO_REGISTRO_LENGTH.min} caracteres).`)
        .max(MOTIVO_INICIO_REGISTRO_LENGTH.max, `El motivo admite como máximo ${MOTIVO_INICIO_REGISTRO_LENGTH.max} caracteres.`),
    );
}

export const fechaInicioRegistroSchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .refine((v) => v !== '', `${label} es obligatoria.`)
    .refine(isCalendarDate, `${label} debe ser una fecha real con el formato AAAA-MM-DD.`);

/** PUT /api/inicio-registro {fecha, motivo} (administrador only; a future fecha is refused by the daemon). */
export const inicioRegistroUpdateSchema = z.object({
  fecha: fechaInicioRegistroSchema('La fecha de inicio del registro'),
  motivo: motivoInicioRegistroSchema('Escribe el motivo del cambio de la fecha de inicio del registro'),
});
export type InicioRegistroUpdate = z.infer<typeof inicioRegistroUpdateSchema>;
