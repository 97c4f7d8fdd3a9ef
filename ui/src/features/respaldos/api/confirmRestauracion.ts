import type { RestauracionConfirmar } from '@reloj/contract/respaldos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

type Confirmation = RestauracionConfirmar & { id: string };

/** POST /api/respaldos/restauracion/{id}/confirmar → 202 {reiniciando: true, arranque}: the box restarts and installs the backup. */
export const useConfirmRestauracion = (callbacks: MutationCallbacks<{ reiniciando: true; arranque: string }, Confirmation>) =>
  useInvalidatingMutation([], {
    mutationFn: ({ id, ...body }: Confirmation) =>
      api.post<{ reiniciando: true; arranque: string }>(`/api/respaldos/restauracion/${encodeURIComponent(id)}/confirmar`, body),
    ...callbacks,
  });
