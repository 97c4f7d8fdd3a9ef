// The actualizaciones room's door: other code imports this file, never one beside it.
export * from './actualizaciones.js';
export * from './actualizacionRegistro.js';
