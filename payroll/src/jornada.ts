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
import { LIMITE_LEGAL_LFT, limiteVigente, type LimitesSemana } from '@reloj/contract/limitesLegales';
import { daySpans, type Segmento } from '@reloj/contract/turnos';
import { formatMinutes } from './notes.js';
import type { PayrollEmployee } from './types.js';

export type { JornadaTipo };

/** LFT art. 61, in minutes. */
export const JORNADA_MAXIMA_MINUTOS: Readonly<Record<JornadaTipo, number>> = { diurna: 8 * 60, nocturna: 7 * 60, mixta: 7 * 60 + 30 };

/** LFT art. 60: 3 h 30 min of night or more makes a jornada nocturna. */
const NOCHE_QUE_HACE_NOCTURNA = 3 * 60 + 30;
const NOCHE_DESDE = 20 * 60;
const NOCHE_HASTA = 6 * 60;
const DAY = 24 * 60;

type Turno = Pick<PayrollEmployee, 'horaEntrada' | 'horaSalida' | 'minutosComida'>;

const NIGHT_WINDOWS: [number, number][] = [
  [0, NOCHE_HASTA],
  [NOCHE_DESDE, DAY + NOCHE_HASTA],
  [DAY + NOCHE_DESDE, 2 * DAY],
];

/** Minutes of a stretch of the day's time line (its end may pass 24:00, up to 48:00) that fall between 20:00 and 06:00. */
const nightOf = (start: number, end: number) => NIGHT_WINDOWS.reduce((total, [from, to]) => total + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);

const singleSegment = (turno: Pick<Turno, 'horaEntrada' | 'horaSalida'>): Segmento[] => [{ entrada: turno.horaEntrada, salida: turno.horaSalida }];

/** Minutes of the span entrada → salida that fall between 20:00 and 06:00. */
export function nightMinutes(turno: Pick<Turno, 'horaEntrada' | 'horaSalida'>): number {
  return daySpans(singleSegment(turno)).reduce((t, s) => t + nightOf(s.start, s.end), 0);
}

export type JornadaLegal = { tipo: JornadaTipo; maximoMinutos: number; turnoMinutos: number };

/**
 * Issue 41: the jornada of a day's segments (art. 60), counting the night minutes of every segment, its legal maximum
 * (art. 61) and its paid minutes (segments less the unpunched meal). A day without segments is a rest day: 0 minutes.
 */
export function jornadaDeDia(segmentos: readonly Segmento[], minutosComida: number): JornadaLegal {
  const spans = daySpans(segmentos);
  const total = spans.reduce((t, s) => t + s.end - s.start, 0);
  const noche = spans.reduce((t, s) => t + nightOf(s.start, s.end), 0);
  const dia = total - noche;
  const tipo: JornadaTipo = noche === 0 ? 'diurna' : dia === 0 || noche >= NOCHE_QUE_HACE_NOCTURNA ? 'nocturna' : 'mixta';
  return { tipo, maximoMinutos: JORNADA_MAXIMA_MINUTOS[tipo], turnoMinutos: total - minutosComida };
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

/** A calendar week of a schedule: its rest days and the paid minutes of its working days. */
export type SemanaProgramada = { diasDescanso: number; minutosTrabajo: number };

/**
 * Issue 41, art. 59 and 61 over a week of turnos: the minutes of this day scheduled beyond its own jornada's maximum,
 * 0 when the week frees two or more rest days and stays within six of the day's legal jornadas and the week's maximum.
 * With the same hours every working day it is scheduledExcessMinutes.
 */
export function excesoProgramadoDelDia(jornada: JornadaLegal, semana: SemanaProgramada, limite: Pick<LimitesSemana, 'horasSemanaMaxima'>): number {
  if (jornada.turnoMinutos <= jornada.maximoMinutos) return 0;
  const redistribuida = semana.diasDescanso >= 2 && semana.minutosTrabajo <= Math.min(6 * jornada.maximoMinutos, limite.horasSemanaMaxima * 60);
  return redistribuida ? 0 : jornada.turnoMinutos - jornada.maximoMinutos;
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
