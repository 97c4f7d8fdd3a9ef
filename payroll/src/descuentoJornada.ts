/**
 * Issue 41: what the company's rules deduct for a split day's missing segment and for leaving early. Practice, not
 * law (docs/payroll-and-the-law.md): LFT art. 110 lists the deductions an employer may make from wages and an unworked stretch of a
 * jornada is not among them; what may be done is not pay the time not worked, which is what both rules compute.
 *
 * - mediaJornadaEfecto 'descuento_proporcional': each missing segment costs its share of the day's scheduled minutes
 *   of the daily salary (10-15 and 17-20 missing the evening: 3/8 of a day).
 * - salidasAnticipadasEfecto 'descuento': the minutes left early at the hourly rate (the salary over the period's
 *   jornada, as overtime is paid).
 * Exact, the caller rounds once.
 */
import { segmentsMinutes } from '@reloj/contract/turnos';
import { ZERO, add, ratio, type Ratio } from './money.js';
import type { DayResult, PayrollRules } from './types.js';

export function descuentoJornada(
  days: readonly DayResult[],
  rules: Pick<PayrollRules, 'mediaJornadaEfecto' | 'salidasAnticipadasEfecto'>,
  salarioDiarioCentavos: number,
  hourlyBaseMinutes: number,
): Ratio {
  let total = ZERO;
  for (const day of days) {
    if (rules.mediaJornadaEfecto === 'descuento_proporcional' && day.minutosMediaJornada > 0) {
      const scheduled = segmentsMinutes(day.segmentos);
      if (scheduled > 0) total = add(total, ratio(salarioDiarioCentavos * day.minutosMediaJornada, scheduled));
    }
    if (rules.salidasAnticipadasEfecto === 'descuento' && day.minutosSalidaAnticipada > 0 && hourlyBaseMinutes > 0) {
      total = add(total, ratio(salarioDiarioCentavos * day.minutosSalidaAnticipada, hourlyBaseMinutes));
    }
  }
  return total;
}
