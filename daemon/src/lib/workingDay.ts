import { addDays, clockMinutes, wallClock } from '@reloj/contract/dates';

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
