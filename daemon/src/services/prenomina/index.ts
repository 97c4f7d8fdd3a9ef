// The prenomina room's door: other code imports this file, never one beside it.
export * from './prenomina.js';
export * from './festivos.js';
export * from './incidencias.js';
export * from './periodos.js';
export * from './resumen.js';
