import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import { itemPath } from './wire';

/** DELETE /api/{puestos|sucursales|bonos}/{id} → 204. */
export function deleteItem(def: CatalogueDefinition, id: number): Promise<void> {
  return api.delete(itemPath(def, id));
}
