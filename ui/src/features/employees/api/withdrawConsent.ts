import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { request } from '../../../lib/api';
import type { Employee } from '../types';

export type ConsentWithdrawn = { retirados: number; plantillasBorradas: number };

/** DELETE /api/employees/{id}/consentimiento → {retirados, plantillasBorradas}: the face templates go at once. */
export const useWithdrawConsent = (callbacks: MutationCallbacks<ConsentWithdrawn, Employee>) =>
  useInvalidatingMutation([employeesKey], {
    mutationFn: (employee: Employee) => request<ConsentWithdrawn>('DELETE', `/api/employees/${employee.id}/consentimiento`),
    ...callbacks,
  });
