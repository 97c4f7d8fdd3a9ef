import { useQuery } from '@tanstack/react-query';
import type { SalarioMinimoVigente } from '@reloj/contract/salariosMinimos';
import { api } from '../lib/api';

/** GET /api/salarios-minimos: each zone's daily minimum in force today ('Empleados', 'Puestos y Salarios'). */
export const salariosMinimosKey = ['salarios-minimos'] as const;

export const useSalariosMinimos = () =>
  useQuery({ queryKey: salariosMinimosKey, queryFn: () => api.get<SalarioMinimoVigente[]>('/api/salarios-minimos'), staleTime: 60 * 60 * 1000 });
