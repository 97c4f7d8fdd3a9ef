/** Puestos, sucursales and bonos (SPEC.md section 3), with the fields issue 12 adds. */
import { z } from 'zod';
import { pesosAmount } from './money.js';
import { toName } from './names.js';

export const CATALOGUE_NAME_MAX = 80;

/** A catalogue row's name: normalised (trimmed, single spaces, uppercase) and free of spoofing characters. */
export const catalogueName = (label = 'El nombre', required = 'El nombre es obligatorio.') =>
  z
    .string({ error: required })
    .transform(toName(label))
    .pipe(z.string().min(1, required).max(CATALOGUE_NAME_MAX, `${label} admite como máximo ${CATALOGUE_NAME_MAX} caracteres.`));

export const ZONAS = ['general', 'frontera'] as const;
export type Zona = (typeof ZONAS)[number];
export const ZONA_LABELS: Record<Zona, string> = { general: 'General', frontera: 'Zona Libre de la Frontera Norte' };

export const BONO_TIPOS = ['fijo', 'puntualidad', 'asistencia'] as const;
export type BonoTipo = (typeof BONO_TIPOS)[number];
export const BONO_TIPO_LABELS: Record<BonoTipo, string> = { fijo: 'Fijo', puntualidad: 'Puntualidad', asistencia: 'Asistencia' };

export type Puesto = { id: number; nombre: string; salarioDiario: number };
export type Sucursal = { id: number; nombre: string; zona: Zona };
/** `pierdeCon`: the bono is lost with this many retardos (puntualidad) or faltas (asistencia) in a period. */
export type Bono = { id: number; nombre: string; monto: number; tipo: BonoTipo; pierdeCon: number };

export const puestoInputSchema = z.object({ nombre: catalogueName(), salarioDiario: pesosAmount('El salario diario') });
export const sucursalInputSchema = z.object({
  nombre: catalogueName(),
  zona: z.enum(ZONAS, { error: 'La zona debe ser "general" o "frontera".' }).default('general'),
});
export const bonoInputSchema = z.object({
  nombre: catalogueName(),
  monto: pesosAmount('El monto'),
  tipo: z.enum(BONO_TIPOS, { error: 'El tipo de bono debe ser "fijo", "puntualidad" o "asistencia".' }).default('fijo'),
  pierdeCon: z
    .number({ error: 'El bono se pierde con un número entero de 1 a 31.' })
    .int('El bono se pierde con un número entero de 1 a 31.')
    .min(1, 'El bono se pierde con un número entero de 1 a 31.')
    .max(31, 'El bono se pierde con un número entero de 1 a 31.')
    .default(1),
});
export type PuestoInput = z.infer<typeof puestoInputSchema>;
export type SucursalInput = z.infer<typeof sucursalInputSchema>;
export type BonoInput = z.infer<typeof bonoInputSchema>;
