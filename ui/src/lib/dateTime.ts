/**
 * Dates and times as a person in Mexico reads them (es-MX, 24-hour clock, Spanish names whatever the browser's
 * language): the UI's one module of date formatting. Instants (ISO strings from the server, or Dates) are shown in
 * the box's time zone (lib/clock.ts), never the browser's; calendar dates 'YYYY-MM-DD' are never moved by a time zone.
 * Text that is not a date is shown as it came. Calendar arithmetic and dd/mm/aaaa are the contract's (dates.ts).
 */
import { WEEKDAYS_ES } from '@reloj/contract/common';
import { localDate as localDateIn } from '@reloj/contract/dates';
import { boxTimeZone, now } from './clock';
import { capitalize } from './text';

// ---- Instants, in the box's time zone ----

function parse(when: string | Date): Date | null {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A formatter of instants in the box's zone, made once per zone (the zone is known once the box has answered). */
const formatWith = (options: Intl.DateTimeFormatOptions) => {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (when: string | Date): string => {
    const date = parse(when);
    if (!date) return String(when);
    const zone = boxTimeZone();
    let format = byZone.get(zone);
    if (!format) byZone.set(zone, (format = new Intl.DateTimeFormat('es-MX', { ...options, timeZone: zone })));
    return format.format(date);
  };
};

/** '22 nov 2026' */
export const formatDate = formatWith({ dateStyle: 'medium' });

/** 'dom, 22 de nov de 2026' */
export const formatDay = formatWith({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** 'domingo, 22 de noviembre de 2026' (the kiosk's date line) */
export const formatLongDate = formatWith({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '22/11/2026' */
export const formatNumericDate = formatWith({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** '07:58' */
export const formatTime = formatWith({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '07:58:03' (the kiosk's clock) */
export const formatClock = formatWith({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** '22 nov 2026, 07:58' */
export const formatDateTime = formatWith({ dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/** '22/11/2026, 07:58' (a value in the audit log) */
export const formatNumericDateTime = formatWith({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '22/11/2026 07:58': a moment on a document (a consent, a notice), dd/mm/aaaa and a 24-hour clock. */
export const formatDateAndTime = (when: string | Date) => `${formatNumericDate(when)} ${formatTime(when)}`;

/** 'domingo, 22 de noviembre de 2026, 07:58' */
export const formatLong = formatWith({ dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' });

// ---- Calendar dates 'YYYY-MM-DD' (working days, periods, holidays) ----

/** Noon UTC of a calendar date, so no time zone can move it to another day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
const isDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(noonOf(date).getTime());

const calendarDayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const rangeFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonthFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A calendar date YYYY-MM-DD (a working day) as 'dom, 22 de nov de 2026'. */
export const formatCalendarDay = (day: string) => (isDate(day) ? calendarDayFormat.format(noonOf(day)) : day);

/** '2026-03-09' → 'lun 9 de mar' */
export const formatShortDay = (date: string) => (isDate(date) ? shortDayFormat.format(noonOf(date)) : date);

/** '2026-03-09' → 'lunes, 9 de marzo de 2026' */
export const formatLongDay = (date: string) => (isDate(date) ? longDayFormat.format(noonOf(date)) : date);

/** '2026-02-02' → 'lunes, 2 de febrero' (the year is said elsewhere). */
export const formatDayMonth = (date: string) => (isDate(date) ? dayMonthFormat.format(noonOf(date)) : date);

/** A period: 'lun 9 de mar – dom 15 de mar de 2026' (plain spaces: Intl puts thin ones around the dash). */
export function formatRango(desde: string, hasta: string): string {
  if (!isDate(desde) || !isDate(hasta)) return `${desde} – ${hasta}`;
  const text = desde === hasta ? rangeFormat.format(noonOf(desde)) : rangeFormat.formatRange(noonOf(desde), noonOf(hasta));
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

// ---- Weekdays (0 = domingo) ----

/** 'Domingo', 'Lunes', ... indexed by weekday number. */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAYS_ES.map(capitalize);

/** 'dom', 'lun', ... */
export const WEEKDAY_SHORT: readonly string[] = WEEKDAYS_ES.map((day) => day.slice(0, 3));

/** The weekdays in the order a Mexican week is read: lunes first, domingo last. */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** Days as a list, lunes first, in `names`: [6, 0] → 'sáb y dom'; [] → 'ninguno'. */
function listDays(days: readonly number[], names: readonly string[]): string {
  const list = WEEK_ORDER.filter((d) => days.includes(d)).map((d) => names[d] ?? String(d));
  if (list.length === 0) return 'ninguno';
  return list.length === 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} y ${list[list.length - 1]}`;
}

/** Rest days as a short list: [0] → 'dom'; [6, 0] → 'sáb y dom'; [] → 'ninguno'. */
export const formatDiasDescanso = (days: readonly number[]) => listDays(days, WEEKDAY_SHORT);

/** Rest days in full, for a document: [6, 0] → 'sábado y domingo'; [] → 'ninguno'. */
export const formatRestDays = (days: readonly number[]) => listDays(days, WEEKDAYS_ES);

// ---- Durations ----

/** 8 → '8 min', 75 → '1 h 15 min', 120 → '2 h': the one format of durations (contract/src/duracion.ts). */
export { formatDuracion as formatMinutes, formatHorasDecimales } from '@reloj/contract/duracion';

// ---- Today ----

/** The box's local date of an instant as YYYY-MM-DD (the value of a date input); the box's today by default. */
export const localDate = (date: Date = now()): string => localDateIn(date, boxTimeZone());

/** The box's local date of an ISO instant, YYYY-MM-DD. */
export function localDayOf(iso: string): string {
  const date = parse(iso);
  return date ? localDate(date) : iso;
}
