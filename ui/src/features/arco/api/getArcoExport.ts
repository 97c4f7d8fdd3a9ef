import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ArcoExport } from '@reloj/contract/arco';

/**
 * GET /api/employees/{id}/datos: the same answer 'Exportar datos' saves as a file (sent as an attachment, which
 * fetch reads like any JSON). Nothing is asked for without an id.
 */
export const useArcoExport = (employeeId: number | null) =>
  useQuery({
    queryKey: ['arco', employeeId],
    queryFn: () => api.get<ArcoExport>(`/api/employees/${employeeId}/datos`),
    enabled: employeeId !== null,
  });
