import { weekStart } from './calendar.js';
import { ZERO, add, ratio, type Ratio } from './money.js';
import type { SemanaProgramada } from './jornada.js';
import type { DayResult, PayrollEmployee, PayrollRules } from './types.js';

/**
 * Séptimo día and the other paid rest days (LFT art. 69 and 72), exact, summed over the weeks the period touches.
 *
 * 'proporcional' (art. 72): salarioDiario × (days worked or paid) / (working days of a full week), so
 * 5 of 6 days pays 5/6 of a day. 'completo': the whole day whatever happened.
 * A week only partly inside the period, or partly before fechaIngreso, only knows its days inside, and is
 * paid in proportion to them (lead's decision): 'proporcional' still divides by the full week's working
 * days, and 'completo' pays (working days inside) / (working days of a full week). The weeks of a period
 * then add up to the same séptimo however the period cuts them.
 * `pagoDiasDescanso` 'todos' (issue 28 item 5, the default): every rest day of the week is paid so, so a fully worked
 * Monday-to-Friday week pays 5 + 2 daily salaries, as Mexican payroll programs do (art. 59 lets the hours be
 * redistributed to free Saturday, not the pay); 'uno': a single séptimo día a week whatever the rest days.
 * A falta made of retardos that the company docks ('descuento') reduces its week as any falta does, in
 * 'proporcional' ('completo' pays whatever happened).
 * Issue 40: a week that straddles the employee's inicioRegistro is paid the same way over the days recorded: its
 * 'sin_registro' days count neither as worked nor as inside the week. LFT art. 72: a worker who does not work every
 * working day of the week is paid the séptimo in proportion to the days worked; the box pays the share of the days it
 * recorded (Tuesday to Saturday of a Monday-to-Saturday week: 5/6 of a day), and the days before it, paid outside the
 * box, carry their own share. Paying the whole séptimo would pay Monday's share twice; docking it would treat an
 * unrecorded Monday as a falta.
 * Issue 41: with turnos a week's working and rest days are the schedule's of that calendar week (`semanaDe`): a 12x24
 * week with five working days and two rest days pays as a Monday-to-Friday week does.
 * `days` must hold only the days inside the period and the employment.
 */
export function septimoDia(
  days: readonly DayResult[],
  employee: PayrollEmployee,
  rules: PayrollRules,
  semanaDe?: (inicio: string) => Pick<SemanaProgramada, 'diasDescanso'>,
): Ratio {
  const fieldsRestDays = new Set(employee.diasDescanso.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)).size;
  const restDaysOf = (inicio: string) => (semanaDe ? semanaDe(inicio).diasDescanso : fieldsRestDays);
  const docked = rules.retardosPorFaltaEfecto === 'descuento';

  const weeks = new Map<string, { inside: number; paid: number }>();
  for (const day of days) {
    if (!day.laborable || day.estado === 'sin_registro') continue;
    const key = weekStart(day.fecha, rules.inicioSemana);
    const week = weeks.get(key) ?? { inside: 0, paid: 0 };
    week.inside += 1;
    if (day.trabajado || day.pagadoSinTrabajar) week.paid += 1;
    if (docked && day.faltaPorRetardos) week.paid -= 1;
    weeks.set(key, week);
  }

  let total = ZERO;
  for (const [inicio, week] of weeks) {
    const restDays = restDaysOf(inicio);
    const workingDaysPerWeek = 7 - restDays;
    if (workingDaysPerWeek <= 0) continue;
    const paidRestDays = rules.pagoDiasDescanso === 'todos' ? Math.max(1, restDays) : 1;
    const days = rules.septimoDia === 'completo' ? week.inside : Math.max(0, week.paid);
    total = add(total, ratio(employee.salarioDiarioCentavos * days * paidRestDays, workingDaysPerWeek));
  }
  return total;
}
