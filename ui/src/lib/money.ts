/** Pesos as shown everywhere in the UI: "$1,234.50" (es-MX, MXN, 2 decimals): the contract's one formatter. */
export { formatPesos as formatMoney } from '@reloj/contract/money';

/** The value of a money input as sent to the API (the spec parses it as a float). */
export function parseMoney(value: string): number {
  return parseFloat(value);
}
