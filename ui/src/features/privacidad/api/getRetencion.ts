import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Retencion } from '@reloj/contract/privacidad';
import { api } from '../../../lib/api';

/** GET /api/privacidad/retencion (administrator) → what the retention job deletes next. */
export const retencionQuery = queryOptions({
  queryKey: ['privacidad', 'retencion'] as const,
  queryFn: () => api.get<Retencion>('/api/privacidad/retencion'),
});

export const useRetencion = () => useQuery(retencionQuery);
