/**
 * The legal limits of the working week and its overtime, by the date they came into force (issue 28, item 6).
 * Neither the LFT as it stands nor the 2026 constitutional reform of the working week is hard-coded in the engine:
 * the box ships with the row of the law in force (LFT arts. 61, 66 and 68) and an administrator adds a dated row
 * when the secondary rules of the reform are published. The engine takes, for each week, the row in force on the
 * week's first day.
 */
import { z } from 'zod';
import { isoDate } from './common.js';
import { singleLine, visibleText } from './text.js';

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} debe ser un número entero entre ${min} y ${max}.` })
    .int(`${label} debe ser un número entero entre ${min} y ${max}.`)
    .min(min, `${label} debe ser un número entero entre ${min} y ${max}.`)
    .max(max, `${label} debe ser un número entero entre ${min} y ${max}.`);

/** POST /api/limites-legales (and `npm run admin -- limite-legal`). */
export const limiteLegalInputSchema = z.object({
  /** The first day the row applies to: a week whose first day is on or after it uses it. */
  vigenteDesde: isoDate('La fecha de entrada en vigor (vigenteDesde)'),
  /** The longest ordinary working week, in hours (LFT: 48; the 2026 reform steps it down to 40 by 2030). */
  horasSemanaMaxima: whole('El máximo de horas de la semana', 1, 168),
  /** Overtime hours a week paid double; the rest of the week's overtime is paid triple (LFT art. 68: 9). */
  horasExtraDoblesSemana: whole('El número de horas extra dobles de la semana', 0, 60),
  /** Most overtime hours in one day (LFT art. 66: 3). */
  horasExtraMaxDia: whole('El máximo de horas extra por día', 0, 24),
  /** Most days a week with overtime (LFT art. 66: 3 times a week). */
  diasExtraMaxSemana: whole('El máximo de días con horas extra por semana', 0, 7),
  /** Where the figures come from (the law and article, the Diario Oficial's date). */
  fuente: z
    .string({ error: 'Indica la fuente (ley y artículo, o la publicación en el Diario Oficial).' })
    // The rows are never changed: a hidden or reordering character would stay. Pasted line breaks become spaces.
    .refine(...visibleText('La fuente', { multiline: true }))
    .transform(singleLine)
    .pipe(
      z.string().min(3, 'Indica la fuente (ley y artículo, o la publicación en el Diario Oficial).').max(200, 'La fuente admite como máximo 200 caracteres.'),
    ),
});
export type LimiteLegalInput = z.infer<typeof limiteLegalInputSchema>;

/** GET /api/limites-legales answers these, oldest first. */
export const limiteLegalSchema = z.object({
  vigenteDesde: z.string(),
  horasSemanaMaxima: z.number(),
  horasExtraDoblesSemana: z.number(),
  horasExtraMaxDia: z.number(),
  diasExtraMaxSemana: z.number(),
  fuente: z.string(),
  /** 'ley': shipped with the box; otherwise the account that added it. */
  creadoPor: z.string(),
  creadoEn: z.string().nullable(),
});
export type LimiteLegal = z.infer<typeof limiteLegalSchema>;

/** The figures the engine reads of a row. */
export type LimitesSemana = Pick<LimiteLegal, 'vigenteDesde' | 'horasSemanaMaxima' | 'horasExtraDoblesSemana' | 'horasExtraMaxDia' | 'diasExtraMaxSemana'>;

/** The law in force when the box ships: LFT art. 61 (8 h × 6 days), 66 (3 h a day, 3 times a week) and 68 (9 h double). */
export const LIMITE_LEGAL_LFT: Readonly<LimiteLegalInput> = Object.freeze({
  vigenteDesde: '1970-05-01',
  horasSemanaMaxima: 48,
  horasExtraDoblesSemana: 9,
  horasExtraMaxDia: 3,
  diasExtraMaxSemana: 3,
  fuente: 'Ley Federal del Trabajo, arts. 61, 66 y 68',
});

/** The row in force on `fecha` ('YYYY-MM-DD'): the latest `vigenteDesde` on or before it; the LFT's before any. */
export function limiteVigente<T extends Pick<LimitesSemana, 'vigenteDesde'>>(limites: readonly T[], fecha: string): T | undefined {
  let vigente: T | undefined;
  for (const l of limites) if (l.vigenteDesde <= fecha && (!vigente || l.vigenteDesde > vigente.vigenteDesde)) vigente = l;
  return vigente;
}
