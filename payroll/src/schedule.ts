import { atMinutes, clockMinutes } from './calendar.js';
import type { PayrollEmployee } from './types.js';

const DAY_MINUTES = 24 * 60;

type Shift = Pick<PayrollEmployee, 'horaEntrada' | 'horaSalida' | 'minutosComida'>;

/** Length from entrada to salida; a salida earlier than the entrada ends the next day (night shift). */
export function spanMinutes(shift: Pick<Shift, 'horaEntrada' | 'horaSalida'>): number {
  const span = clockMinutes(shift.horaSalida) - clockMinutes(shift.horaEntrada);
  return span < 0 ? span + DAY_MINUTES : span;
}

/** Paid minutes of the shift: the meal inside it is not punched and not paid. 0 or less = unusable schedule. */
export function shiftMinutes(shift: Shift): number {
  return spanMinutes(shift) - shift.minutosComida;
}

/** Scheduled entrada of a working day, on the time line of calendar.localMinutes. */
export function scheduledEntrada(fecha: string, shift: Shift): number {
  return atMinutes(fecha, clockMinutes(shift.horaEntrada));
}

/** Scheduled salida of a working day: for a night shift, on the next calendar day. */
export function scheduledSalida(fecha: string, shift: Shift): number {
  return scheduledEntrada(fecha, shift) + spanMinutes(shift);
}
