import type { Incidencia, IncidenciaInput } from '@reloj/contract/incidencias';
import { api } from '../lib/api';
import { payrollChanges } from './payrollChanges';
import { useInvalidatingMutation, type MutationCallbacks } from './useInvalidatingMutation';

/**
 * POST /api/incidencias {empleadoId, fecha, tipo, horas?, nota?} → 201 with the incidencia. 'Agregar incidencia' in
 * 'Pre-nómina' (a day of an employee) and in 'Asistencias' (a punch's working day).
 */
export const useCreateIncidencia = (callbacks: MutationCallbacks<Incidencia, IncidenciaInput>) =>
  useInvalidatingMutation(payrollChanges, { mutationFn: (input: IncidenciaInput) => api.post<Incidencia>('/api/incidencias', input), ...callbacks });
