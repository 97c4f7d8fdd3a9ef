import { api } from '../../../lib/api';
import type { FacePhotos } from '../types';

/** `faceId`/`quality`: the first template stored; `faceIds`: every one stored; `plantillas`: how many the employee has now. */
export type RegisteredFace = { faceId: number; quality: number; faceIds: number[]; plantillas: number; replaced?: number };

/** The body for the photos: a burst goes as `fuente: 'camara'`, chosen files as `fuente: 'archivos'`, a lone frame as `image`. */
export function registerFaceBody(photos: FacePhotos, replace: boolean): Record<string, unknown> {
  const { dataUrls, source } = photos;
  const body: Record<string, unknown> =
    source === 'file'
      ? { images: dataUrls, fuente: 'archivos' }
      : dataUrls.length >= 2
        ? { images: dataUrls, fuente: 'camara' }
        : { image: dataUrls[0] };
  return replace ? { ...body, reemplazar: true } : body;
}

/**
 * POST /api/employees/{id}/register-face → 201 {faceId, quality, faceIds, plantillas}.
 * Refusals: 422 (no face, several faces, too small, blurred, photos of different people), 409 (the face belongs to
 * another employee; consent_required / privacy_notice_missing: give the consent first, api/consent.ts), 404, 413, 503.
 * `replace`: the employee's earlier faces are removed once these are stored.
 */
export const registerFace = (employeeId: number, photos: FacePhotos, replace = false) =>
  api.post<RegisteredFace>(`/api/employees/${employeeId}/register-face`, registerFaceBody(photos, replace));
