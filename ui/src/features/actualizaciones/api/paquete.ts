import type { InstalacionSolicitada, PaquetePreparado } from '@reloj/contract/actualizaciones';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { request } from '../../../lib/api';
import { actualizacionesKey } from './actualizaciones';

/** POST /api/actualizaciones/paquete: the file as it is → what its signed manifest says, or 422 with why it is refused. */
export const uploadPaquete = (archivo: File) => request<PaquetePreparado>('POST', '/api/actualizaciones/paquete', archivo);

/** Checking changes nothing on screen. */
export const useUploadPaquete = (callbacks: MutationCallbacks<PaquetePreparado, File>) =>
  useInvalidatingMutation([], { mutationFn: uploadPaquete, ...callbacks });

/** POST /api/actualizaciones/paquete/{id}/instalar → 202: the system's installer starts in a few seconds. */
export const installPaquete = (id: string) => request<InstalacionSolicitada>('POST', `/api/actualizaciones/paquete/${id}/instalar`);

/** The page's progress is read again: 'en_espera' starts its polling. */
export const useInstallPaquete = (callbacks: MutationCallbacks<InstalacionSolicitada, string>) =>
  useInvalidatingMutation([actualizacionesKey], { mutationFn: installPaquete, ...callbacks });
