import { addDays, dayMonthYear, daysBetween, isCalendarDate, localDate } from '@reloj/contract/dates';
import { systemNow } from '../clock.js';

/** The longest range the page shows at once. */
export const MAX_RANGE_DAYS = 31;
export const DEFAULT_RANGE_DAYS = 7;

export type Range = { desde: string; hasta: string };
export type RangeResult = { ok: true; range: Range } | { ok: false; error: string; range: Range };

/** 'dd/mm/aaaa' as a person types it in the form (or AAAA-MM-DD, as the page's own links carry it) → AAAA-MM-DD. */
export function fromTyped(value: string): string {
  const typed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return typed ? `${typed[3]}-${typed[2]!.padStart(2, '0')}-${typed[1]!.padStart(2, '0')}` : value;
}

/** AAAA-MM-DD → 'dd/mm/aaaa', what the form shows whatever the browser's language. */
export const toTyped = dayMonthYear;

/** `?desde=&hasta=` (dd/mm/aaaa from the form, AAAA-MM-DD from links); neither: the last 7 days. Errors in Spanish. */
export function parseRange(params: URLSearchParams, timeZone: string, now: Date = systemNow()): RangeResult {
  const hoy = localDate(now, timeZone);
  const fallback = { desde: addDays(hoy, -(DEFAULT_RANGE_DAYS - 1)), hasta: hoy };
  const [typedDesde, typedHasta] = [params.get('desde')?.trim() || '', params.get('hasta')?.trim() || ''];
  const [desde, hasta] = [fromTyped(typedDesde), fromTyped(typedHasta)];
  if (!desde && !hasta) return { ok: true, range: fallback };
  const fail = (error: string): RangeResult => ({ ok: false, error, range: fallback });
  if (!desde || !hasta) return fail('Indica las dos fechas: desde y hasta.');
  if (!isCalendarDate(desde)) return fail(`La fecha inicial (desde) no es una fecha válida: «${typedDesde}». Usa el formato dd/mm/aaaa.`);
  if (!isCalendarDate(hasta)) return fail(`La fecha final (hasta) no es una fecha válida: «${typedHasta}». Usa el formato dd/mm/aaaa.`);
  const days = daysBetween(desde, hasta);
  if (days < 0) return fail('La fecha final (hasta) no puede ser anterior a la inicial (desde).');
  if (days + 1 > MAX_RANGE_DAYS) return fail(`El rango admite como máximo ${MAX_RANGE_DAYS} días.`);
  return { ok: true, range: { desde, hasta } };
}
