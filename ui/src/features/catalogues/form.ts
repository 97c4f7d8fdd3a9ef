import { parseMoney } from '../../lib/money';
import type { CatalogueDefinition } from './definitions';
import type { CatalogueDraft, CatalogueFormValues, CatalogueItem } from './types';

export const emptyFormValues: CatalogueFormValues = { nombre: '', amount: '', zona: 'general', tipo: 'fijo', pierdeCon: '1' };

export function formValuesOf(item: CatalogueItem): CatalogueFormValues {
  return {
    nombre: item.nombre,
    amount: item.amount === undefined ? '' : String(item.amount),
    zona: item.zona ?? 'general',
    tipo: item.tipo ?? 'fijo',
    pierdeCon: String(item.pierdeCon ?? 1),
  };
}

/** Form strings to a row: the amount is parsed with parseFloat, as the spec says. */
export function draftOf(def: CatalogueDefinition, values: CatalogueFormValues): CatalogueDraft {
  const draft: CatalogueDraft = { nombre: values.nombre };
  if (def.amount) draft.amount = parseMoney(values.amount);
  if (def.zona) draft.zona = values.zona;
  if (def.bonoTipo) {
    draft.tipo = values.tipo;
    // A fixed bono is never lost; the field is hidden and keeps 1, the server's default.
    draft.pierdeCon = values.tipo === 'fijo' ? 1 : values.pierdeCon.trim() === '' ? Number.NaN : Number(values.pierdeCon);
  }
  return draft;
}

/** 'Se pierde con': '3 retardos', '1 falta'; null for a fixed bono. */
export function pierdeConText(item: Pick<CatalogueItem, 'tipo' | 'pierdeCon'>): string | null {
  if (item.tipo !== 'puntualidad' && item.tipo !== 'asistencia') return null;
  const n = item.pierdeCon ?? 1;
  if (item.tipo === 'puntualidad') return `${n} ${n === 1 ? 'retardo' : 'retardos'}`;
  return `${n} ${n === 1 ? 'falta' : 'faltas'}`;
}
