import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Privacidad } from '@reloj/contract/privacidad';
import { api } from '../lib/api';

export const privacidadKey = ['privacidad'] as const;

/** GET /api/privacidad (administrator) → the current notice, or null while none was ever published. */
export const privacidadQuery = queryOptions({
  queryKey: privacidadKey,
  queryFn: () => api.get<Privacidad>('/api/privacidad'),
});

export const usePrivacidad = () => useQuery(privacidadQuery);
