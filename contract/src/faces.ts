/** The photos of an enrolment: POST /api/employees/{id}/register-face and POST /api/faces/verificar (faceCheck.ts). */
import { z } from 'zod';

const imageRequired = 'La foto es obligatoria: envía el campo "image" con un data URL (JPEG, PNG o WebP), o varias fotos en "images".';
const photoText = 'Cada foto de "images" debe ser un data URL (JPEG, PNG o WebP).';

/** How many photos each source may send: a webcam burst at enrolment, or photos an administrator uploads. */
export const ENROL_PHOTOS = { camara: { min: 2, max: 5 }, archivos: { min: 1, max: 5 } } as const;
export type EnrolPhotoSource = keyof typeof ENROL_PHOTOS;

const SOURCES = Object.keys(ENROL_PHOTOS) as EnrolPhotoSource[];
const howMany = (fuente: EnrolPhotoSource) => {
  const { min, max } = ENROL_PHOTOS[fuente];
  return fuente === 'camara' ? `Envía de ${min} a ${max} fotos de la cámara en "images".` : `Envía de ${min} a ${max} fotos en "images".`;
};

/**
 * One photo `{image}`, or `{images, fuente}` (`camara`: the frames of a webcam burst, 2 to 5; `archivos`: 1 to 5
 * uploaded photos of the employee). `reemplazar: true`: these replace the employee's earlier templates (removed once
 * the new ones are stored); POST /api/faces/verificar ignores it.
 */
export const registerFaceSchema = z
  .object({
    image: z.string({ error: imageRequired }).min(1, imageRequired).optional(),
    images: z.array(z.string({ error: photoText }).min(1, photoText), { error: 'El campo "images" debe ser una lista de fotos.' }).optional(),
    fuente: z.enum(SOURCES, { error: 'El campo "fuente" debe ser "camara" (ráfaga de la cámara) o "archivos" (fotos subidas).' }).optional(),
    reemplazar: z.boolean({ error: 'El campo "reemplazar" debe ser verdadero o falso.' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.image === undefined && body.images === undefined) ctx.addIssue({ code: 'custom', path: ['image'], message: imageRequired });
    if (body.image !== undefined && body.images !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: 'Envía una foto en "image" o varias en "images", no ambas.' });
    }
    if (body.images !== undefined && body.fuente === undefined) {
      ctx.addIssue({ code: 'custom', path: ['fuente'], message: 'Indica de dónde vienen las fotos: "fuente" debe ser "camara" o "archivos".' });
    }
    if (body.images === undefined && body.fuente !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: 'Con "fuente" envía las fotos en "images".' });
    }
    if (body.images !== undefined && body.fuente !== undefined) {
      const { min, max } = ENROL_PHOTOS[body.fuente];
      if (body.images.length < min || body.images.length > max) ctx.addIssue({ code: 'custom', path: ['images'], message: howMany(body.fuente) });
    }
  });
export type RegisterFaceBody = z.input<typeof registerFaceSchema>;

/**
 * 201 of register-face: `faceId` / `quality` the first template stored (what a one-photo client reads); `faceIds` every
 * template stored, in the order of the photos (a burst: best first); `plantillas` how many the employee has now;
 * `replaced` (with `reemplazar: true`) how many earlier templates were removed.
 */
export const rostroRegistradoSchema = z.object({
  faceId: z.number().int(),
  quality: z.number(),
  faceIds: z.array(z.number().int()),
  plantillas: z.number().int(),
  replaced: z.number().int().optional(),
});
export type RostroRegistrado = z.infer<typeof rostroRegistradoSchema>;
