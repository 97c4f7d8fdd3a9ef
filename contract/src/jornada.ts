/**
 * The legal jornada of a scheduled day (issue 28 item 1, issue 41), shared by the pre-nómina engine
 * (payroll/src/jornada.ts re-exports it) and the panel, which shows it live while a schedule is typed (issue 45).
 *
 * - LFT art. 60: diurna is worked between 06:00 and 20:00, nocturna between 20:00 and 06:00; a mixta has time in
 *   both, with less than 3 h 30 min of night; 3 h 30 min of night or more makes it nocturna.
 * - LFT art. 61: at most 8 h diurna, 7 h nocturna, 7 h 30 min mixta.
 * - LFT art. 59: the hours may be redistributed to give the worker a further day of rest: a week with two or more rest
 *   days within six legal jornadas (and the week's legal maximum in force) schedules no overtime.
 *
 * Practice, not law (docs/payroll-and-the-law.md): the night share is measured over the whole span of each segment,
 * meal included, since the schedule does not say when the meal is taken.
 */
import type { LimitesSemana } from './limitesLegales.js';
import type { JornadaTipo } from './prenomina.js';
import { daySpans, type Segmento } from './turnos.js';

/** LFT art. 61, in minutes. */
export const JORNADA_MAXIMA_MINUTOS: Readonly<Record<JornadaTipo, number>> = { diurna: 8 * 60, nocturna: 7 * 60, mixta: 7 * 60 + 30 };

/** LFT art. 60: 3 h 30 min of night or more makes a jornada nocturna. */
const NOCHE_QUE_HACE_NOCTURNA = 3 * 60 + 30;
const NOCHE_DESDE = 20 * 60;
const NOCHE_HASTA = 6 * 60;
const DAY = 24 * 60;

const NIGHT_WINDOWS: [number, number][] = [
  [0, NOCHE_HASTA],
  [NOCHE_DESDE, DAY + NOCHE_HASTA],
  [DAY + NOCHE_DESDE, 2 * DAY],
];

/** Minutes of a stretch of the day's time line (its end may pass 24:00, up to 48:00) that fall between 20:00 and 06:00. */
export const nightOf = (start: number, end: number) =>
  NIGHT_WINDOWS.reduce((total, [from, to]) => total + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);

/** Minutes of a day's segments between 20:00 and 06:00 (art. 60's night). */
export const minutosDeNoche = (segmentos: readonly Segmento[]) => daySpans(segmentos).reduce((t, s) => t + nightOf(s.start, s.end), 0);

export type JornadaLegal = { tipo: JornadaTipo; maximoMinutos: number; turnoMinutos: number };

/**
 * The jornada of a day's segments (art. 60), counting the night minutes of every segment, its legal maximum (art. 61)
 * and its paid minutes (segments less the unpunched meal). A day without segments is a rest day: 0 minutes.
 */
export function jornadaDeDia(segmentos: readonly Segmento[], minutosComida: number): JornadaLegal {
  const spans = daySpans(segmentos);
  const total = spans.reduce((t, s) => t + s.end - s.start, 0);
  const noche = spans.reduce((t, s) => t + nightOf(s.start, s.end), 0);
  const dia = total - noche;
  const tipo: JornadaTipo = noche === 0 ? 'diurna' : dia === 0 || noche >= NOCHE_QUE_HACE_NOCTURNA ? 'nocturna' : 'mixta';
  return { tipo, maximoMinutos: JORNADA_MAXIMA_MINUTOS[tipo], turnoMinutos: total - minutosComida };
}

/** A calendar week of a schedule: its rest days and the paid minutes of its working days. */
export type SemanaProgramada = { diasDescanso: number; minutosTrabajo: number };

/**
 * Art. 59 and 61 over a week: the minutes of this day scheduled beyond its own jornada's maximum, 0 when the week frees
 * two or more rest days and stays within six of the day's legal jornadas and the week's maximum.
 */
export function excesoProgramadoDelDia(jornada: JornadaLegal, semana: SemanaProgramada, limite: Pick<LimitesSemana, 'horasSemanaMaxima'>): number {
  if (jornada.turnoMinutos <= jornada.maximoMinutos) return 0;
  const redistribuida = semana.diasDescanso >= 2 && semana.minutosTrabajo <= Math.min(6 * jornada.maximoMinutos, limite.horasSemanaMaxima * 60);
  return redistribuida ? 0 : jornada.turnoMinutos - jornada.maximoMinutos;
}
