import { z } from 'zod';

const imageRequired = 'La foto es obligatoria: envía el campo "image" con un data URL (JPEG, PNG o WebP).';

/** POST /api/employees/:id/register-face */
export const registerFaceSchema = z.object({
  image: z.string({ error: imageRequired }).min(1, imageRequired),
  /** true: this photo replaces the employee's earlier faces (they are removed once it is stored). */
  reemplazar: z.boolean({ error: 'El campo "reemplazar" debe ser verdadero o falso.' }).optional(),
});
