import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Privacidad } from '@reloj/contract/privacidad';
import { api } from '../../../lib/api';

export const avisoPublicoKey = ['privacidad', 'aviso'] as const;

/** GET /api/privacidad/aviso (public, no session) → the current notice, or null while none was ever published. */
export const avisoPublicoQuery = queryOptions({
  queryKey: avisoPublicoKey,
  queryFn: () => api.get<Privacidad>('/api/privacidad/aviso'),
});

export const useAvisoPublico = () => useQuery(avisoPublicoQuery);
