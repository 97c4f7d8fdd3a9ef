import type { CorporativoEstado } from '@reloj/contract/eventos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** How often the home page asks again while it is open: the link comes and goes with the branch's internet. */
export const CORPORATIVO_REFRESH_MS = 15_000;

/** GET /api/corporativo (administrators): the box's link to headquarters. */
export const getCorporativo = () => api.get<CorporativoEstado>('/api/corporativo');

export const useCorporativo = (enabled: boolean) =>
  useQuery({ queryKey: ['corporativo'], queryFn: getCorporativo, enabled, refetchInterval: CORPORATIVO_REFRESH_MS });
