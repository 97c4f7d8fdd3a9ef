/** Spanish wording of the engine's notes and reasons. */
export { INCIDENCIA_LABELS as INCIDENCIA_LABEL } from '@reloj/contract/incidencias';

/** 90 → '1 h 30 min', 120 → '2 h', 30 → '30 min'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
