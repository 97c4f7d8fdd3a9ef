import { catalogueKey } from '../../../api/catalogues';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueItem } from '../types';
import { fromWire, itemPath, toWire, type WireRow } from './wire';

/** PUT /api/{puestos|sucursales|bonos}/{id} with the whole edited row → the stored row; the catalogue is read again. */
export const useUpdateItem = (def: CatalogueDefinition, callbacks: MutationCallbacks<CatalogueItem, CatalogueItem>) =>
  useInvalidatingMutation([catalogueKey(def.resource)], {
    mutationFn: async (item: CatalogueItem) => fromWire(def, await api.put<WireRow>(itemPath(def, item.id), toWire(def, item))),
    ...callbacks,
  });
