import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PerfilesExportacion } from '@reloj/contract/exportacion';
import { api } from '../../../lib/api';

/** The cache key of the export profiles: 'Exportación a nómina' and the download in 'Pre-nómina' share it. */
export const perfilesKey = ['exportacion', 'perfiles'] as const;

/** GET /api/exportacion/perfiles → the two presets (with a code per bono of the catalogue), the saved profiles and every kind. */
export const perfilesQuery = queryOptions({
  queryKey: perfilesKey,
  queryFn: () => api.get<PerfilesExportacion>('/api/exportacion/perfiles'),
});

export const usePerfiles = () => useQuery(perfilesQuery);
