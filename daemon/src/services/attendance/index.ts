// The attendance room's door: other code imports this file, never one beside it.
export * from './anulaciones.js';
export * from './attendance.js';
export * from './checkIn.js';
export * from './manualAttendance.js';
export * from './kioskStatus.js';
