import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes to the address's query: a value sets its parameter, null or '' removes it (the default). */
export type ParamsPatch = Record<string, string | null>;

/**
 * The address's query (what a screen shows lives there, to be linked and to survive a reload) and `patch(changes)`,
 * which keeps the other parameters and replaces the history entry.
 */
export function useSearchParamsPatch() {
  const [params, setParams] = useSearchParams();
  const patch = useCallback(
    (changes: ParamsPatch) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, patch] as const;
}
