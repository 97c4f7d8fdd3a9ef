// The reglas room's door: other code imports this file, never one beside it.
export * from './limitesLegales.js';
export * from './reglas.js';
export * from './salariosMinimos.js';
