import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { Employee } from '../types';

/** DELETE /api/employees/{id} → 204: 'baja' (punches and faces stay; the employee can no longer check in). */
export const useDeactivateEmployee = (callbacks: MutationCallbacks<void, Employee>) =>
  useInvalidatingMutation([employeesKey], { mutationFn: (employee: Employee) => api.delete(`/api/employees/${employee.id}`), ...callbacks });
