import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LimiteLegal } from '@reloj/contract/limitesLegales';
import { api } from '../../../lib/api';

export const limitesLegalesKey = ['limites-legales'] as const;

/** GET /api/limites-legales → the legal limits of the working week by the date they came into force, oldest first. */
export const limitesLegalesQuery = queryOptions({
  queryKey: limitesLegalesKey,
  queryFn: () => api.get<LimiteLegal[]>('/api/limites-legales'),
});

export const useLimitesLegales = () => useQuery(limitesLegalesQuery);
