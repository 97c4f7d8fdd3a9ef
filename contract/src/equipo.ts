/**
 * Issue 45 item 8: this box's name as the owner reads it on the panel's home page ('Este equipo: Panadería Centro'),
 * and types to confirm a restore. GET /api/equipo (every role), PUT /api/equipo (administrador).
 */
import { z } from 'zod';
import { foldName, nameProblem } from './names.js';
import { singleLine } from './text.js';

/** The longest name an administrador may give the box. */
export const EQUIPO_NOMBRE_MAX = 60;
/** The name of a box whose administrador gave none, with no company name and not exactly one sucursal. */
export const EQUIPO_NOMBRE_GENERICO = 'Reloj Checador';

export const equipoSchema = z.object({
  /** The name shown on the home page and asked for by 'Restaurar': the one given, else `predeterminado`. */
  nombre: z.string(),
  /** Whether an administrador gave it (false: `nombre` is `predeterminado`). */
  propio: z.boolean(),
  /** The name without one given: the company's name (Reglas), else the only sucursal's, else 'Reloj Checador'. */
  predeterminado: z.string(),
});
export type Equipo = z.infer<typeof equipoSchema>;

/** PUT /api/equipo: the name to give the box; empty goes back to the predeterminado. Stored as typed, on one line. */
export const equipoUpdateSchema = z.object({
  nombre: z.string({ error: 'El nombre de este equipo debe ser texto.' }).transform((raw, ctx) => {
    const problem = nameProblem(raw, 'El nombre de este equipo');
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    const nombre = singleLine(raw);
    if ([...nombre].length > EQUIPO_NOMBRE_MAX) {
      ctx.addIssue({ code: 'custom', message: `El nombre de este equipo admite como máximo ${EQUIPO_NOMBRE_MAX} caracteres.` });
      return z.NEVER;
    }
    return nombre;
  }),
});
export type EquipoUpdate = z.infer<typeof equipoUpdateSchema>;

/** Whether `typed` is the box's name `nombre`, as a person types it: case, accents and extra spaces do not count. */
export const esNombreDelEquipo = (typed: string, nombre: string): boolean => foldName(typed) !== '' && foldName(typed) === foldName(nombre);
