import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BannerTone } from './Banner';

/** Shows a message in the page's banner (useBanner's `show`). */
export type Notify = (text: string, tone?: BannerTone) => void;

/**
 * One change made from a list screen: its sentence goes to the banner (`failure(error)` when it fails, in the
 * tone of an error), and the lists under `listKeys` are read again afterwards whatever the outcome. `run` resolves to whether it
 * succeeded, so that a dialog closes only on success.
 */
export function useListAction(notify: Notify, ...listKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useCallback(
    async (action: () => Promise<string>, failure: (error: unknown) => string): Promise<boolean> => {
      try {
        notify(await action(), 'success');
        return true;
      } catch (error) {
        notify(failure(error), 'error');
        return false;
      } finally {
        await Promise.all(listKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
    },
    // The keys are module constants, one argument each, so the list keeps its length between renders.
    [notify, queryClient, ...listKeys],
  );
}
