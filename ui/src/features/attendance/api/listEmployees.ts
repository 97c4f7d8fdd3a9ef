import { api } from '../../../lib/api';
import type { EmployeeOption } from '../types';

/** GET /api/employees (active and inactive, by name): the employee filter's choices. */
export const listEmployees = () => api.get<EmployeeOption[]>('/api/employees');
