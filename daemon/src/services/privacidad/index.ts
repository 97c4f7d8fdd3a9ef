// The privacidad room's door: other code imports this file, never one beside it.
export * from './privacidad.js';
export * from './arco.js';
export * from './retention.js';
