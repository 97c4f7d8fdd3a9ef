import { addDays, instantOf, localDate, wallClock } from '@reloj/contract/dates';

/** The test daemons' zone (the box's default `TZ`): a test's "today" is the box's, whatever the machine's zone. */
export const BOX_ZONE = 'America/Mexico_City';

/** Today on the box, YYYY-MM-DD (the date the screens propose and the daemon decides with). */
export const boxToday = (): string => localDate(new Date(), BOX_ZONE);

/** The instant of a wall-clock time on the box, `daysAgo` days before the box's today. */
export const boxTimeAgo = (daysAgo: number, hour: number, minute = 0): Date =>
  instantOf(`${addDays(boxToday(), -daysAgo)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, BOX_ZONE);

/** The box's calendar date of an instant, YYYY-MM-DD. */
export const boxDateOf = (instant: Date): string => localDate(instant, BOX_ZONE);

/** An instant as the box's wall clock shows it on a document: dd/mm/aaaa and HH:MM. */
export function boxDayAndTime(instant: Date): { fecha: string; hora: string } {
  const { date, hour, minute } = wallClock(instant, BOX_ZONE);
  return { fecha: `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`, hora: `${hour}:${minute}` };
}
