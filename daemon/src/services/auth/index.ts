// The auth room's door: other code imports this file, never one beside it.
export * from './setupGate.js';
export * from './auth.js';
export * from './firstAdmin.js';
export * from './loginThrottle.js';
export * from './nips.js';
export * from './usuarios.js';
export * from './passwords.js';
