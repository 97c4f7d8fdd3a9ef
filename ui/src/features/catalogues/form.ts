import { catalogueName, pierdeConSchema } from '@reloj/contract/catalogues';
import { moneyProblem } from '../../components/moneyProblem';
import type { FormErrors } from '../../components/useFormErrors';
import { parseMoney } from '../../lib/money';
import type { CatalogueDefinition } from './definitions';
import type { CatalogueDraft, CatalogueFormValues, CatalogueItem } from './types';

export const emptyFormValues: CatalogueFormValues = { nombre: '', amount: '', zona: 'general', tipo: 'fijo', pierdeCon: '1' };

/** The edit modal's copy of a row: the amount with its two decimals (415.00). */
export function formValuesOf(item: CatalogueItem): CatalogueFormValues {
  return {
    nombre: item.nombre,
    amount: item.amount === undefined ? '' : item.amount.toFixed(2),
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

/** The catalogue form's fields a refusal can be beside. */
export type CatalogueField = 'nombre' | 'amount' | 'pierdeCon';

/** What the form cannot send, by field, in the daemon's own sentences (the contract's rules). */
export function catalogueProblems(def: CatalogueDefinition, values: CatalogueFormValues): FormErrors<CatalogueField> {
  const problems: FormErrors<CatalogueField> = {};
  const name = catalogueName().safeParse(values.nombre);
  if (!name.success) problems.nombre = name.error.issues[0]?.message;
  const amount = def.amount && moneyProblem(def.amount.field === 'salarioDiario' ? 'El salario diario' : 'El monto', values.amount);
  if (amount) problems.amount = amount;
  if (def.bonoTipo && values.tipo !== 'fijo') {
    const pierdeCon = pierdeConSchema.safeParse(values.pierdeCon.trim() === '' ? Number.NaN : Number(values.pierdeCon));
    if (!pierdeCon.success) problems.pierdeCon = pierdeCon.error.issues[0]?.message;
  }
  return problems;
}

/** The fields whose value differs between two states of the form: a change clears their refusals. */
export const changedFields = (before: CatalogueFormValues, after: CatalogueFormValues) =>
  (Object.keys(after) as (keyof CatalogueFormValues)[]).filter((k) => before[k] !== after[k]) as CatalogueField[];
