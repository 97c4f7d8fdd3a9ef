/**
 * What a tarjeta de asistencia says, from one employee's pre-nómina of a period: the words and sums of the printed card
 * of the 'Tarjetas' screen (ui/src/features/tarjetas) and of the PDF tarjetas of the expediente
 * (daemon/src/expediente/tarjetaPdf.ts), so that both say the same. Dates are read from the 'YYYY-MM-DD' strings
 * themselves (Spanish names written here), never through a locale or a clock.
 */
import { WEEKDAYS_ES } from './common.js';
import { clockMinutes, datesBetween, weekday } from './dates.js';
import { formatDuracion } from './duracion.js';
import { INCIDENCIA_LABELS } from './incidencias.js';
import type { DiaPrenomina, EmpleadoPrenomina } from './prenomina.js';

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const partsOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { year: y, month: MONTHS_ES[m - 1] ?? '', day: d, weekday: WEEKDAYS_ES[weekday(date)] ?? '' };
};

/** 'Del lunes 9 al domingo 15 de marzo de 2026'; the month and year are said once when both days share them. */
export function periodText(desde: string, hasta: string): string {
  const a = partsOf(desde);
  const b = partsOf(hasta);
  if (desde === hasta) return capitalize(`${a.weekday} ${a.day} de ${a.month} de ${a.year}`);
  const start =
    a.year !== b.year
      ? `${a.weekday} ${a.day} de ${a.month} de ${a.year}`
      : a.month !== b.month
        ? `${a.weekday} ${a.day} de ${a.month}`
        : `${a.weekday} ${a.day}`;
  return `Del ${start} al ${b.weekday} ${b.day} de ${b.month} de ${b.year}`;
}

/** '2026-03-09' → { weekday: 'Lunes', date: '09/03/2026' }. */
export function dayLabel(date: string): { weekday: string; date: string } {
  const [y, m, d] = date.split('-');
  return { weekday: capitalize(WEEKDAYS_ES[weekday(date)] ?? ''), date: `${d}/${m}/${y}` };
}

/** Minutes from the first entrada to the last salida; a salida before the entrada ended the next day (night shift). */
export function minutesPresent(entrada: string | null, salida: string | null): number | null {
  if (!entrada || !salida) return null;
  const minutes = clockMinutes(salida) - clockMinutes(entrada);
  return minutes < 0 ? minutes + 24 * 60 : minutes;
}

/**
 * Issue 45: the card's durations in the one format of the product: time present and retardos as '9 h 6 min', the
 * overtime the payroll pays in decimal hours ('1.5 h').
 */
export { formatDuracion, formatHorasDecimales } from './duracion.js';

const ADVERTENCIA_REMARK: Record<string, string> = {
  horas_extra_exceden_limite: 'Tiempo extra sobre el límite de la ley (LFT art. 66)',
};

/** The short remark of a day: what it was when not a plain working day, overtime left unpaid, and the law's limits passed. */
export function dayRemark(dia: DiaPrenomina): string {
  const parts: string[] = [];
  if (dia.estado === 'falta') parts.push('Falta');
  else if (dia.estado === 'descanso') parts.push('Descanso');
  else if (dia.estado === 'sin_salida') parts.push('Falta checada de salida');
  else if (dia.estado === 'sin_registro') parts.push('Sin registro');
  else if (dia.estado === 'incidencia') parts.push(dia.incidencia ? INCIDENCIA_LABELS[dia.incidencia] : 'Incidencia');
  if (dia.festivo) parts.push(`${dia.trabajado ? 'Festivo trabajado' : 'Festivo'}: ${dia.festivo}`);
  if (dia.descansoTrabajado) parts.push('Descanso trabajado');
  if (dia.horasExtraSinAutorizar > 0) parts.push(`${formatDuracion(dia.horasExtraSinAutorizar * 60)} extra sin autorizar`);
  for (const remark of new Set(dia.advertencias.map((a) => ADVERTENCIA_REMARK[a.code] ?? a.mensaje))) parts.push(remark);
  return parts.join('. ');
}

export type CardDay = { fecha: string; dia: DiaPrenomina | null; minutos: number | null };

/** Every day of the period, in order; days the pre-nómina left out (still to come, before the hire date) have no `dia`. */
export function cardDays(row: EmpleadoPrenomina | null, desde: string, hasta: string): CardDay[] {
  const byDate = new Map((row?.dias ?? []).map((d) => [d.fecha, d]));
  return datesBetween(desde, hasta).map((fecha) => {
    const dia = byDate.get(fecha) ?? null;
    return { fecha, dia, minutos: dia ? minutesPresent(dia.entrada, dia.salida) : null };
  });
}

/** The card's sums (the days, retardos and overtime are the pre-nómina's own); `manual`: a printed time is a manual punch. */
export function cardTotals(days: readonly CardDay[]): { minutos: number; minutosRetardo: number; manual: boolean } {
  let minutos = 0;
  let minutosRetardo = 0;
  let manual = false;
  for (const { dia, minutos: m } of days) {
    if (!dia) continue;
    minutos += m ?? 0;
    minutosRetardo += dia.minutosRetardo;
    manual ||= dia.entradaManual || dia.salidaManual;
  }
  return { minutos, minutosRetardo, manual };
}
