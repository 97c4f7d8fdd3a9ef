/**
 * Dates as 'dd/mm/aaaa' and times as 'HH:MM' (24 hours) in text inputs, whatever the browser's language, while
 * the forms keep the API's values: 'aaaa-mm-dd' and 'HH:MM'. Pure functions: the masks for typing, the parsers,
 * and the Spanish sentence for what cannot be a date or a time. dd/mm/aaaa itself is the contract's (dates.ts).
 */
import { dayMonthYear, fromDayMonthYear, isCalendarDate } from '@reloj/contract/dates';

export const DATE_PLACEHOLDER = 'dd/mm/aaaa';
export const TIME_PLACEHOLDER = 'HH:MM';

/** Years a person types in this panel: an entry date, a holiday, a pay period. */
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

export const dateTimeText = {
  dateIncomplete: 'Escribe la fecha completa: dd/mm/aaaa.',
  dateImpossible: (text: string) => `La fecha ${text} no existe.`,
  dateYear: `Escribe el año con cuatro cifras, entre ${YEAR_MIN} y ${YEAR_MAX}.`,
  dateBefore: (min: string) => `La fecha debe ser el ${dateTextOf(min)} o después.`,
  dateAfter: (max: string) => `La fecha debe ser el ${dateTextOf(max)} o antes.`,
  timeIncomplete: 'Escribe la hora completa: HH:MM, de 00:00 a 23:59.',
  timeImpossible: (text: string) => `La hora ${text} no existe: usa de 00:00 a 23:59.`,
};

/** The digits of each part: day, month, year; hour, minute. */
const DATE_PARTS = [2, 2, 4] as const;
const TIME_PARTS = [2, 2] as const;

/**
 * Digits into parts joined by `separator`, each part at most its size. The separator appears when a full part is
 * followed by another digit (so that deleting it is not undone); any other character typed closes a short part
 * ('9/3/2026'): the parser reads it and leaving the field writes it in full.
 */
function mask(raw: string, sizes: readonly number[], separator: string): string {
  const done: string[] = [];
  let current = '';
  let closedByHand = false;
  for (const char of raw) {
    const last = done.length === sizes.length - 1;
    if (char >= '0' && char <= '9') {
      closedByHand = false;
      if (current.length === sizes[done.length]) {
        if (last) break;
        done.push(current);
        current = '';
      }
      current += char;
    } else if (current !== '' && !last) {
      done.push(current);
      current = '';
      closedByHand = true;
    }
  }
  const head = done.join(separator);
  return done.length > 0 && (current !== '' || closedByHand) ? `${head}${separator}${current}` : `${head}${current}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_TEXT = /^(\d{1,2}):(\d{2})$/;
const pad2 = (digits: string) => digits.padStart(2, '0');

/** What is typed or pasted, as 'dd/mm/aaaa' or the beginning of it; a pasted 'aaaa-mm-dd' is turned around. */
export function maskDate(raw: string): string {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(raw);
  if (iso) return `${pad2(iso[3]!)}/${pad2(iso[2]!)}/${iso[1]}`;
  return mask(raw, DATE_PARTS, '/');
}

/** What is typed or pasted, as 'HH:MM' or the beginning of it ('0930' is '09:30'; seconds are dropped). */
export const maskTime = (raw: string): string => mask(raw, TIME_PARTS, ':');

/** 'aaaa-mm-dd' as 'dd/mm/aaaa'; '' for anything else. */
export const dateTextOf = (iso: string): string => (ISO_DATE.test(iso) ? dayMonthYear(iso) : '');

/** 'HH:MM' or 'HH:MM:SS' as 'HH:MM'; '' for anything else. */
export function timeTextOf(value: string): string {
  const match = /^(\d{2}):(\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]}:${match[2]}` : '';
}

/**
 * What a typed text means: its API value ('' when it has none), its text written in full ('9/3/2026' is
 * '09/03/2026') and why it is not a date or time. `whole`: the text has every part, so a problem can be told while
 * typing; an unfinished text is told when the field is left.
 */
export type ParsedText = { value: string; text: string; problem: string | null; whole: boolean };

const unfinished = (text: string, sentence: string): ParsedText => ({ value: '', text, problem: sentence, whole: false });
const wrong = (text: string, sentence: string): ParsedText => ({ value: '', text, problem: sentence, whole: true });

/**
 * A typed date: its 'aaaa-mm-dd', or why it is not one. Nothing typed is no problem here (whether the date is
 * required is the form's to say); `min` and `max` are 'aaaa-mm-dd'.
 */
export function parseDateText(typed: string, limits: { min?: string; max?: string } = {}): ParsedText {
  if (typed === '') return { value: '', text: '', problem: null, whole: false };
  const value = fromDayMonthYear(typed);
  if (value === null) return unfinished(typed, dateTimeText.dateIncomplete);
  const text = dayMonthYear(value);
  const year = Number(value.slice(0, 4));
  if (year < YEAR_MIN || year > YEAR_MAX) return wrong(text, dateTimeText.dateYear);
  if (!isCalendarDate(value)) return wrong(text, dateTimeText.dateImpossible(text));
  if (limits.min && value < limits.min) return wrong(text, dateTimeText.dateBefore(limits.min));
  if (limits.max && value > limits.max) return wrong(text, dateTimeText.dateAfter(limits.max));
  return { value, text, problem: null, whole: true };
}

/** A typed time: its 'HH:MM', or why it is not one; nothing typed is no problem here. */
export function parseTimeText(typed: string): ParsedText {
  if (typed === '') return { value: '', text: '', problem: null, whole: false };
  const match = TIME_TEXT.exec(typed);
  if (!match) return unfinished(typed, dateTimeText.timeIncomplete);
  const text = `${pad2(match[1]!)}:${match[2]}`;
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return wrong(text, dateTimeText.timeImpossible(text));
  return { value: text, text, problem: null, whole: true };
}

/** A time left with only its hour typed is that hour o'clock: '9' is '9:00', '18' is '18:00'. */
export const completeHour = (typed: string): string => (/^\d{1,2}$/.test(typed) ? `${typed}:00` : typed);
