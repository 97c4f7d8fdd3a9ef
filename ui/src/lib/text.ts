/** Names of people, positions, branches and bonuses are stored in uppercase, Spanish rules (ñ, accents). */
export function toUpperName(value: string): string {
  return value.toLocaleUpperCase('es-MX');
}
