import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { Employee, EmployeePayload } from '../types';

export type EmployeeUpdate = { employee: Employee; payload: EmployeePayload };

/** PUT /api/employees/{id}: names like the creation; `salario` is the employee's own and is stored as sent. */
export const useUpdateEmployee = (callbacks: MutationCallbacks<Employee, EmployeeUpdate>) =>
  useInvalidatingMutation([employeesKey], {
    mutationFn: ({ employee, payload }: EmployeeUpdate) => api.put<Employee>(`/api/employees/${employee.id}`, payload),
    ...callbacks,
  });
