// The respaldos room's door: other code imports this file, never one beside it.
export * from './respaldos.js';
export * from './respaldosRestauracion.js';
