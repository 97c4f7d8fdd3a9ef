import { pesosAmount } from '@reloj/contract/money';

/**
 * Why a typed amount of pesos cannot be sent, in the daemon's own sentence ('El monto es obligatorio.', 'El monto
 * debe ser un número entre 0 y 1,000,000 con máximo 2 decimales.'); null when it can. `label`: 'El monto'.
 */
export function moneyProblem(label: string, value: string): string | null {
  const result = pesosAmount(label).safeParse(value.trim());
  return result.success ? null : (result.error.issues[0]?.message ?? `${label} no es válido.`);
}
