/** Spanish wording of the engine's notes and reasons. */
export { INCIDENCIA_LABELS as INCIDENCIA_LABEL } from '@reloj/contract/incidencias';

/** 90 → '1 h 30 min', 120 → '2 h', 30 → '30 min': the one format of durations (contract/src/duracion.ts). */
export { formatDuracion as formatMinutes } from '@reloj/contract/duracion';

export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
