import { api } from '../../../lib/api';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueItem } from '../types';
import { collectionPath, fromWire, type WireRow } from './wire';

/** GET /api/{puestos|sucursales|bonos} */
export async function listItems(def: CatalogueDefinition): Promise<CatalogueItem[]> {
  const rows = await api.get<WireRow[]>(collectionPath(def));
  return rows.map((row) => fromWire(def, row));
}
