/**
 * The kiosk's live guidance (issue 16 item 2): POST /api/attendance/encuadre {image}, a small camera frame sent every
 * few hundred milliseconds while nobody has pressed the button. The daemon runs only the face detector and a few cheap
 * image figures on it, stores nothing, and answers where the faces are and the one thing to fix before pressing.
 */
import { z } from 'zod';

export const ENCUADRE_PATH = '/api/attendance/encuadre';

/** The kiosk sends frames this wide (the detector works at 320x240 anyway); the daemon shrinks anything larger. */
export const ENCUADRE_FRAME_WIDTH = 320;

/** A 320 px JPEG is 10-30 KB; a data URL beyond this is not a guidance frame. */
export const ENCUADRE_MAX_IMAGE_CHARS = 90_000;

const MISSING_FRAME = 'Falta la imagen: envía un cuadro pequeño de la cámara en el campo image.';

export const encuadreRequestSchema = z.object({
  image: z
    .string({ error: MISSING_FRAME })
    .min(1, MISSING_FRAME)
    .max(ENCUADRE_MAX_IMAGE_CHARS, `La imagen de encuadre es demasiado grande: envía un cuadro de ${ENCUADRE_FRAME_WIDTH} px de ancho.`),
});
export type EncuadreRequest = z.infer<typeof encuadreRequestSchema>;

/**
 * What is wrong with the picture, most important first: nobody there, several people, too far, off-centre, too dark,
 * blurred; `listo` when a check-in would have a usable face.
 */
export const ESTADOS_ENCUADRE = ['sin_rostro', 'varias_personas', 'lejos', 'descentrado', 'oscuro', 'borroso', 'listo'] as const;
export type EstadoEncuadre = (typeof ESTADOS_ENCUADRE)[number];

/** A face's box as a share of the frame (0-1), in the frame's own orientation (the kiosk mirrors its preview). */
export const rostroEncuadreSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  ancho: z.number().min(0).max(1),
  alto: z.number().min(0).max(1),
});
export type RostroEncuadre = z.infer<typeof rostroEncuadreSchema>;

export const encuadreSchema = z.object({
  rostros: z.array(rostroEncuadreSchema),
  estado: z.enum(ESTADOS_ENCUADRE),
  /** One short sentence for the person; null when the face is ready. */
  instruccion: z.string().nullable(),
});
export type Encuadre = z.infer<typeof encuadreSchema>;

/** The one instruction shown for each state, large, over the camera. */
export const INSTRUCCION_ENCUADRE: Record<EstadoEncuadre, string | null> = {
  sin_rostro: 'Acércate y mira a la cámara',
  varias_personas: 'Solo una persona frente a la cámara',
  lejos: 'Acércate',
  descentrado: 'Colócate al centro',
  oscuro: 'Busca más luz',
  borroso: 'Mantente quieto un momento',
  listo: null,
};
