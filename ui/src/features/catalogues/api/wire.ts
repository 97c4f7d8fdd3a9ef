import type { CatalogueDefinition } from '../definitions';
import type { CatalogueDraft, CatalogueItem } from '../types';

/** A row as the API sends it: `{id, nombre}` plus `salarioDiario` or `monto` in pesos. */
export type WireRow = { id: number; nombre: string } & Partial<Record<'salarioDiario' | 'monto', number>>;

export const collectionPath = (def: CatalogueDefinition) => `/api/${def.resource}`;
export const itemPath = (def: CatalogueDefinition, id: number) => `/api/${def.resource}/${id}`;

export function fromWire(def: CatalogueDefinition, row: WireRow): CatalogueItem {
  const item: CatalogueItem = { id: row.id, nombre: row.nombre };
  if (def.amount) item.amount = row[def.amount.field];
  return item;
}

export function toWire(def: CatalogueDefinition, row: CatalogueDraft & { id?: number }): Record<string, unknown> {
  const body: Record<string, unknown> = row.id === undefined ? { nombre: row.nombre } : { id: row.id, nombre: row.nombre };
  if (def.amount) body[def.amount.field] = row.amount;
  return body;
}
