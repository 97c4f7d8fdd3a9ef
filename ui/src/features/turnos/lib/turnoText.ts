import type { JornadaTipo } from '@reloj/contract/prenomina';
import { segmentosText, type Segmento, type Turno, type TurnoDia } from '@reloj/contract/turnos';
import { formatMinutes } from '../../../lib/dateTime';

/** The weekdays of a weekly turno, lunes first, as the roster and the form name them. */
export const DIAS_SEMANA = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

/** One letter (two for miércoles, as Mexican schedules write it) per weekday, lunes first: 'L-V'. */
export const INICIALES = ['L', 'M', 'Mi', 'J', 'V', 'S', 'D'] as const;

/** 'Diurna', 'Nocturna', 'Mixta' (LFT art. 60). */
export const JORNADA_LABEL: Record<JornadaTipo, string> = { diurna: 'Diurna', nocturna: 'Nocturna', mixta: 'Mixta' };

/**
 * 480 → '8 h', 450 → '7 h 30 min', 2700 → '45 h': the product's one format of durations (issue 45, lib/dateTime.ts),
 * each number kept on one line with its unit.
 */
export const formatHoras = (minutos: number): string => formatMinutes(minutos).replace(/(\d) (h|min)\b/g, '$1\u00a0$2');

/** A day's segments in words: '09:00 a 14:00 y 17:00 a 20:00'; 'Descanso' for none. */
export const diaText = (segmentos: readonly Segmento[]) => (segmentos.length === 0 ? 'Descanso' : segmentosText(segmentos));

/**
 * A weekly turno in one line, consecutive days with the same hours together and rest days left out:
 * 'L-V 09:00 a 18:00 · S 09:00 a 14:00'. A cycle lists its days in order: 'Ciclo de 3 días: 07:00 a 19:00 · 19:00 a
 * 07:00 · descanso'.
 */
export function turnoResumen(turno: Pick<Turno, 'tipo'> & { dias: readonly TurnoDia[] }): string {
  if (turno.tipo === 'ciclo') {
    const dias = turno.dias.map((d) => (d.segmentos.length === 0 ? 'descanso' : segmentosText(d.segmentos)));
    return `Ciclo de ${turno.dias.length} ${turno.dias.length === 1 ? 'día' : 'días'}: ${dias.join(' · ')}`;
  }
  const groups: { from: number; to: number; text: string }[] = [];
  turno.dias.forEach((dia, i) => {
    const text = dia.segmentos.length === 0 ? '' : segmentosText(dia.segmentos);
    const last = groups[groups.length - 1];
    if (last && last.text === text && last.to === i - 1) last.to = i;
    else groups.push({ from: i, to: i, text });
  });
  const worked = groups.filter((g) => g.text !== '');
  if (worked.length === 0) return 'Sin días de trabajo';
  return worked.map((g) => `${g.from === g.to ? INICIALES[g.from] : `${INICIALES[g.from]}-${INICIALES[g.to]}`} ${g.text}`).join(' · ');
}

/** Whether a segment ends the next day: its salida is earlier than its entrada, or written past 24:00. */
export function terminaDiaSiguiente(s: Segmento): boolean {
  if (!/^\d{2}:\d{2}$/.test(s.entrada) || !/^\d{2}:\d{2}$/.test(s.salida)) return false;
  return s.salida < s.entrada || Number(s.salida.slice(0, 2)) >= 24;
}
