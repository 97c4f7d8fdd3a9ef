import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bono, Puesto, Sucursal } from '@reloj/contract/catalogues';
import { api } from '../lib/api';

/** What GET /api/{puestos|sucursales|bonos} answers (money in decimal pesos). */
export type CatalogueRows = { puestos: Puesto[]; sucursales: Sucursal[]; bonos: Bono[] };
export type CatalogueResource = keyof CatalogueRows;

/** The cache key of one catalogue: every screen that lists it (its own, 'Empleados', 'Dispositivos', ...) shares it. */
export const catalogueKey = (resource: CatalogueResource) => ['catalogue', resource] as const;

/** GET /api/{puestos|sucursales|bonos} */
export const catalogueQuery = <R extends CatalogueResource>(resource: R) =>
  queryOptions({
    queryKey: catalogueKey(resource),
    queryFn: () => api.get<CatalogueRows[R]>(`/api/${resource}`),
  });

export const useSucursales = () => useQuery(catalogueQuery('sucursales'));
export const usePuestos = () => useQuery(catalogueQuery('puestos'));
export const useBonos = () => useQuery(catalogueQuery('bonos'));
