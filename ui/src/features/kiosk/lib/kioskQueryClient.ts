import { QueryClient } from '@tanstack/react-query';

/**
 * The kiosk's own query cache, one per opened kiosk (it shares nothing with the panel and starts from 'Inicializando').
 * Its polling answers to its own clock only: not to the window's focus or visibility, nor to the browser's idea of
 * being online (the daemon is on the LAN, or on the box itself).
 */
export function createKioskQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 0,
        networkMode: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchIntervalInBackground: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
