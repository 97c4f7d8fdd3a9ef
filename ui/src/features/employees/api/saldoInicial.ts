import type { SaldoInicialInput, Vacaciones } from '@reloj/contract/prestaciones';
import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

export type SaldoInicialRequest = { employeeId: number; input: SaldoInicialInput };

/**
 * POST /api/employees/{id}/saldo-vacaciones (issue 40): the opening vacation balance; answers the employee's balance.
 * The home page's checklist counts who lacks one.
 */
export const useSaldoInicial = (callbacks: MutationCallbacks<Vacaciones, SaldoInicialRequest>) =>
  useInvalidatingMutation(
    [employeesKey],
    {
      mutationFn: ({ employeeId, input }: SaldoInicialRequest) => api.post<Vacaciones>(`/api/employees/${employeeId}/saldo-vacaciones`, input),
      ...callbacks,
    },
    [['resumen']],
  );
