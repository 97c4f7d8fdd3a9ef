import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { Employee, EmployeePayload } from '../types';

/** POST /api/employees → 201 with the stored employee (its `id` is what the registration needs). */
export const useCreateEmployee = () =>
  useInvalidatingMutation([employeesKey], { mutationFn: (payload: EmployeePayload) => api.post<Employee>('/api/employees', payload) });
