import { useQuery } from '@tanstack/react-query';
import { catalogueQuery } from '../../../api/catalogues';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueItem } from '../types';
import { fromWire, type WireRow } from './wire';

/** A catalogue screen's rows, as that screen's table shows them. */
export function useCatalogueItems(def: CatalogueDefinition) {
  return useQuery({
    ...catalogueQuery(def.resource),
    select: (rows): CatalogueItem[] => (rows as WireRow[]).map((row) => fromWire(def, row)),
  });
}
