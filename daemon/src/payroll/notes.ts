/** Spanish wording of the engine's notes and reasons. */
import type { IncidenciaTipo } from './types.js';

export const INCIDENCIA_LABEL: Record<IncidenciaTipo, string> = {
  horas_extra: 'Horas extra autorizadas',
  falta_justificada: 'Falta justificada',
  permiso_con_goce: 'Permiso con goce de sueldo',
  permiso_sin_goce: 'Permiso sin goce de sueldo',
  vacaciones: 'Vacaciones',
  incapacidad: 'Incapacidad',
};

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
