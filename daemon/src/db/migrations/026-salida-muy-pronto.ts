import type { Migration } from './index.js';

/**
 * Issue 29 item 2, the accidental second punch: a face or NIP punch that would be a salida less than
 * `minutos_minimos_jornada` minutes after the same working day's entrada waits for the person to confirm it at the
 * kiosk. 30 by default; 0 turns the rule off.
 */
export const salidaMuyPronto: Migration = {
  version: 26,
  name: '026-salida-muy-pronto',
  up(db) {
    db.exec(`
      ALTER TABLE reglas_asistencia ADD COLUMN minutos_minimos_jornada INTEGER NOT NULL DEFAULT 30
        CHECK (minutos_minimos_jornada BETWEEN 0 AND 240);
    `);
  },
};
