/**
 * The one module of calendar arithmetic, for the daemon and the UI, on date-fns. Calendar dates are
 * 'YYYY-MM-DD' strings and clock times 'HH:MM'; instants are converted to the box's wall clock with
 * @date-fns/tz (America/Mexico_City by default; Mexico has had no daylight saving time since 2022).
 */
import { TZDate } from '@date-fns/tz';
// One function a module: date-fns' index loads all of its 300 (issue 46: the daemon's start before READY).
import { addDays as addDaysFns } from 'date-fns/addDays';
import { addYears as addYearsFns } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { getDay } from 'date-fns/getDay';
import { isValid } from 'date-fns/isValid';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/**
 * Noon, so that no calendar date is ever read on the wrong side of midnight. Built from the digits rather than with
 * date-fns' parse, which is slow enough to dominate a pre-nómina of hundreds of employees; setFullYear keeps years
 * below 100 as written.
 */
function toDate(date: string): Date {
  const d = new Date(2000, 0, 1, 12);
  d.setFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return d;
}
const toText = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** True for a real calendar date written YYYY-MM-DD: '2026-02-30' and '2026-2-3' are not. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = toDate(value);
  return isValid(d) && toText(d) === value;
}

/** True for HH:MM on 24 hours, two digits each: '07:05' and '23:59' are; '7:5', '24:00' and '07:05:00' are not. */
export const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** The calendar date `days` after (or before, when negative) `date`. */
export const addDays = (date: string, days: number): string => toText(addDaysFns(toDate(date), days));

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export const addYears = (date: string, years: number): string => toText(addYearsFns(toDate(date), years));

/** Days from `desde` to `hasta` (negative when hasta comes first). */
export const daysBetween = (desde: string, hasta: string): number => differenceInCalendarDays(toDate(hasta), toDate(desde));

/** Every date from desde to hasta, both included (none when hasta comes first). */
export const datesBetween = (desde: string, hasta: string): string[] =>
  daysBetween(desde, hasta) < 0 ? [] : eachDayOfInterval({ start: toDate(desde), end: toDate(hasta) }).map(toText);

/** Weekday of a calendar date, 0 = domingo … 6 = sábado. */
export const weekday = (date: string): number => getDay(toDate(date));

/** The first day of the week holding `date`, weeks starting on `inicioSemana` (0 = domingo). */
export const weekStart = (date: string, inicioSemana: number): string => addDays(date, -((weekday(date) - inicioSemana + 7) % 7));

/** 'YYYY-MM-DD' as people in Mexico write it, 'dd/mm/aaaa', whatever the reader's locale. */
export const dayMonthYear = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * 'dd/mm/aaaa' as a person types it (day and month may have one digit: '9/3/2026') as 'YYYY-MM-DD'; null for text
 * not written so. Whether that day exists is isCalendarDate's to say.
 */
export function fromDayMonthYear(text: string): string | null {
  const typed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return typed ? `${typed[3]}-${typed[2]!.padStart(2, '0')}-${typed[1]!.padStart(2, '0')}` : null;
}

/** '2027-03-01' -> '1 de marzo de 2027' (es-MX), for sentences people read. */
const longDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });
export function formatDateEs(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return longDate.format(Date.UTC(y, m - 1, d));
}

/** 'HH:MM' as minutes since midnight. */
export const clockMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Local wall-clock parts of an instant in an IANA time zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; hour: string; minute: string; second: string } {
  const local = new TZDate(instant.getTime(), timeZone);
  return { date: toText(local), hour: pad(local.getHours()), minute: pad(local.getMinutes()), second: pad(local.getSeconds()) };
}

/**
 * An instant as the wall clock of an IANA time zone reads it, with that zone's UTC offset at the time, to the second:
 * '2026-11-27T08:01:00-06:00' (a file a person reads, such as the ARCO export; the API otherwise speaks UTC).
 */
export function localIsoWithOffset(instant: Date, timeZone: string): string {
  const { date, hour, minute, second } = wallClock(instant, timeZone);
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = Math.round((Date.parse(`${date}T${hour}:${minute}:${second}Z`) - wholeSecond) / 60_000);
  const abs = Math.abs(offset);
  return `${date}T${hour}:${minute}:${second}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The local calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export const localDate = (instant: Date, timeZone: string): string => toText(new TZDate(instant.getTime(), timeZone));

/** The instant of a local 'YYYY-MM-DDTHH:MM' in an IANA time zone. */
export function instantOf(localDateTime: string, timeZone: string): Date {
  const [date, time] = localDateTime.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}
