/**
 * The recognition quality report ('Reconocimiento'): GET /api/reconocimiento?dias=30. What the kiosk's face
 * recognition did over the last days (every identified attempt, punched or refused), which employees' scores
 * are drifting down, and the thresholds in force. It reads; it changes nothing.
 */
import { z } from 'zod';
import { idSchema } from './common.js';

export const RECONOCIMIENTO_DEFAULT_DIAS = 30;
/** Attempts are kept this long (the daemon deletes older rows), so a longer window would be half empty. */
export const RECONOCIMIENTO_MAX_DIAS = 90;

const DIAS_MESSAGE = `El parámetro dias debe ser un número entero de días, de 1 a ${RECONOCIMIENTO_MAX_DIAS}.`;

export const reconocimientoQuerySchema = z.object({
  dias: z
    .string({ error: DIAS_MESSAGE })
    .regex(/^\d{1,3}$/, DIAS_MESSAGE)
    .transform(Number)
    .refine((d) => d >= 1 && d <= RECONOCIMIENTO_MAX_DIAS, DIAS_MESSAGE)
    .default(RECONOCIMIENTO_DEFAULT_DIAS),
});
export type ReconocimientoQuery = z.input<typeof reconocimientoQuerySchema>;

/** Why a kiosk attempt gave no punch: the check-in error codes (docs/api-table.md, POST /api/attendance/check-in). */
export const MOTIVOS_RECHAZO = ['not_recognised', 'no_face', 'multiple_faces', 'face_too_small', 'face_blurred', 'spoof_suspected'] as const;
export type MotivoRechazo = (typeof MOTIVOS_RECHAZO)[number];

/** What one identified kiosk attempt ended in. */
export const RESULTADOS_INTENTO = ['checada', ...MOTIVOS_RECHAZO] as const;
export type ResultadoIntento = (typeof RESULTADOS_INTENTO)[number];

/** A bar of a distribution: values in [desde, hasta); `hasta` null for the open last bar ('0.50 o más'). */
export const barraSchema = z.object({ desde: z.number(), hasta: z.number().nullable(), cantidad: z.number().int().min(0) });
export type Barra = z.infer<typeof barraSchema>;

/**
 * One employee's kiosk scores: the median of the punches in the first and in the second half of the window
 * (null with fewer than the few punches a median needs). `deriva`: re-enrolling the face is suggested, because the
 * median dropped (`bajada`) or sits close to the threshold (`cerca_del_umbral`).
 */
export const empleadoReconocimientoSchema = z.object({
  empleadoId: idSchema,
  nombre: z.string(),
  checadas: z.number().int().min(0),
  medianaInicio: z.number().nullable(),
  medianaFin: z.number().nullable(),
  deriva: z.boolean(),
  motivo: z.enum(['bajada', 'cerca_del_umbral']).nullable(),
});
export type EmpleadoReconocimiento = z.infer<typeof empleadoReconocimientoSchema>;

export const reconocimientoSchema = z.object({
  dias: z.number().int(),
  /** ISO 8601 instants: the window is [desde, hasta). */
  desde: z.string(),
  hasta: z.string(),
  totales: z.object({
    intentos: z.number().int().min(0),
    checadas: z.number().int().min(0),
    rechazados: z.number().int().min(0),
    porMotivo: z.record(z.enum(MOTIVOS_RECHAZO), z.number().int().min(0)),
    /** Punches whose liveness score was under the threshold, let through because liveness is `warn` or `off`. */
    vivacidadDudosa: z.number().int().min(0),
  }),
  puntuaciones: z.array(barraSchema),
  margenes: z.array(barraSchema),
  /** Every employee with punches in the window, drifting ones first, then by name. */
  empleados: z.array(empleadoReconocimientoSchema),
  umbrales: z.object({
    /** Cosine similarity a match needs. */
    coincidencia: z.number(),
    /** How far the best employee must be ahead of the next one. */
    margen: z.number(),
    vivacidad: z.object({ modo: z.enum(['off', 'warn', 'block']), umbral: z.number() }),
    /** The drift rules, so that the screen can state them. */
    deriva: z.object({ bajada: z.number(), cercania: z.number(), minimoPorMitad: z.number().int() }),
  }),
});
export type Reconocimiento = z.infer<typeof reconocimientoSchema>;
