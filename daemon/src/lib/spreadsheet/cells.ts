import { addDays, fromDayMonthYear, isCalendarDate } from '@reloj/contract/dates';
import type { Cell } from './readTable.js';

/** Excel's day 0 of the 1900 date system as it counts from day 61 on (its phantom 29/02/1900 comes before). */
const EXCEL_EPOCH = '1899-12-30';
const pad = (n: number) => String(n).padStart(2, '0');

/** Text as written; a number as its digits ('7', '330.5'); a date as AAAA-MM-DD; blank is ''. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** A workbook date (read at UTC midnight) or an Excel serial number as AAAA-MM-DD. */
const fromDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const fromSerial = (serial: number) => (serial >= 61 && serial < 2_958_466 ? addDays(EXCEL_EPOCH, Math.floor(serial)) : undefined);

/**
 * A date cell as AAAA-MM-DD: a workbook date, an Excel serial number (a date cell saved without its format, or a
 * CSV of one: '43997'), 'dd/mm/aaaa' or 'AAAA-MM-DD'. undefined when it is none of them or no real day.
 */
export function cellDate(cell: Cell): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : fromDate(cell);
  if (typeof cell === 'number') return fromSerial(cell);
  const text = cellText(cell);
  if (/^\d{5}(\.\d+)?$/.test(text)) return fromSerial(Number(text));
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : fromDayMonthYear(text);
  return iso !== null && isCalendarDate(iso) ? iso : undefined;
}

/**
 * A time cell as HH:MM: a workbook time (a date on 1899-12-30, or the fraction of a day), '9:00', '09:00:00',
 * '6:30 p.m.'. Anything else is answered as written, for the employee schema to refuse with its sentence.
 */
export function cellTime(cell: Cell): string {
  const ofMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
  if (cell instanceof Date) return ofMinutes(((Math.round(cell.getTime() / 60_000) % 1440) + 1440) % 1440);
  if (typeof cell === 'number' && cell >= 0 && cell < 1) return ofMinutes(Math.round(cell * 1440) % 1440);
  const text = cellText(cell);
  const typed = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text);
  if (!typed) return text;
  let hours = Number(typed[1]);
  const meridiem = typed[3]?.toLowerCase();
  if (meridiem && (hours < 1 || hours > 12)) return text;
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  return `${pad(hours)}:${typed[2]}`;
}

/** A whole number cell: a number as it is, digits as a number; anything else as written (for the schema's sentence). */
export function cellInteger(cell: Cell): number | string {
  if (typeof cell === 'number') return cell;
  const text = cellText(cell);
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** Pesos: a number as it is; text without '$' or spaces, for the contract's parser ('330,50' is 330.50). */
export function cellPesos(cell: Cell): number | string {
  if (typeof cell === 'number') return cell;
  return cellText(cell)
    .replace(/^\$\s*/, '')
    .replace(/\s+/g, '');
}

export const isBlankCell = (cell: Cell | undefined): boolean => cell === undefined || cellText(cell ?? null) === '';
