import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useInvalidatingMutation, type MutationCallbacks } from './useInvalidatingMutation';

/**
 * PUT `path` whose answer is the whole resource as stored: it replaces the cached query `key` before the screen's
 * onSuccess runs, and the queries under `alsoChanges` (figures that depend on it) are marked stale.
 */
export function useReplacingPut<TData, TInput>(path: string, key: QueryKey, callbacks: MutationCallbacks<TData, TInput>, alsoChanges: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    [],
    {
      mutationFn: (input: TInput) => api.put<TData>(path, input),
      ...callbacks,
      onSuccess: (saved, ...rest) => {
        queryClient.setQueryData(key, saved);
        return callbacks.onSuccess?.(saved, ...rest);
      },
    },
    alsoChanges,
  );
}
