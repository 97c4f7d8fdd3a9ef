import { z } from 'zod';
import { invisibleTextMessage, isVisibleText, singleLine } from './text.js';

/** Names of people and catalogue rows are stored NFC-normalised, trimmed, with single spaces and in uppercase (es-MX). */
export function normalizeName(raw: string): string {
  return singleLine(raw).toLocaleUpperCase('es-MX').normalize('NFC');
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Scripts whose letters look alike ('А' Cyrillic, 'Α' Greek, 'A' Latin): mixing them in one name is a spoof.
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * Why a name cannot be stored, as a Spanish sentence starting with `label` ('El nombre', 'La sucursal'),
 * or undefined when it can. An empty name is left to the caller's "obligatorio" rule.
 */
export function nameProblem(raw: string, label = 'El nombre'): string | undefined {
  // Tab, CR and LF are left to the whitespace collapse: they come with text pasted from a spreadsheet and do no harm.
  if (!isVisibleText(raw, { multiline: true })) return invisibleTextMessage(label);
  const name = normalizeName(raw);
  if (name === '') return undefined;
  if (!LETTER_OR_DIGIT.test(name)) return `${label} debe tener al menos una letra o un número.`;
  if (LOOKALIKE_SCRIPTS.filter((script) => script.test(name)).length > 1)
    return `${label} mezcla letras de alfabetos distintos (latinas con cirílicas o griegas).`;
  return undefined;
}

/** A zod transform that refuses a bad name (see nameProblem) and otherwise normalises it. */
export const toName =
  (label = 'El nombre') =>
  (raw: string, ctx: z.RefinementCtx): string => {
    const problem = nameProblem(raw, label);
    if (!problem) return normalizeName(raw);
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  };

/** A name folded for comparing what a person typed: no accents, no case, single spaces ('José  pérez' = 'JOSE PEREZ'). */
export function foldName(raw: string): string {
  return normalizeName(raw).normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
