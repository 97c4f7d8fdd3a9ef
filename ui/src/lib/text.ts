/** Names of people, positions, branches and bonuses are stored in uppercase, Spanish rules (ñ, accents). */
export function toUpperName(value: string): string {
  return value.toLocaleUpperCase('es-MX');
}

/** 'lunes 9' → 'Lunes 9' (es-MX). */
export const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase('es-MX') + word.slice(1);
