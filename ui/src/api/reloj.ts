import type { Reloj } from '@reloj/contract/reloj';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { boxClockKnown, browserMs, setBoxClock } from '../lib/clock';

export const relojKey = ['reloj'] as const;

/** GET /api/reloj: the box's date, time and zone, kept by lib/clock.ts for every "today" of the UI. */
async function getReloj(): Promise<Reloj> {
  const sent = browserMs();
  const reloj = await api.get<Reloj>('/api/reloj');
  setBoxClock(reloj, Math.round((sent + browserMs()) / 2));
  return reloj;
}

/**
 * Reads the box's clock on opening and every ten minutes. `ready` once it answered (or failed: an older or damaged box
 * leaves the browser's clock standing in rather than an empty screen).
 */
export function useBoxClock() {
  const query = useQuery({ queryKey: relojKey, queryFn: getReloj, refetchInterval: 10 * 60_000, staleTime: 60_000, retry: 1 });
  return { ready: query.isSuccess || query.isError || boxClockKnown(), reloj: query.data };
}
