import { addDays, datesBetween, weekday } from '@reloj/contract/dates';
import { formatMinutes } from '../../../lib/dateTime';
import type { MiAsistencia, MiDia } from '../api/miAsistencia';

/** One mark on a day, and how loud it is: a falta or a missing salida (danger), a retardo (warn), a rest day (calm). */
export type Marca = { text: string; tone: 'danger' | 'warn' | 'calm' | 'ok' };

const DAYS_PER_PAGE = 7;

/** The period's days in pages of 7 from its first day, and the page that holds today (the last page with a past day). */
export function weekPages(dias: readonly MiDia[], hoy: string): { pages: MiDia[][]; current: number } {
  const pages: MiDia[][] = [];
  for (let i = 0; i < dias.length; i += DAYS_PER_PAGE) pages.push(dias.slice(i, i + DAYS_PER_PAGE));
  const withToday = pages.findIndex((p) => p.some((d) => d.fecha === hoy));
  const lastPast = pages.reduce((found, p, i) => (p.some((d) => d.fecha <= hoy) ? i : found), 0);
  return { pages, current: withToday >= 0 ? withToday : lastPast };
}

/** What the day says, loudest first. A day still to come says nothing. */
export function marcasDe(dia: MiDia, hoy: string): Marca[] {
  if (dia.fecha > hoy) return [];
  const marcas: Marca[] = [];
  if (dia.falta) marcas.push({ text: 'Falta', tone: 'danger' });
  if (dia.sinSalida) marcas.push({ text: 'Sin salida', tone: 'danger' });
  if (dia.retardos > 0) marcas.push({ text: `Retardo ${formatMinutes(dia.minutosRetardo)}`, tone: 'warn' });
  if (dia.salidasAnticipadas > 0) marcas.push({ text: `Salida antes ${formatMinutes(dia.minutosSalidaAnticipada)}`, tone: 'warn' });
  if (dia.incidencia) marcas.push({ text: dia.incidencia, tone: 'calm' });
  else if (dia.festivo) marcas.push({ text: 'Festivo', tone: 'calm' });
  else if (dia.estado === 'descanso') marcas.push({ text: 'Descanso', tone: 'calm' });
  if (marcas.length === 0 && dia.estado === 'asistencia') marcas.push({ text: 'Bien', tone: 'ok' });
  return marcas;
}

/** Hours as the screen says them: '8 h 5 min'; nothing worked is a dash. */
export const horasTexto = (minutos: number) => (minutos > 0 ? formatMinutes(minutos) : '—');

/** Overtime of a day ('1 h 30 min extra'), or null. */
export const extraTexto = (horas: number) => (horas > 0 ? `${formatMinutes(Math.round(horas * 60))} extra` : null);

/** The day's punches in order, 'entrada' and 'salida' alternating as the pre-nómina reads them. */
export function checadasDe(dia: MiDia): { hora: string; tipo: 'entrada' | 'salida' }[] {
  const out: { hora: string; tipo: 'entrada' | 'salida' }[] = [];
  for (let i = 0; i < Math.max(dia.entradas.length, dia.salidas.length); i += 1) {
    const entrada = dia.entradas[i];
    const salida = dia.salidas[i];
    if (entrada) out.push({ hora: entrada, tipo: 'entrada' });
    if (salida) out.push({ hora: salida, tipo: 'salida' });
  }
  return out;
}

/** The rest weekdays of this week's turno (0 = domingo), to count the days a vacation would use. */
const restWeekdays = (semana: MiAsistencia['turno']['semana']) => new Set(semana.filter((d) => d.turno === 'Descanso').map((d) => weekday(d.fecha)));

/**
 * The working days from `desde` to `hasta` by this week's turno: what the screen shows before sending. The daemon
 * counts them again with the holidays when it stores the request (its answer is what the confirmation says).
 */
export function diasQueUsaria(desde: string, hasta: string, semana: MiAsistencia['turno']['semana']): number {
  if (hasta < desde) return 0;
  const rest = restWeekdays(semana);
  return datesBetween(desde, hasta).filter((d) => !rest.has(weekday(d))).length;
}

/** 'Olvidé checar' starts on the latest day without its salida (else today), at the turno's time for the missing punch. */
export function olvidoInicial(vista: MiAsistencia): { fecha: string; hora: string } {
  const past = vista.dias.filter((d) => d.fecha <= vista.hoy);
  const sinSalida = [...past].reverse().find((d) => d.sinSalida || (d.entradas.length > d.salidas.length && d.fecha < vista.hoy));
  const dia = sinSalida ?? past.find((d) => d.fecha === vista.hoy) ?? past[past.length - 1];
  const fecha = dia?.fecha ?? vista.hoy;
  const horas = /(\d{2}:\d{2}) a (\d{2}:\d{2})/.exec(dia?.turno ?? '');
  const hora = horas ? (sinSalida ? horas[2]! : dia && dia.entradas.length === 0 ? horas[1]! : horas[2]!) : '09:00';
  return { fecha, hora };
}

/** 'HH:MM' moved by `minutes`, round the clock. */
export function moveTime(hhmm: string, minutes: number): string {
  const total = (((Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A date moved by `days`, kept within [min, max]. */
export const moveDate = (date: string, days: number, min: string, max: string) => {
  const next = addDays(date, days);
  return next < min ? min : next > max ? max : next;
};

const WEEKDAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

/** '2026-11-30' → 'Lunes 30/11' (the year is the period's). */
export const diaTexto = (fecha: string) => `${WEEKDAY_NAMES[weekday(fecha)]} ${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

/** '2026-11-30' → { weekday: 'Lun', date: '30/11' }: a day's row. */
export const diaCorto = (fecha: string) => ({ weekday: WEEKDAY_NAMES[weekday(fecha)]!.slice(0, 3), date: `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}` });

/**
 * This week's turno in as few lines as it takes: the days with the same hours together, in the week's order
 * ('Lun, Mar, Mié, Jue, Vie: 08:00 a 17:00', 'Sáb, Dom: Descanso').
 */
export function turnoLineas(semana: MiAsistencia['turno']['semana']): { dias: string; turno: string }[] {
  const groups = new Map<string, string[]>();
  for (const d of semana) groups.set(d.turno, [...(groups.get(d.turno) ?? []), diaCorto(d.fecha).weekday]);
  return [...groups].map(([turno, dias]) => ({ dias: dias.join(', '), turno }));
}
