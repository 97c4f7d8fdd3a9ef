// The faces room: enrolment, kiosk identification, challenges, templates, framing and the Spanish outcomes.
export * from './faces.js';
export * from './framing.js';
export * from './faceOutcomes.js';
export * from './engineSlot.js';
