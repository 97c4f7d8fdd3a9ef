import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Festivo } from '@reloj/contract/festivos';
import { api } from '../../../lib/api';

/** The cache key of every year's holidays; a change reloads them all (and 'Pre-nómina'). */
export const festivosKey = ['festivos'] as const;

/** GET /api/festivos?anio= → the year's LFT art. 74 days plus the company's own, by date. */
export const festivosQuery = (anio: number) =>
  queryOptions({
    queryKey: [...festivosKey, anio],
    queryFn: () => api.get<Festivo[]>(`/api/festivos?anio=${anio}`),
  });

/** The year's holidays; while another year loads, the previous year's rows stay. */
export const useFestivos = (anio: number) => useQuery({ ...festivosQuery(anio), placeholderData: keepPreviousData });
