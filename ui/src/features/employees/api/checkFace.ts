import { useMutation } from '@tanstack/react-query';
import { FACE_CHECK_PATH, type FaceCheck } from '@reloj/contract/faceCheck';
import { api } from '../../../lib/api';
import type { FacePhotos } from '../types';
import { registerFaceBody } from './registerFace';

/**
 * POST /api/faces/verificar with the very body register-face will get → 200 {ok, calidad}. Refusals as register-face's
 * (422 no face / several faces / too small / blurred / different people, 409 already another employee's, 503); it
 * stores nothing, so 'Nuevo Empleado' asks it before creating the employee.
 */
export const checkFace = (photos: FacePhotos) => api.post<FaceCheck>(FACE_CHECK_PATH, registerFaceBody(photos, false));

/** The check as a mutation (a POST that stores nothing: no query changes), so that the registration shows it as busy. */
export const useCheckFace = () => useMutation({ mutationFn: checkFace });
