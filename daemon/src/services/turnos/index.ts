// The turnos room's door: other code imports this file, never one beside it.
export * from './asignaciones.js';
export * from './rolTurnos.js';
export * from './rolTurnosArchivo.js';
export * from './turnos.js';
export * from './turnoDelFormulario.js';
