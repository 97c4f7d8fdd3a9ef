import type { AvisoPrueba, AvisoPruebaInput } from '@reloj/contract/avisos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

/** POST /api/avisos/prueba → what the server said; 502 with its refusal, 409 when the channel is not configured. */
export const useEnviarPrueba = (callbacks: MutationCallbacks<AvisoPrueba, AvisoPruebaInput> = {}) =>
  useInvalidatingMutation([], { mutationFn: (input: AvisoPruebaInput) => api.post<AvisoPrueba>('/api/avisos/prueba', input), ...callbacks });
