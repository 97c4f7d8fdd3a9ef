import { addDays, daysBetween, isCalendarDate } from '@reloj/contract/dates';
import { todayIn } from './format.js';

/** The longest range the page shows at once. */
export const MAX_RANGE_DAYS = 31;
export const DEFAULT_RANGE_DAYS = 7;

export type Range = { desde: string; hasta: string };
export type RangeResult = { ok: true; range: Range } | { ok: false; error: string; range: Range };

/** `?desde=&hasta=` (YYYY-MM-DD, as the date inputs send them); neither: the last 7 days. Errors in Spanish. */
export function parseRange(params: URLSearchParams, timeZone: string, now: Date = new Date()): RangeResult {
  const hoy = todayIn(timeZone, now);
  const fallback = { desde: addDays(hoy, -(DEFAULT_RANGE_DAYS - 1)), hasta: hoy };
  const desde = params.get('desde')?.trim() || '';
  const hasta = params.get('hasta')?.trim() || '';
  if (!desde && !hasta) return { ok: true, range: fallback };
  const fail = (error: string): RangeResult => ({ ok: false, error, range: fallback });
  if (!desde || !hasta) return fail('Indica las dos fechas: desde y hasta.');
  if (!isCalendarDate(desde)) return fail(`La fecha inicial (desde) no es una fecha válida: «${desde}». Usa el formato AAAA-MM-DD.`);
  if (!isCalendarDate(hasta)) return fail(`La fecha final (hasta) no es una fecha válida: «${hasta}». Usa el formato AAAA-MM-DD.`);
  const days = daysBetween(desde, hasta);
  if (days < 0) return fail('La fecha final (hasta) no puede ser anterior a la inicial (desde).');
  if (days + 1 > MAX_RANGE_DAYS) return fail(`El rango admite como máximo ${MAX_RANGE_DAYS} días.`);
  return { ok: true, range: { desde, hasta } };
}
