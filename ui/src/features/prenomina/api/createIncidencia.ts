import type { Incidencia, IncidenciaInput } from '@reloj/contract/payroll';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { payrollChanges } from './payrollChanges';

/** POST /api/incidencias {empleadoId, fecha, tipo, horas?, nota?} → 201 with the incidencia. */
export const useCreateIncidencia = (callbacks: MutationCallbacks<Incidencia, IncidenciaInput>) =>
  useInvalidatingMutation(payrollChanges, { mutationFn: (input: IncidenciaInput) => api.post<Incidencia>('/api/incidencias', input), ...callbacks });
