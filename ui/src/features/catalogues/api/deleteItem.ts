import { catalogueKey } from '../../../api/catalogues';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueItem } from '../types';
import { itemPath } from './wire';

/** DELETE /api/{puestos|sucursales|bonos}/{id} → 204; the catalogue is read again whatever the outcome. */
export const useDeleteItem = (def: CatalogueDefinition, callbacks: MutationCallbacks<void, CatalogueItem>) =>
  useInvalidatingMutation([catalogueKey(def.resource)], {
    mutationFn: (item: CatalogueItem) => api.delete(itemPath(def, item.id)),
    ...callbacks,
  });
