import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Finiquito } from '@reloj/contract/prestaciones';
import { api } from '../../../lib/api';

/**
 * GET /api/employees/{id}/finiquito?incluirVeinteDias= (issue 31): every line with its days, rate and legal basis.
 * While the checkbox's other answer is on its way, the current lines stay.
 */
export const useFiniquito = (employeeId: number | null, incluirVeinteDias: boolean) =>
  useQuery({
    queryKey: ['finiquito', employeeId, { incluirVeinteDias }],
    queryFn: () => api.get<Finiquito>(`/api/employees/${employeeId}/finiquito?incluirVeinteDias=${incluirVeinteDias}`),
    enabled: employeeId !== null,
    placeholderData: keepPreviousData,
  });
