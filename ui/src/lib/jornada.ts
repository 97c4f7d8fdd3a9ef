/**
 * A schedule's legal jornada while it is typed (issue 45): its type under LFT art. 60, its maximum under art. 61 and
 * the overtime it implies, with the art. 59 exception of a week that frees a further rest day. The classification is
 * the contract's (contract/src/jornada.ts), the same the pre-nómina applies; the week's legal maximum is the LFT's.
 */
import { excesoProgramadoDelDia, jornadaDeDia, minutosDeNoche, type JornadaLegal, type SemanaProgramada } from '@reloj/contract/jornada';
import { LIMITE_LEGAL_LFT } from '@reloj/contract/limitesLegales';
import { isSegmentEntrada, isSegmentSalida, type Segmento } from '@reloj/contract/turnos';
import { formatMinutes } from './dateTime';

export type JornadaEnVivo = JornadaLegal & {
  /** Minutes between 20:00 and 06:00. */
  nocheMinutos: number;
  /** Minutes of the day paid as overtime (0 within the maximum or under art. 59). */
  extraMinutos: number;
  /** Longer than the maximum, but the week frees a further rest day (art. 59): no overtime. */
  redistribuida: boolean;
};

/**
 * The week a day belongs to: a turno's (its rest days and paid minutes), or one schedule worked every day but its rest
 * days (`{diasDescanso}` alone: an employee's hours).
 */
export type SemanaDelHorario = SemanaProgramada | { diasDescanso: number; minutosTrabajo?: undefined };

/** The jornada of a day being typed; null while a time is incomplete or the day has no segment (a rest day). */
export function jornadaEnVivo(segmentos: readonly Segmento[], minutosComida: number, semana?: SemanaDelHorario): JornadaEnVivo | null {
  if (segmentos.length === 0 || !segmentos.every((s) => isSegmentEntrada(s.entrada) && isSegmentSalida(s.salida))) return null;
  const jornada = jornadaDeDia(segmentos, minutosComida);
  if (jornada.turnoMinutos <= 0) return null;
  const exceso = Math.max(0, jornada.turnoMinutos - jornada.maximoMinutos);
  const week = semana && { diasDescanso: semana.diasDescanso, minutosTrabajo: semana.minutosTrabajo ?? jornada.turnoMinutos * (7 - semana.diasDescanso) };
  const extraMinutos = week ? excesoProgramadoDelDia(jornada, week, LIMITE_LEGAL_LFT) : exceso;
  return { ...jornada, nocheMinutos: minutosDeNoche(segmentos), extraMinutos, redistribuida: exceso > 0 && extraMinutos === 0 };
}

/** '7 h 30 min' with each number kept on one line with its unit. */
const dur = (minutos: number) => formatMinutes(minutos).replace(/(\d) (h|min)\b/g, '$1\u00a0$2');

const TIPO: Record<JornadaLegal['tipo'], string> = { diurna: 'diurna', nocturna: 'nocturna', mixta: 'mixta' };

/** Where the jornada's hours fall: 'de 06:00 a 20:00', or how much of it is night: '1 h entre las 20:00 y las 06:00'. */
const cuando = (j: JornadaEnVivo) => (j.nocheMinutos === 0 ? 'de 06:00 a 20:00' : `${dur(j.nocheMinutos)} entre las 20:00 y las 06:00`);

/**
 * Two sentences: 'Jornada mixta (1 h entre las 20:00 y las 06:00): máximo 7 h 30 min al día (LFT arts. 60 y 61).' and
 * what the hours mean: 'Este horario tiene 8 h de trabajo al día: 30 min de tiempo extra por día, que se paga como horas
 * extra.', '…: sin tiempo extra.' or art. 59's exception. `sujeto`: 'Este horario' (one schedule) or 'Este día'.
 */
export function jornadaTexto(j: JornadaEnVivo, sujeto = 'Este horario'): { jornada: string; efecto: string } {
  const jornada = `Jornada ${TIPO[j.tipo]} (${cuando(j)}): máximo ${dur(j.maximoMinutos)} al día (LFT arts. 60 y 61).`;
  const tiene = `${sujeto} tiene ${dur(j.turnoMinutos)} de trabajo`;
  const efecto =
    j.extraMinutos > 0
      ? `${tiene}: ${dur(j.extraMinutos)} de tiempo extra por día, que se paga como horas extra.`
      : j.redistribuida
        ? `${tiene}, pero la semana da un día más de descanso (LFT art. 59): sin tiempo extra.`
        : `${tiene}: sin tiempo extra.`;
  return { jornada, efecto };
}

/**
 * One line for a day among many (a turno's week), in two parts: 'Jornada mixta (1 h de noche), máximo 7 h 30 min (LFT
 * arts. 60 y 61):' and '30 min de tiempo extra al día'.
 */
export function jornadaCorta(j: JornadaEnVivo): { jornada: string; efecto: string } {
  const noche = j.nocheMinutos > 0 ? ` (${dur(j.nocheMinutos)} de noche)` : '';
  const jornada = `Jornada ${TIPO[j.tipo]}${noche}, máximo ${dur(j.maximoMinutos)} (LFT arts. 60 y 61):`;
  if (j.extraMinutos > 0) return { jornada, efecto: `${dur(j.extraMinutos)} de tiempo extra al día` };
  return { jornada, efecto: j.redistribuida ? 'sin tiempo extra, la semana da un día más de descanso (art. 59)' : 'sin tiempo extra' };
}
