/**
 * Salario diario integrado (issue 31): LFT art. 84, the salary with every payment the worker receives for the work,
 * here the aguinaldo and the prima vacacional spread over the year. The factor is the one IMSS practice computes
 * (Ley del Seguro Social art. 27 uses the same integration): factor = 1 + (diasAguinaldo + diasVacaciones × porcentaje
 * / 100) / 365, rounded to four decimals (practice: payroll programs and the IMSS tables print it so), and SDI =
 * salario diario × factor rounded half-up to the centavo.
 */
import type { Finiquito } from '@reloj/contract/prestaciones';
import { ratio, roundHalfUp } from '../money.js';
import { aniversario, diasVacacionesLey } from './vacaciones.js';

export type IntegradoInput = {
  salarioDiarioCentavos: number;
  diasAguinaldo: number;
  /** The vacation days of the year of service under way (diasVacacionesAnioEnCurso). */
  diasVacaciones: number;
  primaVacacionalPorcentaje: number;
};

export type SalarioIntegrado = Finiquito['integrado'];

/** Years of service completed at `fecha`: the anniversaries of fechaIngreso on or before it. */
export function aniosCumplidos(fechaIngreso: string, fecha: string): number {
  let anios = 0;
  while (aniversario(fechaIngreso, anios + 1) <= fecha) anios++;
  return anios;
}

/** Art. 76: the days of the year of service under way at `fecha` (years completed + 1), plus the company's extra days. */
export const diasVacacionesAnioEnCurso = (fechaIngreso: string, fecha: string, diasExtra: number): number =>
  diasVacacionesLey(aniosCumplidos(fechaIngreso, fecha) + 1) + diasExtra;

/** The factor × 10,000, rounded half-up: 1 + (15 + 12 × 25%) / 365 = 1.049315… → 10,493. */
function factorDiezMilesimas(i: IntegradoInput): number {
  // 10,000 × (1 + (diasAguinaldo + diasVacaciones × porcentaje / 100) / 365), exactly, over 36,500.
  return roundHalfUp(ratio(10_000 * (36_500 + 100 * i.diasAguinaldo + i.diasVacaciones * i.primaVacacionalPorcentaje), 36_500));
}

/** The integrated daily salary in centavos (art. 84): salario × factor (four decimals), rounded half-up. */
export function salarioIntegradoCentavos(i: IntegradoInput): number {
  return roundHalfUp(ratio(i.salarioDiarioCentavos * factorDiezMilesimas(i), 10_000));
}

/** The contract's `integrado`: the factor, the integrated daily salary in pesos and what went into it. */
export function salarioDiarioIntegrado(i: IntegradoInput): SalarioIntegrado {
  return {
    factor: factorDiezMilesimas(i) / 10_000,
    salarioDiario: salarioIntegradoCentavos(i) / 100,
    diasAguinaldo: i.diasAguinaldo,
    diasVacaciones: i.diasVacaciones,
    primaVacacionalPorcentaje: i.primaVacacionalPorcentaje,
  };
}
