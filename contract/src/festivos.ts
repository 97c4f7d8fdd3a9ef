/** Holidays: the art. 74 list and the company's own days (GET/POST/DELETE /api/festivos). */
import { z } from 'zod';
import { visibleText } from './text.js';
import { isoDate } from './common.js';

export const festivoSchema = z.object({
  fecha: z.string(),
  nombre: z.string(),
  /** 'ley': LFT art. 74, computed for every year and not removable; 'empresa': added by an administrator. */
  origen: z.enum(['ley', 'empresa']),
});
export type Festivo = z.infer<typeof festivoSchema>;

export const festivoInputSchema = z.object({
  fecha: isoDate('La fecha'),
  nombre: z
    .string({ error: 'El nombre del día festivo es obligatorio.' })
    .trim()
    .min(1, 'El nombre del día festivo es obligatorio.')
    .max(80, 'El nombre del día festivo admite como máximo 80 caracteres.')
    .refine(...visibleText('El nombre del día festivo')),
});
export type FestivoInput = z.infer<typeof festivoInputSchema>;
/** DELETE /api/festivos/{fecha}: the date in the path. */
export const festivoPathSchema = festivoInputSchema.pick({ fecha: true });

export const festivosQuerySchema = z.object({
  anio: z
    .string({ error: 'El año debe ser un número de cuatro cifras.' })
    .regex(/^\d{4}$/, 'El año debe ser un número de cuatro cifras.')
    .transform(Number)
    .refine((y) => y >= 2000 && y <= 2100, 'El año debe estar entre 2000 y 2100.')
    .optional(),
});
