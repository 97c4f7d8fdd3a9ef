import type { BajaInput } from '@reloj/contract/prestaciones';
import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { Employee } from '../types';

export type BajaRequest = { employee: Employee; input: BajaInput };

/** POST /api/employees/{id}/baja {fechaBaja, motivoBaja, nota?} (issue 31): the baja with its date and reason. */
export const useDarDeBaja = (callbacks: MutationCallbacks<unknown, BajaRequest>) =>
  useInvalidatingMutation([employeesKey], {
    mutationFn: ({ employee, input }: BajaRequest) => api.post<unknown>(`/api/employees/${employee.id}/baja`, input),
    ...callbacks,
  });
