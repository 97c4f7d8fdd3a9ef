/** Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM, 24 h) as the API speaks them. */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written YYYY-MM-DD: '2026-02-30' and '2026-2-3' are not. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for HH:MM on 24 hours, two digits each: '07:05' and '23:59' are; '7:5', '24:00' and '07:05:00' are not. */
export function isClockTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** The local calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Local wall-clock parts of an instant in an IANA time zone (the box's TZ, America/Mexico_City by default). */
export function wallClock(instant: Date, timeZone: string): { date: string; hour: string; minute: string; second: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, daysInMonth(year, m)))}`;
}

/** '2027-03-01' -> '1 de marzo de 2027' (es-MX), for messages people read. */
export function formatDateEs(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
