import type { Backup } from '@reloj/contract/respaldos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { respaldosKey } from './listRespaldos';

/** POST /api/respaldos → 201 with the new backup (made on the spot; a few seconds on a large database); the list is read again. */
export const useCreateRespaldo = (callbacks: MutationCallbacks<Backup, void>) =>
  useInvalidatingMutation([respaldosKey], { mutationFn: () => api.post<Backup>('/api/respaldos', {}), ...callbacks });
