import { parseMoney } from '../../lib/money';
import type { CatalogueDefinition } from './definitions';
import type { CatalogueDraft, CatalogueFormValues, CatalogueItem } from './types';

export const emptyFormValues: CatalogueFormValues = { nombre: '', amount: '' };

export function formValuesOf(item: CatalogueItem): CatalogueFormValues {
  return { nombre: item.nombre, amount: item.amount === undefined ? '' : String(item.amount) };
}

/** Form strings to a row: the amount is parsed with parseFloat, as the spec says. */
export function draftOf(def: CatalogueDefinition, values: CatalogueFormValues): CatalogueDraft {
  return def.amount ? { nombre: values.nombre, amount: parseMoney(values.amount) } : { nombre: values.nombre };
}
