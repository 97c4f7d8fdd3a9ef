/** Weekdays, calendar dates and periods as people in Mexico read them (es-MX), whatever the browser's language. */
import { WEEKDAYS_ES, weekday } from '@reloj/contract/common';

/** 'lunes 9' → 'Lunes 9' (es-MX). */
export const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase('es-MX') + word.slice(1);

/** 'Domingo', 'Lunes', ... indexed by weekday number (0 = domingo). */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAYS_ES.map(capitalize);

/** 'dom', 'lun', ... */
export const WEEKDAY_SHORT: readonly string[] = WEEKDAYS_ES.map((day) => day.slice(0, 3));

/** The weekdays in the order a Mexican week is read: lunes first, domingo last. */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** Noon UTC of a calendar date, so no time zone can move it to another day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

const dayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const rangeFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const isDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(noonOf(date).getTime());

/** '2026-03-09' → 'lun 9 de mar' */
export const formatShortDay = (date: string) => (isDate(date) ? dayFormat.format(noonOf(date)) : date);

/** '2026-03-09' → 'lunes, 9 de marzo de 2026' */
export const formatLongDay = (date: string) => (isDate(date) ? longDayFormat.format(noonOf(date)) : date);

/** A period: 'lun 9 de mar – dom 15 de mar de 2026' (plain spaces: Intl puts thin ones around the dash). */
export function formatRango(desde: string, hasta: string): string {
  if (!isDate(desde) || !isDate(hasta)) return `${desde} – ${hasta}`;
  const text = desde === hasta ? rangeFormat.format(noonOf(desde)) : rangeFormat.formatRange(noonOf(desde), noonOf(hasta));
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** Weekday number of a calendar date, 0 = domingo. */
export const weekdayOf = weekday;

/** Rest days as a short list: [0] → 'dom'; [6, 0] → 'sáb y dom'; [] → 'ninguno'. */
export function formatDiasDescanso(days: readonly number[]): string {
  const names = WEEK_ORDER.filter((d) => days.includes(d)).map((d) => WEEKDAY_SHORT[d] ?? String(d));
  if (names.length === 0) return 'ninguno';
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

const dayMonthFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** '2026-02-02' → 'lunes, 2 de febrero' (the year is said elsewhere). */
export const formatDayMonth = (date: string) => (isDate(date) ? dayMonthFormat.format(noonOf(date)) : date);
