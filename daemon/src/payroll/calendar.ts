/**
 * Calendar arithmetic on local dates and times. Everything is read as naive local wall-clock time
 * (UTC arithmetic on the digits): Mexico has had no daylight saving time since 2022, so a local
 * minute count is a true elapsed time.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export { addDays, clockMinutes, datesBetween, weekday, weekStart } from '@reloj/contract/dates';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Local 'YYYY-MM-DDTHH:MM' as minutes on one continuous local time line. */
export function localMinutes(dateTime: string): number {
  return Date.parse(`${dateTime.slice(0, 16)}:00Z`) / MINUTE_MS;
}

/** A local date plus minutes since its midnight (may exceed 24 h) on the same time line as localMinutes. */
export function atMinutes(date: string, minutes: number): number {
  return dayNumber(date) * 24 * 60 + minutes;
}
