/** Names of people and catalogue rows are stored trimmed, with single spaces and in uppercase (es-MX). */
export function normalizeName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLocaleUpperCase('es-MX');
}
