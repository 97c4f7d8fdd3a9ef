/**
 * Issue 41: how a day's turno and a turno's pattern read in the files people keep (the printed and Excel roster, the
 * pre-nómina workbook's 'Turnos' sheet, the expediente), so that they all say the same. Dates are read from the
 * 'YYYY-MM-DD' strings themselves, never through a locale.
 */
import { WEEKDAYS_ES } from './common.js';
import { dayMonthYear, weekday } from './dates.js';
import { segmentosText, type Segmento, type TurnoDia, type TurnoTipo } from './turnos.js';

export const DESCANSO_TEXTO = 'Descanso';
/** The mark of a cell a one-day change shaped, and its legend. */
export const MARCA_CAMBIO = '*';
export const LEYENDA_CAMBIO = '* Cambio de turno por un día (otro turno, descanso movido o intercambio con un compañero).';

const SHORT_WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '2026-11-30' → 'lun 30/11'. */
export const diaCorto = (fecha: string) => `${SHORT_WEEKDAYS[weekday(fecha)]} ${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
/** '2026-11-30' → 'Lunes'. */
export const diaSemana = (fecha: string) => capitalize(WEEKDAYS_ES[weekday(fecha)] ?? '');

/** 'Semana del 30/11/2026 al 06/12/2026'. */
export const semanaTexto = (desde: string, hasta: string) => `Semana del ${dayMonthYear(desde)} al ${dayMonthYear(hasta)}`;

/** A day's hours: '09:00 a 18:00', '10:00 a 15:00 y 17:00 a 20:00', or 'Descanso' without segments. */
export const horasTexto = (segmentos: readonly Segmento[]) => (segmentos.length === 0 ? DESCANSO_TEXTO : segmentosText(segmentos));

/**
 * A roster cell on one line: 'MAT 07:00 a 15:00', 'Descanso', the hours alone when the day has no turno's code (the
 * employee's own fields, before any turno), with the change mark when a one-day change shaped it.
 */
export function celdaTurno(d: { codigo: string | null; segmentos: readonly Segmento[]; cambio: boolean }): string {
  const text = d.segmentos.length === 0 ? DESCANSO_TEXTO : [d.codigo, segmentosText(d.segmentos)].filter(Boolean).join(' ');
  return d.cambio ? `${text} ${MARCA_CAMBIO}` : text;
}

const comida = (dia: TurnoDia) => ((dia.minutosComida ?? 0) > 0 && dia.segmentos.length > 0 ? ` (comida de ${dia.minutosComida} min)` : '');
const diaTexto = (dia: TurnoDia) => (dia.segmentos.length === 0 ? 'descanso' : `${segmentosText(dia.segmentos)}${comida(dia)}`);

/**
 * A turno's pattern in words. Weekly: consecutive days with the same hours together, 'Lunes a viernes: 09:00 a 18:00
 * (comida de 60 min); sábado: 09:00 a 14:00; domingo: descanso'. A cycle: 'Ciclo de 3 días desde el 01/12/2026: día 1
 * 07:00 a 19:00; día 2 19:00 a 07:00; día 3 descanso'.
 */
export function patronTexto(turno: { tipo: TurnoTipo; dias: readonly TurnoDia[]; inicioCiclo: string | null }): string {
  if (turno.tipo === 'ciclo') {
    const dias = turno.dias.map((d, i) => `día ${i + 1} ${diaTexto(d)}`).join('; ');
    return `Ciclo de ${turno.dias.length} ${turno.dias.length === 1 ? 'día' : 'días'}${turno.inicioCiclo ? ` desde el ${dayMonthYear(turno.inicioCiclo)}` : ''}: ${dias}`;
  }
  // Lunes first, as the turno stores its days.
  const names = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
  const groups: { from: number; to: number; text: string }[] = [];
  turno.dias.forEach((dia, i) => {
    const text = diaTexto(dia);
    const last = groups.at(-1);
    if (last && last.text === text && last.to === i - 1) last.to = i;
    else groups.push({ from: i, to: i, text });
  });
  const span = (g: { from: number; to: number }) =>
    g.from === g.to ? names[g.from] : g.to === g.from + 1 ? `${names[g.from]} y ${names[g.to]}` : `${names[g.from]} a ${names[g.to]}`;
  return capitalize(groups.map((g) => `${span(g)}: ${g.text}`).join('; '));
}
