import { useQuery } from '@tanstack/react-query';
import type { Baja } from '@reloj/contract/prestaciones';
import { employeesKey } from '../../../api/employees';
import { api } from '../../../lib/api';
import type { Employee } from '../types';

/**
 * GET /api/employees/{id}/bajas: every baja of the employee with its date and reason, oldest first (issue 31), for
 * the row of an employee de baja. Under the employees' key: a baja or a reactivation reads it again.
 */
export const useEmployeeBajas = (employee: Employee, enabled: boolean) =>
  useQuery({
    queryKey: [...employeesKey, employee.id, 'bajas'],
    queryFn: () => api.get<Baja[]>(`/api/employees/${employee.id}/bajas`),
    enabled,
  });
