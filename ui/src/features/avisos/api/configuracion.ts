import type { AvisosConfiguracion, AvisosConfiguracionInput } from '@reloj/contract/avisos';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

export const configuracionKey = ['avisos', 'configuracion'] as const;

/** GET /api/avisos/configuracion: the channels as stored (never the SMTP password: `passwordGuardada` says whether one is). */
export const useAvisosConfiguracion = () => useQuery({ queryKey: configuracionKey, queryFn: () => api.get<AvisosConfiguracion>('/api/avisos/configuracion') });

/** PUT /api/avisos/configuracion → the channels as saved; a new webhook URL's secret comes in this answer only. */
export const useSaveConfiguracion = (callbacks: MutationCallbacks<AvisosConfiguracion, AvisosConfiguracionInput>) =>
  useInvalidatingMutation([], {
    mutationFn: (input: AvisosConfiguracionInput) => api.put<AvisosConfiguracion>('/api/avisos/configuracion', input),
    ...callbacks,
  });
