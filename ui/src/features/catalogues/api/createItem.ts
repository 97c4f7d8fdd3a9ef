import { catalogueKey } from '../../../api/catalogues';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueDraft, CatalogueItem } from '../types';
import { collectionPath, fromWire, toWire, type WireRow } from './wire';

/** POST /api/{puestos|sucursales|bonos} → 201 with the stored row; the catalogue is read again whatever the outcome. */
export const useCreateItem = (def: CatalogueDefinition, callbacks: MutationCallbacks<CatalogueItem, CatalogueDraft>) =>
  useInvalidatingMutation([catalogueKey(def.resource)], {
    mutationFn: async (draft: CatalogueDraft) => fromWire(def, await api.post<WireRow>(collectionPath(def), toWire(def, draft))),
    ...callbacks,
  });
