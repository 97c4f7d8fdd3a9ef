// The registro room's door: other code imports this file, never one beside it.
export * from './registro.js';
export * from './inicioRegistro.js';
