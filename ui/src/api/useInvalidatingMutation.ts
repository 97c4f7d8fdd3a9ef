import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

/** What a screen does when a write ends (say it in the page's banner, close a dialog...). */
export type MutationCallbacks<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;

/**
 * Every write of the UI: a useMutation that, whatever its outcome, reads again the queries under `changes` (the lists
 * it changes). It stays pending until they are read, so that a busy button comes back with the fresh list; the
 * screen's onSuccess and onError run first (what happened reaches the banner before the list reloads). The queries
 * under `alsoChanges` (other screens' figures, who is signed in) are marked stale without waiting for them.
 */
export function useInvalidatingMutation<TData, TVariables>(
  changes: readonly QueryKey[],
  options: UseMutationOptions<TData, Error, TVariables>,
  alsoChanges: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: async (...settled) => {
      await options.onSettled?.(...settled);
      for (const queryKey of alsoChanges) void queryClient.invalidateQueries({ queryKey });
      await Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
