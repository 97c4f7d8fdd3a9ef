import { QueryClient } from '@tanstack/react-query';

/**
 * The UI's query cache. A LAN panel: a failed load is shown at once (no silent retries) and lists are
 * read again each time a screen opens, not when the window regains focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
