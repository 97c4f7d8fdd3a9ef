// The suplantación room's door: other code imports this file, never one beside it.
export * from './intentosSuplantacion.js';
