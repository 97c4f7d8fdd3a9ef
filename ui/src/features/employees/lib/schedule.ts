/** '09:00–18:00' (an en dash between the times). */
export const formatShift = (horaEntrada: string, horaSalida: string) => `${horaEntrada}–${horaSalida}`;

/** A salida earlier than the entrada ends the next day: a night shift. */
export const isNightShift = (horaEntrada: string, horaSalida: string) =>
  /^\d{2}:\d{2}$/.test(horaEntrada) && /^\d{2}:\d{2}$/.test(horaSalida) && horaSalida < horaEntrada;

/** Today's date in the browser's time zone, YYYY-MM-DD (the value of a date input). */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
