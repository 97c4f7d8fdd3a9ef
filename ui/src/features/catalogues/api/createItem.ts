import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueDraft, CatalogueItem } from '../types';
import { collectionPath, fromWire, toWire, type WireRow } from './wire';

/** POST /api/{puestos|sucursales|bonos} → 201 with the stored row. */
export async function createItem(def: CatalogueDefinition, draft: CatalogueDraft): Promise<CatalogueItem> {
  return fromWire(def, await api.post<WireRow>(collectionPath(def), toWire(def, draft)));
}
