import { useQueryClient } from '@tanstack/react-query';
import type { Privacidad, PrivacidadInput } from '@reloj/contract/privacidad';
import { privacidadKey } from '../../../api/privacidad';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { avisoPublicoKey } from './getAvisoPublico';
import { retencionQuery } from './getRetencion';

/**
 * PUT /api/privacidad → the notice in force (a new version when anything changed), which replaces the cached one;
 * 422 names the field at fault. Once published, the public notice and what retention deletes next are read again
 * (the periods may have changed).
 */
export function usePublicarAviso(callbacks: MutationCallbacks<Privacidad, PrivacidadInput>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation([], {
    mutationFn: (input: PrivacidadInput) => api.put<Privacidad>('/api/privacidad', input),
    ...callbacks,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData<Privacidad>(privacidadKey, saved);
      void queryClient.invalidateQueries({ queryKey: avisoPublicoKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: retencionQuery.queryKey });
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
