/** '09:00–18:00' (an en dash between the times). */
export const formatShift = (horaEntrada: string, horaSalida: string) => `${horaEntrada}–${horaSalida}`;

/** A salida earlier than the entrada ends the next day: a night shift. */
export const isNightShift = (horaEntrada: string, horaSalida: string) =>
  /^\d{2}:\d{2}$/.test(horaEntrada) && /^\d{2}:\d{2}$/.test(horaSalida) && horaSalida < horaEntrada;
