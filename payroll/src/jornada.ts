/**
 * The scheduled jornada and its legal maximum (issue 28, item 1).
 *
 * - LFT art. 60: diurna is worked between 06:00 and 20:00, nocturna between 20:00 and 06:00; a mixta has time in
 *   both, with less than 3 h 30 min of night; 3 h 30 min of night or more makes it nocturna.
 * - LFT art. 61: at most 8 h diurna, 7 h nocturna, 7 h 30 min mixta.
 * - The hourly rate is the daily salary over the shift's paid hours, or over the legal maximum when the shift is
 *   longer (the daily salary pays the legal jornada; what the employer schedules beyond it is overtime, art. 66-68).
 * - LFT art. 59: the hours may be redistributed to give the worker a further day of rest (Monday to Friday at 9 h
 *   instead of six days at 8 h). A shift with two or more rest days whose week stays within six legal jornadas (and
 *   within the week's legal maximum in force) is such a redistribution: its daily excess is not overtime.
 *
 * Practice, not law (stated in docs/payroll-and-the-law.md): the night share is measured over the whole span from entrada to salida,
 * meal included, since the schedule does not say when the meal is taken; counting it as night can only make the
 * jornada nocturna (a shorter maximum), which errs on the worker's side.
 */
import type { Advertencia, JornadaTipo } from '@reloj/contract/prenomina';
import { nightOf, jornadaDeDia, type JornadaLegal } from '@reloj/contract/jornada';
import { LIMITE_LEGAL_LFT, limiteVigente, type LimitesSemana } from '@reloj/contract/limitesLegales';
import { daySpans, type Segmento } from '@reloj/contract/turnos';
import { formatMinutes } from './notes.js';
import type { PayrollEmployee } from './types.js';

export type { JornadaTipo };
// Issue 45: the classification itself is the contract's, so that the panel shows it while a schedule is typed.
export { JORNADA_MAXIMA_MINUTOS, jornadaDeDia, excesoProgramadoDelDia, type JornadaLegal, type SemanaProgramada } from '@reloj/contract/jornada';

type Turno = Pick<PayrollEmployee, 'horaEntrada' | 'horaSalida' | 'minutosComida'>;

const singleSegment = (turno: Pick<Turno, 'horaEntrada' | 'horaSalida'>): Segmento[] => [{ entrada: turno.horaEntrada, salida: turno.horaSalida }];

/** Minutes of the span entrada → salida that fall between 20:00 and 06:00. */
export function nightMinutes(turno: Pick<Turno, 'horaEntrada' | 'horaSalida'>): number {
  return daySpans(singleSegment(turno)).reduce((t, s) => t + nightOf(s.start, s.end), 0);
}

/** The jornada a schedule is (art. 60), its legal maximum (art. 61) and the shift's paid minutes. */
export function classifyJornada(turno: Turno): JornadaLegal {
  return jornadaDeDia(singleSegment(turno), turno.minutosComida);
}

/** Minutes the hourly rate divides the daily salary by: the shift, or the legal maximum when the shift is longer. */
export function hourlyBaseMinutes(jornada: JornadaLegal): number {
  return Math.min(jornada.turnoMinutos, jornada.maximoMinutos);
}

const restDayCount = (diasDescanso: readonly number[]) => new Set(diasDescanso.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)).size;

/**
 * Art. 59: a schedule longer than the legal maximum that frees a further day of rest, with a week no longer than six
 * legal jornadas nor the week's maximum in force (`horasSemanaMaxima`).
 */
export function isRedistributed(jornada: JornadaLegal, diasDescanso: readonly number[], limite: Pick<LimitesSemana, 'horasSemanaMaxima'>): boolean {
  const restDays = restDayCount(diasDescanso);
  if (restDays < 2) return false;
  const week = jornada.turnoMinutos * (7 - restDays);
  return week <= Math.min(6 * jornada.maximoMinutos, limite.horasSemanaMaxima * 60);
}

/** The sentence for a scheduled day longer than its legal maximum (the employee's answer and the pre-nómina). */
export function mensajeJornadaExcedida(jornada: JornadaLegal, excess: number): Advertencia {
  return {
    code: 'jornada_excede_maximo',
    mensaje:
      `El horario es una jornada ${jornada.tipo} de ${formatMinutes(jornada.turnoMinutos)} y la ley permite como máximo ` +
      `${formatMinutes(jornada.maximoMinutos)} (LFT art. 61): el tiempo de más (${formatMinutes(excess)} por día trabajado) se paga como horas extra.`,
  };
}

/** Minutes of each worked day scheduled beyond the legal maximum: overtime the employer scheduled (0 when redistributed). */
export function scheduledExcessMinutes(jornada: JornadaLegal, diasDescanso: readonly number[], limite: Pick<LimitesSemana, 'horasSemanaMaxima'>): number {
  if (jornada.turnoMinutos <= jornada.maximoMinutos || isRedistributed(jornada, diasDescanso, limite)) return 0;
  return jornada.turnoMinutos - jornada.maximoMinutos;
}

/**
 * `{code: 'jornada_excede_maximo', mensaje}` for a schedule longer than its legal maximum, for the employee's answer
 * and the pre-nómina; undefined when it is within it or redistributed under art. 59.
 */
export function advertenciaJornada(
  turno: Turno & Pick<PayrollEmployee, 'diasDescanso'>,
  limites: readonly LimitesSemana[] = [LIMITE_LEGAL_LFT],
  fecha = '9999-12-31',
): Advertencia | undefined {
  const jornada = classifyJornada(turno);
  const limite = limiteVigente(limites, fecha) ?? LIMITE_LEGAL_LFT;
  const excess = scheduledExcessMinutes(jornada, turno.diasDescanso, limite);
  if (excess <= 0) return undefined;
  return mensajeJornadaExcedida(jornada, excess);
}
