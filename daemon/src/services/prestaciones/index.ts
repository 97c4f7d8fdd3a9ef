// The prestaciones room's door: other code imports this file, never one beside it.
export * from './prestaciones.js';
export * from './saldoInicial.js';
