// The devices room's door: other code imports this file, never one beside it.
export * from './devices.js';
