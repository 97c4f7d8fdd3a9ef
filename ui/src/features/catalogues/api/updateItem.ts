import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueItem } from '../types';
import { fromWire, itemPath, toWire, type WireRow } from './wire';

/** PUT /api/{puestos|sucursales|bonos}/{id} with the whole edited row → the stored row. */
export async function updateItem(def: CatalogueDefinition, item: CatalogueItem): Promise<CatalogueItem> {
  return fromWire(def, await api.put<WireRow>(itemPath(def, item.id), toWire(def, item)));
}
