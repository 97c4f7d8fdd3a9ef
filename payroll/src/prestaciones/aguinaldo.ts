/**
 * Aguinaldo (issue 31): LFT art. 87, at least 15 days of salary paid before 20 December; whoever did not work the whole
 * year is owed the proportional part of the days worked. Pure: the daemon passes the dates, the faltas and the salary.
 */
import type { AguinaldoEmpleado } from '@reloj/contract/prestaciones';
import { daysBetween } from '@reloj/contract/dates';
import { ratio, roundHalfUp } from '../money.js';

export type AguinaldoInput = {
  anio: number;
  fechaIngreso: string;
  /** Null while employed. */
  fechaBaja: string | null;
  /** Faltas injustificadas and permisos sin goce taken off (0 when the rule aguinaldoDescuentaFaltas is off). */
  diasDescontados: number;
  /** Rule diasAguinaldo (at least 15, art. 87). */
  diasAguinaldo: number;
  salarioDiarioCentavos: number;
};

/** The employee's aguinaldo figures, without who they are (the caller adds empleadoId, nombre, numeroEmpleado, sucursal). */
export type AguinaldoCalculado = Omit<AguinaldoEmpleado, 'empleadoId' | 'nombre' | 'numeroEmpleado' | 'sucursal'>;

const esBisiesto = (anio: number) => (anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0;
/** 365, or 366 in a leap year. */
export const diasDelAnio = (anio: number): number => (esBisiesto(anio) ? 366 : 365);

/**
 * LFT art. 87: diasAguinaldo × days counted / days of the year at the daily salary; null when the employee was not
 * employed at all that year. Counted from 1 January or the hire, to 31 December or the baja, both included, less the
 * days the rule takes off. The year's own length is the divisor (366 in a leap year) so that a whole year gives exactly
 * diasAguinaldo: the law says only "proporcional al tiempo trabajado"; this is the usual practice.
 * The amount is computed exactly and rounded half-up to the centavo only at the end; the days are never rounded first.
 */
export function aguinaldoEmpleado(input: AguinaldoInput): AguinaldoCalculado | null {
  const { anio, fechaIngreso, fechaBaja, diasAguinaldo, salarioDiarioCentavos } = input;
  const inicio = `${String(anio).padStart(4, '0')}-01-01`;
  const fin = `${String(anio).padStart(4, '0')}-12-31`;
  const desde = fechaIngreso > inicio ? fechaIngreso : inicio;
  const hasta = fechaBaja !== null && fechaBaja < fin ? fechaBaja : fin;
  if (hasta < desde) return null;
  const diasPeriodo = daysBetween(desde, hasta) + 1;
  const diasDescontados = Math.min(Math.max(0, input.diasDescontados), diasPeriodo);
  const diasContados = diasPeriodo - diasDescontados;
  const divisor = diasDelAnio(anio);
  return {
    desde,
    hasta,
    diasPeriodo,
    diasDescontados,
    diasContados,
    diasProporcionales: (diasAguinaldo * diasContados) / divisor,
    salarioDiario: salarioDiarioCentavos / 100,
    importe: roundHalfUp(ratio(salarioDiarioCentavos * diasAguinaldo * diasContados, divisor)) / 100,
  };
}
