import type { Aviso } from '@reloj/contract/avisos';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

export const avisosKey = ['avisos', 'lista'] as const;

/** While an alert waits for its sender, the list is read again this often, so 'Pendiente' turns into what happened. */
export const PENDIENTES_POLL_MS = 5000;

/** GET /api/avisos: one row per recipient, newest first (the last 500). */
export const useAvisos = () =>
  useQuery({
    queryKey: avisosKey,
    queryFn: () => api.get<Aviso[]>('/api/avisos'),
    refetchInterval: (query) => (query.state.data?.some((a) => a.estado === 'pendiente') ? PENDIENTES_POLL_MS : false),
  });

/** POST /api/avisos/{id}/reintentar: a 'fallido' alert back to 'pendiente'; the list is read again. */
export const useReintentar = (callbacks: MutationCallbacks<Aviso, number>) =>
  useInvalidatingMutation([avisosKey], { mutationFn: (id: number) => api.post<Aviso>(`/api/avisos/${id}/reintentar`, {}), ...callbacks });
