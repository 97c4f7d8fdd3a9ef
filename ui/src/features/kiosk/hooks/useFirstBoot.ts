import { useQuery } from '@tanstack/react-query';
import type { PrimerArranque } from '@reloj/contract/auth';
import { fetchPrimerArranque } from '../api/primerArranque';

const nothingToShow: PrimerArranque = { mostrar: false };

/**
 * While the box has no administrator, its own screen shows how to set it up; checked again every `pollMs` so the
 * kiosk moves on by itself once someone creates the first account. An older daemon or a failed call shows nothing
 * (and is not asked again).
 */
export function useFirstBoot(pollMs: number, timeoutMs: number): PrimerArranque {
  const { data } = useQuery({
    queryKey: ['kiosk', 'primer-arranque'],
    queryFn: () => fetchPrimerArranque(timeoutMs).catch(() => nothingToShow),
    refetchInterval: ({ state }) => (state.data?.mostrar ? pollMs : false),
  });
  return data ?? nothingToShow;
}
