/**
 * Durations as a person reads them, the same on every screen, document and message (issue 45): '7 h 54 min',
 * '12 min', '1 h'. Decimal hours only where a payroll figure is decimal (overtime hours as the payroll counts and pays
 * them): '1.5 h'. The UI (ui/src/lib/dateTime.ts) and the payroll engine (payroll/src/notes.ts) re-export these.
 */

/** 474 → '7 h 54 min', 12 → '12 min', 60 → '1 h', 0 → '0 min' (rounded to the minute; a negative one keeps its sign). */
export function formatDuracion(minutos: number): string {
  const total = Math.round(Math.abs(minutos));
  const sign = minutos < 0 && total > 0 ? '-' : '';
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${sign}${m} min`;
  return `${sign}${m === 0 ? `${h} h` : `${h} h ${m} min`}`;
}

const decimalHours = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** A payroll figure in decimal hours: 1.5 → '1.5 h', 2 → '2 h', 0.25 → '0.25 h'. */
export const formatHorasDecimales = (horas: number): string => `${decimalHours.format(horas)} h`;
