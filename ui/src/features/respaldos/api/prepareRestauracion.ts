import type { RestauracionPreparada } from '@reloj/contract/respaldos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api, request } from '../../../lib/api';

/** What to check before restoring: a backup of the list (by name) or a file chosen on the computer. */
export type RestoreSource = { nombre: string } | { archivo: File };

/**
 * POST /api/respaldos/restauracion → 200 with what the backup holds (the box keeps the checked copy for the
 * confirmation), or 422 with why it may not be restored. A file travels as it is (application/octet-stream).
 */
export const prepareRestauracion = (source: RestoreSource) =>
  'nombre' in source
    ? api.post<RestauracionPreparada>('/api/respaldos/restauracion', { nombre: source.nombre })
    : request<RestauracionPreparada>('POST', `/api/respaldos/restauracion?archivo=${encodeURIComponent(source.archivo.name)}`, source.archivo);

/** Checking changes nothing on screen: no list is read again. */
export const usePrepareRestauracion = (callbacks: MutationCallbacks<RestauracionPreparada, RestoreSource>) =>
  useInvalidatingMutation([], { mutationFn: prepareRestauracion, ...callbacks });
