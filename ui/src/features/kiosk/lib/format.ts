/** Times and dates as a person in Mexico reads them (24-hour clock, Spanish weekday and month), in the browser's time zone. */
const clockFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const hourMinuteFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const longDateFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 07:58:03 */
export const formatClock = (date: Date) => clockFormat.format(date);

/** domingo, 22 de noviembre de 2026 */
export const formatLongDate = (date: Date) => longDateFormat.format(date);

/** The HH:MM of an ISO timestamp from the server; the raw text if it cannot be read. */
export function formatPunchTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : hourMinuteFormat.format(date);
}
