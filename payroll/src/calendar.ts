/**
 * Calendar arithmetic on local dates and times. Everything is read as naive local wall-clock time
 * (UTC arithmetic on the digits): Mexico has had no daylight saving time since 2022, so a local
 * minute count is a true elapsed time.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

import { datesBetween as contractDatesBetween, weekday as contractWeekday, weekStart as contractWeekStart } from '@reloj/contract/dates';

export { addDays, clockMinutes } from '@reloj/contract/dates';

/**
 * The contract's calendar, remembered: the engine asks the same few dates for every employee and every day, and a
 * pre-nómina of 500 employees spent almost half its time recomputing them. Each cache is bounded.
 */
function remembered<R>(compute: (key: string) => R): (key: string) => R {
  const cache = new Map<string, R>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= 20_000) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

const weekStartOf = remembered((key) => contractWeekStart(key.slice(0, 10), Number(key.slice(10))));
const weekdayOf = remembered(contractWeekday);
const datesOf = remembered((key) => contractDatesBetween(key.slice(0, 10), key.slice(10)));

/** The first day of the week holding `date`, weeks starting on `inicioSemana` (0 = domingo). */
export const weekStart = (date: string, inicioSemana: number): string => weekStartOf(date + inicioSemana);
/** Weekday of a calendar date, 0 = domingo. */
export const weekday = (date: string): number => weekdayOf(date);
/** Every date from desde to hasta, both included; the array is shared: never change it. */
export const datesBetween = (desde: string, hasta: string): readonly string[] => datesOf(desde + hasta);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Local 'YYYY-MM-DDTHH:MM' as minutes on one continuous local time line. */
export function localMinutes(dateTime: string): number {
  return Date.parse(`${dateTime.slice(0, 16)}:00Z`) / MINUTE_MS;
}

/** A local date plus minutes since its midnight (may exceed 24 h) on the same time line as localMinutes. */
export function atMinutes(date: string, minutes: number): number {
  return dayNumber(date) * 24 * 60 + minutes;
}
