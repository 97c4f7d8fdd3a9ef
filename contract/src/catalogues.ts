/** Puestos, sucursales and bonos (the product's requirements), with the fields issue 12 adds. */
import { z } from 'zod';
import { idSchema } from './common.js';
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

/** The zone of a branch, for the minimum wage: general or the Zona Libre de la Frontera Norte. */
export const zonaSchema = z.enum(ZONAS, { error: 'La zona debe ser "general" o "frontera".' });
export const bonoTipoSchema = z.enum(BONO_TIPOS, { error: 'El tipo de bono debe ser "fijo", "puntualidad" o "asistencia".' });

/** A row of each catalogue as the API answers it; money in decimal pesos. */
export const puestoSchema = z.object({ id: idSchema, nombre: z.string(), salarioDiario: z.number() });
export type Puesto = z.infer<typeof puestoSchema>;
export const sucursalSchema = z.object({ id: idSchema, nombre: z.string(), zona: zonaSchema });
export type Sucursal = z.infer<typeof sucursalSchema>;
/** `pierdeCon`: the bono is lost with this many retardos (puntualidad) or faltas (asistencia) in a period. */
export const bonoSchema = z.object({ id: idSchema, nombre: z.string(), monto: z.number(), tipo: bonoTipoSchema, pierdeCon: z.number() });
export type Bono = z.infer<typeof bonoSchema>;

export const PIERDE_CON_MAX = 31;
const pierdeConMessage = `El bono se pierde con un número entero de 1 a ${PIERDE_CON_MAX}.`;
export const pierdeConSchema = z.number({ error: pierdeConMessage }).int(pierdeConMessage).min(1, pierdeConMessage).max(PIERDE_CON_MAX, pierdeConMessage);

/** POST bodies. The fields issue 12 adds default to 'general', 'fijo' and 1, so older clients keep working. */
export const puestoInputSchema = z.object({ nombre: catalogueName(), salarioDiario: pesosAmount('El salario diario') });
export const sucursalInputSchema = z.object({
  nombre: catalogueName(),
  zona: zonaSchema.default('general'),
});
export const bonoInputSchema = z.object({
  nombre: catalogueName(),
  monto: pesosAmount('El monto'),
  tipo: bonoTipoSchema.default('fijo'),
  pierdeCon: pierdeConSchema.default(1),
});

/**
 * PUT bodies (the whole edited row): as POST, except that zona, tipo and pierdeCon left out keep the row's
 * stored values (undefined here) instead of going back to the defaults.
 */
export const puestoUpdateSchema = puestoInputSchema;
export const sucursalUpdateSchema = sucursalInputSchema.extend({ zona: zonaSchema.optional() });
export const bonoUpdateSchema = bonoInputSchema.extend({ tipo: bonoTipoSchema.optional(), pierdeCon: pierdeConSchema.optional() });
/** The body schemas of each catalogue, by the resource of its routes: POST (`create`) and PUT (`update`). */
export const catalogueBodySchemas = {
  puestos: { create: puestoInputSchema, update: puestoUpdateSchema },
  sucursales: { create: sucursalInputSchema, update: sucursalUpdateSchema },
  bonos: { create: bonoInputSchema, update: bonoUpdateSchema },
} as const;
export type CatalogueResource = keyof typeof catalogueBodySchemas;
/** The row each catalogue answers, by resource. */
export const catalogueRowSchemas = { puestos: puestoSchema, sucursales: sucursalSchema, bonos: bonoSchema } as const;
export type CatalogueRowOf = { [R in CatalogueResource]: z.infer<(typeof catalogueRowSchemas)[R]> };
export type PuestoInput = z.infer<typeof puestoInputSchema>;
export type SucursalInput = z.infer<typeof sucursalInputSchema>;
export type BonoInput = z.infer<typeof bonoInputSchema>;
export type SucursalUpdate = z.infer<typeof sucursalUpdateSchema>;
export type BonoUpdate = z.infer<typeof bonoUpdateSchema>;
