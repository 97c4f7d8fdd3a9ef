import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reglas } from '@reloj/contract/reglas';
import { api } from '../lib/api';

/** The cache key of the company's rules: 'Reglas de Asistencia' and 'Pre-nómina' (its periods) share it. */
export const reglasKey = ['reglas'] as const;

/** GET /api/reglas → the rules in force (the defaults until an administrator saves them). */
export const reglasQuery = queryOptions({
  queryKey: reglasKey,
  queryFn: () => api.get<Reglas>('/api/reglas'),
});

export const useReglas = () => useQuery(reglasQuery);
