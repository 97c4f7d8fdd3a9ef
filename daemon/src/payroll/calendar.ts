/**
 * Calendar arithmetic on local dates and times. Everything is read as naive local wall-clock time
 * (UTC arithmetic on the digits): Mexico has had no daylight saving time since 2022, so a local
 * minute count is a true elapsed time.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = domingo … 6 = sábado. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every date from desde to hasta, both included. */
export function datesBetween(desde: string, hasta: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(desde); n <= dayNumber(hasta); n += 1) out.push(fromDayNumber(n));
  return out;
}

/** The first day of the week holding `date`, weeks starting on `inicioSemana`. */
export function weekStart(date: string, inicioSemana: number): string {
  return addDays(date, -((weekday(date) - inicioSemana + 7) % 7));
}

/** 'HH:MM' as minutes since midnight. */
export function clockMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Local 'YYYY-MM-DDTHH:MM' as minutes on one continuous local time line. */
export function localMinutes(dateTime: string): number {
  return Date.parse(`${dateTime.slice(0, 16)}:00Z`) / MINUTE_MS;
}

/** A local date plus minutes since its midnight (may exceed 24 h) on the same time line as localMinutes. */
export function atMinutes(date: string, minutes: number): number {
  return dayNumber(date) * 24 * 60 + minutes;
}
