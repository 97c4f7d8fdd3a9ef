import { addDays, weekday } from './calendar.js';
import type { Holiday } from './types.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The nth Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = `${year}-${pad(month)}-01`;
  const toMonday = (1 - weekday(first) + 7) % 7;
  return addDays(first, toMonday + 7 * (n - 1));
}

/**
 * Días de descanso obligatorio of LFT art. 74 for a year. Election days (fracc. IX) and company days
 * are not computable: the administrator adds them and the caller merges them in.
 */
export function lftHolidays(year: number): Holiday[] {
  const days: Holiday[] = [
    { fecha: `${year}-01-01`, nombre: 'Año Nuevo' },
    { fecha: nthMonday(year, 2, 1), nombre: 'Día de la Constitución' },
    { fecha: nthMonday(year, 3, 3), nombre: 'Natalicio de Benito Juárez' },
    { fecha: `${year}-05-01`, nombre: 'Día del Trabajo' },
    { fecha: `${year}-09-16`, nombre: 'Día de la Independencia' },
  ];
  // Fracc. VII: 1 October every six years, when the Federal Executive changes hands (next in 2030).
  if (year >= 2030 && (year - 2030) % 6 === 0) {
    days.push({ fecha: `${year}-10-01`, nombre: 'Transmisión del Poder Ejecutivo Federal' });
  }
  days.push({ fecha: nthMonday(year, 11, 3), nombre: 'Día de la Revolución' }, { fecha: `${year}-12-25`, nombre: 'Navidad' });
  return days;
}

/** LFT art. 74 days falling between desde and hasta (both included), for periods spanning a new year. */
export function lftHolidaysBetween(desde: string, hasta: string): Holiday[] {
  const out: Holiday[] = [];
  for (let year = Number(desde.slice(0, 4)); year <= Number(hasta.slice(0, 4)); year += 1) {
    out.push(...lftHolidays(year).filter((h) => h.fecha >= desde && h.fecha <= hasta));
  }
  return out;
}
