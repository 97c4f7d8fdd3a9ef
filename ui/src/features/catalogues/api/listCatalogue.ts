import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import type { Bono, CatalogueItem, Puesto, Sucursal } from '../types';
import { fromWire, type WireRow } from './wire';

/** What GET /api/{puestos|sucursales|bonos} answers. */
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

/** A catalogue screen's rows, as that screen's table shows them. */
export function useCatalogueItems(def: CatalogueDefinition) {
  return useQuery({
    ...catalogueQuery(def.resource),
    select: (rows): CatalogueItem[] => (rows as WireRow[]).map((row) => fromWire(def, row)),
  });
}
