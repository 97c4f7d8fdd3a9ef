/** Pesos as shown everywhere in the UI: "$1,234.50" (es-MX, MXN, 2 decimals): the contract's one formatter. */
export { formatPesos as formatMoney } from '@reloj/contract/money';
import { parsePesosText } from '@reloj/contract/money';

/**
 * The value of a money input as sent to the API, read as the daemon reads it ('330,50' is 330.50, '1,250.00' is
 * 1250); NaN when it is not an amount (the form refuses it before sending).
 */
export function parseMoney(value: string): number {
  return parsePesosText(value) ?? NaN;
}
