const currency = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pesos as shown everywhere in the UI: "$1,234.50". */
export function formatMoney(pesos: number): string {
  return currency.format(pesos);
}

/** The value of a money input as sent to the API (the spec parses it as a float). */
export function parseMoney(value: string): number {
  return parseFloat(value);
}
