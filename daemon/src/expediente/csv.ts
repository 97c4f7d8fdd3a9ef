import { asText } from '@reloj/payroll/export';

/** A cell: a figure the box writes itself (a date, an id, 'sí'), or `{text}` typed by a person, guarded against formulas. */
export type CsvCell = string | { text: string };

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV as the box's other exports write it (GET /api/attendance?formato=csv): UTF-8 with a BOM and CRLF, so Excel
 * (es-MX) opens it with accents intact; commas; RFC 4180 quoting; typed text that starts like a formula kept as text.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map((c) => quote(typeof c === 'string' ? c : asText(c.text))).join(',');
  return `\uFEFF${[header.join(','), ...rows.map(line)].join('\r\n')}\r\n`;
}
