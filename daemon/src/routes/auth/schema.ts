import { z } from 'zod';

export const loginSchema = z.object({
  usuario: z.string({ error: 'Escribe tu usuario.' }).max(200, 'Escribe tu usuario.'),
  password: z.string({ error: 'Escribe tu contraseña.' }).max(200, 'La contraseña es demasiado larga.'),
});

export const setupSchema = z.object({
  usuario: z.string({ error: 'Escribe un nombre de usuario.' }).max(200),
  password: z.string({ error: 'Escribe una contraseña.' }).max(200, 'La contraseña es demasiado larga.'),
  codigo: z.string().max(50).optional(),
});
