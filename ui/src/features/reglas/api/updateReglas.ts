import { useQueryClient } from '@tanstack/react-query';
import type { Reglas, ReglasUpdate } from '@reloj/contract/reglas';
import { prenominaKey } from '../../../api/prenomina';
import { reglasKey } from '../../../api/reglas';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

/**
 * PUT /api/reglas with the fields to change → the whole rules as stored (they replace the cached ones); 422 names the
 * field at fault. 'Pre-nómina' figures depend on the rules: they are read again.
 */
export function useUpdateReglas(callbacks: MutationCallbacks<Reglas, ReglasUpdate>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    [],
    {
      mutationFn: (changes: ReglasUpdate) => api.put<Reglas>('/api/reglas', changes),
      ...callbacks,
      onSuccess: (saved, ...rest) => {
        queryClient.setQueryData(reglasKey, saved);
        return callbacks.onSuccess?.(saved, ...rest);
      },
    },
    [prenominaKey],
  );
}
