import type { IntentoSuplantacion } from '@reloj/contract/suplantacion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { periodError } from '../query';
import type { AttendanceFilters } from '../types';

/** The query string of GET /api/intentos-suplantacion: the list's period and branch (the employee filter does not apply). */
export function intentosQuery({ desde, hasta, sucursal }: AttendanceFilters): string {
  const params = new URLSearchParams({ desde, hasta });
  if (sucursal) params.set('sucursal', sucursal);
  return params.toString();
}

/**
 * GET /api/intentos-suplantacion for the filters' period: the kiosk's refusals for liveness (issue 45). Asked only for
 * an administrador or gerente (`enabled`); a consulta is not shown them, as punch photos are not.
 */
export function useIntentosSuplantacion(filters: AttendanceFilters, enabled: boolean) {
  const query = intentosQuery(filters);
  return useQuery({
    queryKey: ['intentos-suplantacion', query],
    queryFn: () => api.get<IntentoSuplantacion[]>(`/api/intentos-suplantacion?${query}`),
    enabled: enabled && periodError(filters) === null,
    placeholderData: keepPreviousData,
  });
}
