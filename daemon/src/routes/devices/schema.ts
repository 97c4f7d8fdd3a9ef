import { z } from 'zod';

/** 8 to 200 printable ASCII characters (the kiosk sends a random id plus browser traits, hashed). */
export const fingerprintSchema = z
  .string({ error: 'Falta la huella del dispositivo.' })
  .regex(/^[\x20-\x7E]{8,200}$/, 'La huella del dispositivo debe tener de 8 a 200 caracteres imprimibles.');

export const verifySchema = z.object({ fingerprint: fingerprintSchema });

export const updateDeviceSchema = z.object({
  nombre: z
    .string({ error: 'El nombre del dispositivo debe ser texto.' })
    .trim()
    .max(80, 'El nombre del dispositivo admite como máximo 80 caracteres.')
    .nullish()
    .transform((v) => (v ? v : null)),
  sucursalId: z
    .number({ error: 'La sucursal debe ser un número de sucursal.' })
    .int('La sucursal debe ser un número de sucursal.')
    .positive('La sucursal debe ser un número de sucursal.')
    .nullish()
    .transform((v) => v ?? null),
});
