import type { Incidencia } from '@reloj/contract/incidencias';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { payrollChanges } from '../../../api/payrollChanges';

/** DELETE /api/incidencias/{id} → 204 (409 inside a closed period). */
export const useDeleteIncidencia = (callbacks: MutationCallbacks<void, Incidencia>) =>
  useInvalidatingMutation(payrollChanges, { mutationFn: (incidencia: Incidencia) => api.delete(`/api/incidencias/${incidencia.id}`), ...callbacks });
