/**
 * POST /api/faces/verificar {image} | {images, fuente}: the enrolment's verdict on photos of someone who is not an
 * employee yet. 'Nuevo Empleado' asks it before creating the employee, so that a refused photo leaves nobody behind.
 * Same bodies, limits and refusals as POST /api/employees/{id}/register-face (422 no_face, multiple_faces,
 * face_too_small, face_blurred, different_people; 409 face_already_registered with `details.employeeId`; 503 without
 * the face engine); no consent needed, since nothing is stored.
 */
import { z } from 'zod';

export const FACE_CHECK_PATH = '/api/faces/verificar';

/** A usable photo: `calidad` (0 to 1) is the quality of the first face an enrolment would keep. */
export const faceCheckSchema = z.object({ ok: z.literal(true), calidad: z.number() });
export type FaceCheck = z.infer<typeof faceCheckSchema>;
