import { useQuery } from '@tanstack/react-query';
import type { Vacaciones } from '@reloj/contract/prestaciones';
import { employeesKey } from '../../../api/employees';
import { api } from '../../../lib/api';

/** GET /api/employees/{id}/vacaciones: each year of service with its days, taken and pending (issue 31). */
export const useVacaciones = (employeeId: number) =>
  useQuery({
    // Under the employees' key: a baja or an edit reads it again.
    queryKey: [...employeesKey, employeeId, 'vacaciones'],
    queryFn: () => api.get<Vacaciones>(`/api/employees/${employeeId}/vacaciones`),
  });
