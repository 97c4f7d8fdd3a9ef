// The equipo room's door: other code imports this file, never one beside it. The room holds this box's name (issue 45).
export * from './equipo.js';
