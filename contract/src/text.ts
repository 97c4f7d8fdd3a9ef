/**
 * Free text a person types and others read (device names, the privacy notice, the company name on the tarjetas,
 * notes, motivos, export profiles): no character that hides or reorders what is shown.
 */

// Control (C0, DEL, C1: NUL, ESC...), format (the bidi overrides and isolates U+202A-U+202E and U+2066-U+2069,
// U+200B, U+FEFF...), surrogate, private-use and unassigned code points.
const INVISIBLE = /\p{C}/u;
// The same, except the tab and the line breaks a multi-line field (or a paste from a spreadsheet) brings.
const INVISIBLE_BUT_LINE_BREAKS = /(?![\t\n\r])\p{C}/u;

/** Whether a text has no control or invisible character; `multiline` lets tabs and line breaks through. */
export const isVisibleText = (raw: string, options: { multiline?: boolean } = {}): boolean =>
  !(options.multiline ? INVISIBLE_BUT_LINE_BREAKS : INVISIBLE).test(raw);

/** The Spanish sentence for a text that has them, starting with `label` ('El nombre', 'La nota'). */
export const invisibleTextMessage = (label: string): string => `${label} tiene caracteres no permitidos (de control o invisibles).`;

/** `.refine(...visibleText('La nota'))` on a zod string: refuses control and invisible characters with that sentence. */
export const visibleText = (label: string, options: { multiline?: boolean } = {}) =>
  [(raw: string) => isVisibleText(raw, options), invisibleTextMessage(label)] as const;

/** One line: NFC (an accent typed as its own code point is the same letter), every run of spaces, tabs and line breaks one space, trimmed. */
export const singleLine = (raw: string): string => raw.normalize('NFC').replace(/\s+/g, ' ').trim();
