import { z } from 'zod';
import { isCalendarDate } from '../../lib/dates.js';

export const checkInSchema = z.object({
  image: z.string({ error: 'Falta la foto: envía la imagen de la cámara en el campo image.' }).min(1, 'Falta la foto: envía la imagen de la cámara en el campo image.'),
});

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,100}$/, 'El encabezado Idempotency-Key debe tener de 1 a 100 caracteres imprimibles.');

const date = (label: string) =>
  z
    .string({ error: `${label} debe ser una fecha AAAA-MM-DD.` })
    .refine(isCalendarDate, `${label} debe ser una fecha real con formato AAAA-MM-DD.`)
    .optional();

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).optional();

export const attendanceQuerySchema = z
  .object({
    desde: date('La fecha "desde"'),
    hasta: date('La fecha "hasta"'),
    sucursal: positiveId('La sucursal debe ser un número de sucursal.'),
    empleado: positiveId('El empleado debe ser un número de empleado.'),
    formato: z.enum(['json', 'csv'], { error: 'El formato debe ser json o csv.' }).default('json'),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: 'La fecha "desde" no puede ser posterior a "hasta".', path: ['desde'] })
  .refine((q) => !q.desde || !q.hasta || Date.parse(q.hasta) - Date.parse(q.desde) <= 366 * 86_400_000, {
    message: 'El rango de fechas no puede pasar de un año.',
    path: ['hasta'],
  });
