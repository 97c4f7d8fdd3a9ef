import type { Migration } from './index.js';

/**
 * Issue 18 item 3: each punch records whether the box's clock was NTP-synchronised when it was stored (1/0; NULL:
 * not known, as for every punch before this migration and on a machine without timedatectl). Set once at insert
 * from reloj_sistema, never changed afterwards, like the rest of a punch.
 */
export const relojChecadas: Migration = {
  version: 20,
  name: '020-reloj-checadas',
  up(db) {
    db.exec(`
      ALTER TABLE checadas ADD COLUMN reloj_sincronizado INTEGER CHECK (reloj_sincronizado IS NULL OR reloj_sincronizado IN (0, 1));
      CREATE TRIGGER checadas_reloj_sin_cambios BEFORE UPDATE OF reloj_sincronizado ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
      END;
    `);
  },
};
