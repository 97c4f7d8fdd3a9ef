import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { Employee } from '../types';

/** POST /api/employees/{id}/reactivate → the employee, active again. */
export const useReactivateEmployee = (callbacks: MutationCallbacks<Employee, Employee>) =>
  useInvalidatingMutation([employeesKey], {
    mutationFn: (employee: Employee) => api.post<Employee>(`/api/employees/${employee.id}/reactivate`, {}),
    ...callbacks,
  });
