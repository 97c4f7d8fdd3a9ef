/**
 * Dates and times as a person in Mexico reads them (es-MX, 24-hour clock), in the browser's time zone
 * (the box's, on the LAN). Text that is not a date is shown as it came.
 */
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateTimeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
const longFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatWith = (format: Intl.DateTimeFormat) => (iso: string) => {
  const date = parse(iso);
  return date ? format.format(date) : iso;
};

/** '22 nov 2026' */
export const formatDate = formatWith(dateFormat);

/** 'dom, 22 de nov de 2026' */
export const formatDay = formatWith(dayFormat);

/** '07:58' */
export const formatTime = formatWith(timeFormat);

/** '22 nov 2026, 07:58' */
export const formatDateTime = formatWith(dateTimeFormat);

/** 'domingo, 22 de noviembre de 2026, 07:58' */
export const formatLong = formatWith(longFormat);

/** A calendar date YYYY-MM-DD (a working day) as 'dom, 22 de nov de 2026'. */
export const formatCalendarDay = (day: string) => formatDay(`${day}T12:00:00`);

/** The local date of an instant as YYYY-MM-DD (the value of a date input); today by default. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date of an ISO instant, YYYY-MM-DD. */
export function localDayOf(iso: string): string {
  const date = parse(iso);
  return date ? localDate(date) : iso;
}
