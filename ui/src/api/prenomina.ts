import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Prenomina } from '@reloj/contract/prenomina';
import { api } from '../lib/api';

export type PrenominaFilters = {
  desde: string;
  hasta: string;
  /** Branch id, '' for all. */
  sucursal: string;
};

/** The cache key of every pre-nómina; a punch, an incidencia, a holiday or a rule changed anywhere reloads them. */
export const prenominaKey = ['prenomina'] as const;

export function prenominaQueryString({ desde, hasta, sucursal }: PrenominaFilters): string {
  const params = new URLSearchParams({ desde, hasta });
  if (sucursal) params.set('sucursal', sucursal);
  return params.toString();
}

/** GET /api/prenomina?desde=&hasta=&sucursal= → each employee's figures and days; a closed period answers its frozen figures. */
export const getPrenomina = (filters: PrenominaFilters) => api.get<Prenomina>(`/api/prenomina?${prenominaQueryString(filters)}`);

/** The period's pre-nómina; while another period loads, the previous one stays (marked as placeholder). */
export function usePrenomina(filters: PrenominaFilters | null) {
  return useQuery({
    queryKey: [...prenominaKey, filters ? prenominaQueryString(filters) : null],
    queryFn: () => getPrenomina(filters as PrenominaFilters),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
}
