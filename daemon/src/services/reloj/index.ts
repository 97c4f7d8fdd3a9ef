// The reloj room's door: other code imports this file, never one beside it.
export * from './reloj.js';
