import type { BonoTipo, Zona } from '@reloj/contract/catalogues';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueDraft, CatalogueItem } from '../types';

/** A row as the API sends it: `{id, nombre}` plus `salarioDiario` or `monto` in pesos, `zona` or `tipo` and `pierdeCon`. */
export type WireRow = { id: number; nombre: string } & Partial<Record<'salarioDiario' | 'monto', number>> & {
    zona?: Zona;
    tipo?: BonoTipo;
    pierdeCon?: number;
  };

export const collectionPath = (def: CatalogueDefinition) => `/api/${def.resource}`;
export const itemPath = (def: CatalogueDefinition, id: number) => `/api/${def.resource}/${id}`;

export function fromWire(def: CatalogueDefinition, row: WireRow): CatalogueItem {
  const item: CatalogueItem = { id: row.id, nombre: row.nombre };
  if (def.amount) item.amount = row[def.amount.field];
  if (def.zona) item.zona = row.zona ?? 'general';
  if (def.bonoTipo) {
    item.tipo = row.tipo ?? 'fijo';
    item.pierdeCon = row.pierdeCon ?? 1;
  }
  return item;
}

export function toWire(def: CatalogueDefinition, row: CatalogueDraft & { id?: number }): Record<string, unknown> {
  const body: Record<string, unknown> = row.id === undefined ? { nombre: row.nombre } : { id: row.id, nombre: row.nombre };
  if (def.amount) body[def.amount.field] = row.amount;
  if (def.zona) body.zona = row.zona ?? 'general';
  if (def.bonoTipo) {
    body.tipo = row.tipo ?? 'fijo';
    // NaN (an emptied field) goes as null, so that the server names the field.
    body.pierdeCon = row.pierdeCon === undefined || Number.isNaN(row.pierdeCon) ? null : row.pierdeCon;
  }
  return body;
}
