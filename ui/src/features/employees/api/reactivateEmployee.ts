import { api } from '../../../lib/api';
import type { Employee } from '../types';

/** POST /api/employees/{id}/reactivate → the employee, active again. */
export const reactivateEmployee = (id: number) => api.post<Employee>(`/api/employees/${id}/reactivate`, {});
