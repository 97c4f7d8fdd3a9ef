/**
 * 'Asistencias' → 'Intentos de suplantación' (issue 45 item 4): each check-in the kiosk refused because it could not
 * confirm a real person in front of the camera, with the kiosk, the time, the employee the face resembled, the verdict
 * and one camera frame. GET /api/intentos-suplantacion?desde&hasta&sucursal and GET /api/intentos-suplantacion/{id}/foto,
 * for the administrador and the gerente of that branch, as punch photos are.
 */
import { z } from 'zod';
import { attendanceRangeProblem } from './attendance.js';
import { idSchema, isoDate } from './common.js';

/**
 * Why the kiosk refused:
 * - `foto_o_pantalla`: the passive check scored the face as a picture (printed, or on a screen);
 * - `camara_distinta`: the frames were not the kiosk camera's (their size, or surroundings that change between frames);
 * - `no_giro`: asked to turn the head, the face did not turn as asked.
 */
export const VEREDICTOS_SUPLANTACION = ['foto_o_pantalla', 'camara_distinta', 'no_giro'] as const;
export type VeredictoSuplantacion = (typeof VEREDICTOS_SUPLANTACION)[number];

/** The verdict in the owner's words. */
export const VEREDICTO_SUPLANTACION_TEXTO: Record<VeredictoSuplantacion, string> = {
  foto_o_pantalla: 'Foto impresa o pantalla',
  camara_distinta: 'Imágenes que no son de la cámara del kiosco',
  no_giro: 'No giró la cabeza',
};

const sucursalParam = z.coerce
  .number({ error: 'La sucursal debe ser un número de sucursal.' })
  .int('La sucursal debe ser un número de sucursal.')
  .positive('La sucursal debe ser un número de sucursal.')
  .optional();

/** Days desde..hasta in the box's time zone (both default to today, or to each other), optionally one branch. */
export const intentosSuplantacionQuerySchema = z
  .object({
    desde: isoDate('La fecha "desde"').optional(),
    hasta: isoDate('La fecha "hasta"').optional(),
    sucursal: sucursalParam,
  })
  .superRefine((q, ctx) => {
    const problem = q.desde && q.hasta ? attendanceRangeProblem(q.desde, q.hasta) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type IntentosSuplantacionQuery = z.input<typeof intentosSuplantacionQuerySchema>;

export const intentoSuplantacionSchema = z.object({
  id: idSchema,
  /** The kiosk's name as it was (or 'con código …' when it had none). */
  kiosco: z.string(),
  sucursal: z.string().nullable(),
  /** UTC instant, ISO 8601. */
  hora: z.string(),
  veredicto: z.enum(VEREDICTOS_SUPLANTACION),
  /** `veredicto` in words (VEREDICTO_SUPLANTACION_TEXTO). */
  veredictoTexto: z.string(),
  /** The employee the face resembled (at or above the match threshold), or null: nobody enrolled, or no usable face. */
  empleado: z.object({ id: idSchema, nombre: z.string(), numeroEmpleado: z.string().nullable() }).nullable(),
  /** Cosine similarity to that employee. */
  similitud: z.number().nullable(),
  /** The passive p(real) of the frames. */
  vivacidad: z.number().nullable(),
  /** GET /api/intentos-suplantacion/{id}/foto, or null when no frame was kept. */
  foto: z.string().nullable(),
});
export type IntentoSuplantacion = z.infer<typeof intentoSuplantacionSchema>;
