import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { Employee } from '../types';

export type NipToSet = { employee: Employee; pin: string };

/**
 * PUT /api/employees/{id}/pin {pin} → 204: sets or replaces the NIP the employee types at the kiosk with their número
 * de empleado. 422 for a NIP that is not 4 to 8 digits; 409 numero_empleado_required without a número of digits. The
 * employee lists are read again either way, so `tieneNip` follows.
 */
export const useSetNip = (callbacks: MutationCallbacks<void, NipToSet>) =>
  useInvalidatingMutation([employeesKey], {
    mutationFn: ({ employee, pin }: NipToSet) => api.put<void>(`/api/employees/${employee.id}/pin`, { pin }),
    ...callbacks,
  });

/** DELETE /api/employees/{id}/pin → 204: the employee can no longer punch with their número de empleado. */
export const useRemoveNip = (callbacks: MutationCallbacks<void, Employee>) =>
  useInvalidatingMutation([employeesKey], { mutationFn: (employee: Employee) => api.delete(`/api/employees/${employee.id}/pin`), ...callbacks });
