import { z } from 'zod';

/**
 * The verifiable chain of the record (issue 29 item 4). Every punch (kiosk, NIP or manual), void, incidencia added
 * or removed, and period close or reopening adds one link to the table `registro` in the same transaction:
 * `hash = SHA-256(previous hash ‖ contenido)`, where `contenido` is the row as canonical JSON and the first link's
 * previous hash is the box's id. Recomputing the chain over the rows as they are now shows whether any was edited.
 */

/** 'restauracion': a backup was restored here (daemon migration 033); the chain continues the backup's from that link. */
/** 'inicio_registro': the day the box began recording attendance was set (daemon migration 034). */
/** 'saldo_vacaciones': an employee's opening vacation balance was entered (daemon migration 035). */
/** 'cambio_turno', 'cambio_turno_eliminado': a one-day change of turno added or removed (daemon migration 036). */
export const ESLABON_TIPOS = [
  'checada',
  'anulacion',
  'incidencia',
  'incidencia_eliminada',
  'cierre',
  'reapertura',
  'restauracion',
  'inicio_registro',
  'saldo_vacaciones',
  'cambio_turno',
  'cambio_turno_eliminado',
] as const;
export type EslabonTipo = (typeof ESLABON_TIPOS)[number];

/** One link's place in the chain: the head at a moment is the last link written by then. */
export const cabezaRegistroSchema = z.object({
  secuencia: z.number().int().positive(),
  /** 64 lowercase hex digits. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CabezaRegistro = z.infer<typeof cabezaRegistroSchema>;

/** The first place where the chain does not hold, in Spanish for the administrator. */
export const roturaRegistroSchema = z.object({
  secuencia: z.number().int().nonnegative(),
  tipo: z.enum(ESLABON_TIPOS).nullable(),
  /** The id of the row in its own table (checadas, anulaciones, …), when the break names one. */
  filaId: z.number().int().nullable(),
  motivo: z.string(),
});
export type RoturaRegistro = z.infer<typeof roturaRegistroSchema>;

/** GET /api/registro/verificacion and `npm run admin -- verificar`. */
export const verificacionRegistroSchema = z.object({
  ok: z.boolean(),
  /** Links checked. */
  filas: z.number().int().nonnegative(),
  cabeza: cabezaRegistroSchema.nullable(),
  primeraRotura: roturaRegistroSchema.optional(),
  verificadoEn: z.string(),
});
export type VerificacionRegistro = z.infer<typeof verificacionRegistroSchema>;

/**
 * Issue 45: what a tarjeta or workbook prints to pin its figures, in words a shop owner reads: the 'Código de
 * verificación' is the first 16 digits of the chain link's hash (`npm run admin -- verificar --cabeza <código>` finds
 * it); the whole hash may be printed below it as 'Código completo'.
 */
export const codigoVerificacion = (hash: string): string => hash.slice(0, 16);

/** The one line under the code. */
export const VERIFICACION_EXPLICADA = 'Sirve para comprobar que estos registros no se cambiaron después.';
