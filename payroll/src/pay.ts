import { ZERO, ratio, roundHalfUp, type Ratio } from './money.js';
import type { DayResult } from './types.js';

export type PayCounts = {
  salarioDiarioCentavos: number;
  /**
   * The hourly rate is salarioDiario / (hourlyBaseMinutes / 60): the shift's paid minutes, or the jornada's legal
   * maximum when the shift is longer (jornada.ts, LFT art. 61).
   */
  hourlyBaseMinutes: number;
  diasTrabajados: number;
  diasPagadosSinTrabajar: number;
  /** Faltas made of retardos that the company docks (retardosPorFaltaEfecto 'descuento'); 0 otherwise. */
  faltasDescontadas: number;
  minutosExtraDobles: number;
  minutosExtraTriples: number;
  festivosTrabajados: number;
  descansosTrabajados: number;
  domingosTrabajados: number;
};

export type PayLines = {
  sueldo: number;
  horasExtra: number;
  festivos: number;
  descansoTrabajado: number;
  primaDominical: number;
};

/** Each line computed exactly and rounded half-up once, so total = sum of the printed lines. */
export function payLines(c: PayCounts): PayLines {
  const salario = c.salarioDiarioCentavos;
  // retardosPorFalta with 'descuento' (the company's explicit choice; LFT art. 110 does not list a day worked among
  // the deductions from wages): each falta it adds is an unpaid day, never below zero.
  const paidDays = Math.max(0, c.diasTrabajados + c.diasPagadosSinTrabajar - c.faltasDescontadas);
  // LFT art. 67-68: overtime hours pay double, and triple beyond the week's double hours.
  const overtime: Ratio = c.hourlyBaseMinutes > 0 ? ratio(salario * (2 * c.minutosExtraDobles + 3 * c.minutosExtraTriples), c.hourlyBaseMinutes) : ZERO;
  return {
    sueldo: roundHalfUp(ratio(salario * paidDays)),
    horasExtra: roundHalfUp(overtime),
    // Art. 75: a holiday worked pays double on top of the day's salary (already in sueldo).
    festivos: roundHalfUp(ratio(2 * salario * c.festivosTrabajados)),
    // Art. 73: a rest day worked pays double on top of the rest day's own pay (in the séptimo día).
    descansoTrabajado: roundHalfUp(ratio(2 * salario * c.descansosTrabajados)),
    // Art. 71: at least 25% of the daily salary for each Sunday worked.
    primaDominical: roundHalfUp(ratio(salario * c.domingosTrabajados, 4)),
  };
}

export function countDays(days: readonly DayResult[]) {
  const count = (test: (d: DayResult) => boolean) => days.filter(test).length;
  return {
    diasTrabajados: count((d) => d.laborable && d.trabajado),
    diasPagadosSinTrabajar: count((d) => d.laborable && d.pagadoSinTrabajar),
    faltasInjustificadas: count((d) => d.estado === 'falta'),
    retardos: days.reduce((t, d) => t + d.retardos, 0),
    salidasAnticipadas: days.reduce((t, d) => t + d.salidasAnticipadas, 0),
    minutosSalidaAnticipada: days.reduce((t, d) => t + d.minutosSalidaAnticipada, 0),
    mediasJornadas: days.reduce((t, d) => t + d.mediasJornadas, 0),
    sinSalida: count((d) => d.estado === 'sin_salida'),
    minutosExtraDobles: days.reduce((t, d) => t + d.minutosExtraDobles, 0),
    minutosExtraTriples: days.reduce((t, d) => t + d.minutosExtraTriples, 0),
    festivosTrabajados: count((d) => d.trabajado && d.festivo !== null),
    descansosTrabajados: count((d) => d.descansoTrabajado),
    domingosTrabajados: count((d) => d.domingoTrabajado),
  };
}
