/** Pure pre-nómina engine (issue 12): no database, no HTTP. */
export { computePrenomina } from './prenomina.js';
export { toPesos, type DiaPrenomina, type EmpleadoPrenomina } from './pesos.js';
export { lftHolidays, lftHolidaysBetween } from './holidays.js';
export { shiftMinutes } from './schedule.js';
export * from './types.js';
