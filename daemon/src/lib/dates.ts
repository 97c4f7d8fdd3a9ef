/** Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM, 24 h) as the API speaks them: contract/src/dates.ts. */
export { addYears, isCalendarDate, isClockTime, localDate, wallClock } from '@reloj/contract/dates';

/** '2027-03-01' -> '1 de marzo de 2027' (es-MX), for messages people read. */
export function formatDateEs(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
