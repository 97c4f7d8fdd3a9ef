import { api } from '../../../lib/api';
import type { Employee, EmployeePayload } from '../types';

/** POST /api/employees → 201 with the stored employee (its `id` is what the registration needs). */
export const createEmployee = (payload: EmployeePayload) => api.post<Employee>('/api/employees', payload);
