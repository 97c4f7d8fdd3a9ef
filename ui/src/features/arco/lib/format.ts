import { WEEKDAYS_ES } from '@reloj/contract/common';
import { INCIDENCIA_LABELS, type IncidenciaTipo } from '@reloj/contract/payroll';
import { punchTypeLabels } from '../../attendance/messages';
import { WEEK_ORDER } from '../../prenomina/lib/calendar';

/** 'entrada' → 'Entrada'; an unknown kind as it came. */
export const punchTypeLabel = (tipo: string) => punchTypeLabels[tipo as keyof typeof punchTypeLabels] ?? tipo;

/** 'vacaciones' → 'Vacaciones'; an unknown kind as it came. */
export const incidenciaLabel = (tipo: string) => INCIDENCIA_LABELS[tipo as IncidenciaTipo] ?? tipo;

/** 90 → '1 h 30 min', 45 → '45 min', 120 → '2 h'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Rest days in full, lunes first, for a document: [6, 0] → 'sábado y domingo'; [] → 'ninguno'. */
export function formatRestDays(days: readonly number[]): string {
  const names = WEEK_ORDER.filter((d) => days.includes(d)).map((d) => WEEKDAYS_ES[d] ?? String(d));
  if (names.length === 0) return 'ninguno';
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}
