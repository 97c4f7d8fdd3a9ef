import { addDays, clockMinutes, wallClock } from '@reloj/contract/dates';
import { daySpans, type Segmento } from '@reloj/contract/turnos';

/** Local date and minutes since local midnight of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string): { date: string; minutes: number } {
  const { date, hour, minute } = wallClock(instant, timeZone);
  return { date, minutes: Number(hour) * 60 + Number(minute) };
}

const DAY = 24 * 60;

/**
 * The working day a punch belongs to, named by the date its shift starts. The day boundary is the
 * middle of the off-duty gap (between salida and the next entrada): for 09:00–18:00 it is 01:30, so
 * leaving at 00:40 after overtime still closes yesterday; for a night shift 22:00–06:00 it is 14:00,
 * so the 05:55 salida closes the shift that started the evening before.
 */
export function workingDay(instant: Date, horaEntrada: string, horaSalida: string, timeZone: string): string {
  const entrada = clockMinutes(horaEntrada);
  const salida = clockMinutes(horaSalida);
  const gap = (entrada - salida + DAY) % DAY || DAY;
  const boundary = (salida + gap / 2) % DAY;
  const { date, minutes } = localParts(instant, timeZone);
  // The window of day D is [boundary on D, boundary on D+1) when the boundary falls before the entrada,
  // otherwise it starts the evening before: [boundary on D-1, boundary on D).
  if (boundary <= entrada) return minutes < boundary ? addDays(date, -1) : date;
  return minutes >= boundary ? addDays(date, 1) : date;
}

type Schedule = (fecha: string) => { segmentos: readonly Segmento[] };

/** How near a punch must be to a working day's scheduled stretch to belong to it rather than to the calendar. */
const NEAR_A_SHIFT = 4 * 60;

/**
 * Issue 41: the working day of a punch under the employee's turnos. Among yesterday, today and tomorrow, the working
 * day whose scheduled stretch (first entrada to last salida) is nearest to the punch takes it (the later on a tie), if
 * it is within 4 hours: a nocturno's 05:30 salida closes the night before, a 24x48's 08:05 salida the 24 hours that
 * began the day before, a Saturday half-day's 21:00 salida is Saturday's. Farther from any scheduled stretch (a rest
 * day worked, a forgotten punch) the employee's usual hours decide, as `workingDay` always did (`usual`: the form's
 * values). With the same hours every working day the two rules give the same days.
 */
export function workingDayOfSchedule(instant: Date, timeZone: string, programa: Schedule, usual: Segmento): string {
  const { date, minutes } = localParts(instant, timeZone);
  let best: { fecha: string; distance: number } | undefined;
  for (const [fecha, offset] of [
    [addDays(date, -1), -DAY],
    [date, 0],
    [addDays(date, 1), DAY],
  ] as const) {
    const segmentos = programa(fecha).segmentos;
    if (segmentos.length === 0) continue;
    const spans = daySpans(segmentos);
    const start = offset + spans[0]!.start;
    const end = offset + spans[spans.length - 1]!.end;
    const distance = minutes < start ? start - minutes : minutes > end ? minutes - end : 0;
    if (!best || distance <= best.distance) best = { fecha, distance };
  }
  if (best && best.distance <= NEAR_A_SHIFT) return best.fecha;
  return workingDay(instant, usual.entrada, usual.salida.slice(0, 2) >= '24' ? usual.entrada : usual.salida, timeZone);
}
