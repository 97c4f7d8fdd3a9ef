import { api } from '../../../lib/api';

export type RegisteredFace = { faceId: number; quality: number; replaced?: number };

/**
 * POST /api/employees/{id}/register-face {image: data URL} → 201 {faceId, quality}.
 * Refusals: 422 (no face, several faces, too small, blurred), 409 (the face belongs to another employee), 404, 413, 503.
 * `replace`: the employee's earlier faces are removed once this one is stored.
 */
export const registerFace = (employeeId: number, image: string, replace = false) =>
  api.post<RegisteredFace>(`/api/employees/${employeeId}/register-face`, replace ? { image, reemplazar: true } : { image });
