/** The pure pre-nómina engine (issue 12): no database, no HTTP. What the daemon's services call. */
export { computePrenomina } from './prenomina.js';
export { toPesos, type DiaPrenomina, type EmpleadoPrenomina } from './pesos.js';
export { lftHolidays, lftHolidaysBetween } from './holidays.js';
export { shiftMinutes } from './schedule.js';
export { weekStart } from './calendar.js';
export { advertenciaSalarioMinimo, duracionTurno, salarioMinimoVigente, type SalarioMinimo } from './minimumWage.js';
export { advertenciaJornada } from './jornada.js';
export { formatMinutes, plural } from './notes.js';
export * from './types.js';
export * from './prestaciones/index.js';
export { jornadaDeDia, excesoProgramadoDelDia, JORNADA_MAXIMA_MINUTOS, type JornadaLegal } from './jornada.js';
export * from './horario.js';
