import type { Resumen } from '@reloj/contract/resumen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** How often the home page reads the figures again while it is open (who has arrived changes through the morning). */
export const RESUMEN_REFRESH_MS = 60_000;

/** GET /api/resumen: what needs attention, of the account's branches. */
export const getResumen = () => api.get<Resumen>('/api/resumen');

export const useResumen = () => useQuery({ queryKey: ['resumen'], queryFn: getResumen, refetchInterval: RESUMEN_REFRESH_MS });
