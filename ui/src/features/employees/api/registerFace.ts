import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { Employee, FacePhotos } from '../types';
import { giveConsent } from './consent';

/** `faceId`/`quality`: the first template stored; `faceIds`: every one stored; `plantillas`: how many the employee has now. */
export type RegisteredFace = { faceId: number; quality: number; faceIds: number[]; plantillas: number; replaced?: number };

/** The body for the photos: a burst goes as `fuente: 'camara'`, chosen files as `fuente: 'archivos'`, a lone frame as `image`. */
export function registerFaceBody(photos: FacePhotos, replace: boolean): Record<string, unknown> {
  const { dataUrls, source } = photos;
  const body: Record<string, unknown> =
    source === 'file' ? { images: dataUrls, fuente: 'archivos' } : dataUrls.length >= 2 ? { images: dataUrls, fuente: 'camara' } : { image: dataUrls[0] };
  return replace ? { ...body, reemplazar: true } : body;
}

/**
 * POST /api/employees/{id}/register-face → 201 {faceId, quality, faceIds, plantillas}. Refusals: 422 (no face, several
 * faces, too small, blurred, photos of different people), 409 (the face belongs to another employee; consent_required /
 * privacy_notice_missing: give the consent first), 404, 413, 503. `replace`: the employee's earlier faces are removed
 * once these are stored.
 */
export const registerFace = (employeeId: number, photos: FacePhotos, replace = false) =>
  api.post<RegisteredFace>(`/api/employees/${employeeId}/register-face`, registerFaceBody(photos, replace));

/**
 * A face for an employee who exists: `confirmacion`, when the consent to the privacy notice was asked now, is given
 * first (the daemon refuses a face without it), then the photos are registered; `replace` removes the employee's
 * earlier faces once these are stored.
 */
export type FaceToAdd = { employee: Pick<Employee, 'id' | 'nombre'>; photos: FacePhotos; replace?: boolean; confirmacion?: string };

/**
 * The consent when asked (422 consent_mismatch: the typed name is not the employee's), then the face; the employee lists
 * are read again whatever the outcome.
 */
export const useAddFace = (callbacks: MutationCallbacks<RegisteredFace, FaceToAdd> = {}) =>
  useInvalidatingMutation([employeesKey], {
    mutationFn: async ({ employee, photos, replace = false, confirmacion }: FaceToAdd) => {
      if (confirmacion !== undefined) await giveConsent(employee.id, confirmacion);
      return registerFace(employee.id, photos, replace);
    },
    ...callbacks,
  });
