/**
 * Dates and times as a person in Mexico reads them (es-MX, 24-hour clock), in the browser's time zone
 * (the box's, on the LAN), for the admin panel and the kiosk. Each formatter takes an ISO string from the
 * server or a Date; text that is not a date is shown as it came. Calendar arithmetic is the contract's (dates.ts).
 */
import { localDate as localDateIn } from '@reloj/contract/dates';

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const clockFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const dateTimeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
const longFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' });

function parse(when: string | Date): Date | null {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatWith =
  (format: Intl.DateTimeFormat) =>
  (when: string | Date): string => {
    const date = parse(when);
    return date ? format.format(date) : String(when);
  };

/** '22 nov 2026' */
export const formatDate = formatWith(dateFormat);

/** 'dom, 22 de nov de 2026' */
export const formatDay = formatWith(dayFormat);

/** 'domingo, 22 de noviembre de 2026' (the kiosk's date line) */
export const formatLongDate = formatWith(longDateFormat);

/** '07:58' */
export const formatTime = formatWith(timeFormat);

/** '07:58:03' (the kiosk's clock) */
export const formatClock = formatWith(clockFormat);

/** '22 nov 2026, 07:58' */
export const formatDateTime = formatWith(dateTimeFormat);

/** 'domingo, 22 de noviembre de 2026, 07:58' */
export const formatLong = formatWith(longFormat);

/** A calendar date YYYY-MM-DD (a working day) as 'dom, 22 de nov de 2026'. */
export const formatCalendarDay = (day: string) => formatDay(`${day}T12:00:00`);

/** The browser's time zone (the box's, on the LAN). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The local date of an instant as YYYY-MM-DD (the value of a date input); today by default. */
export const localDate = (date = new Date()): string => localDateIn(date, browserTimeZone());

/** The local date of an ISO instant, YYYY-MM-DD. */
export function localDayOf(iso: string): string {
  const date = parse(iso);
  return date ? localDate(date) : iso;
}
