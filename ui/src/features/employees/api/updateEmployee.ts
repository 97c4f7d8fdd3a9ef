import { api } from '../../../lib/api';
import type { Employee, EmployeePayload } from '../types';

/** PUT /api/employees/{id}: names like the creation; `salario` is the employee's own and is stored as sent. */
export const updateEmployee = (id: number, payload: EmployeePayload) => api.put<Employee>(`/api/employees/${id}`, payload);
