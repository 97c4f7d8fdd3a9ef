import type { Migration } from './index.js';

/**
 * Issue 15, retention: a punch photo is personal data kept 90 days by default, while the punch itself is a legal
 * record (LFT art. 804). Punches stay append-only except for one change: the photo may be deleted (set to NULL),
 * never replaced. `checadas_sin_cambios` now names every other column, and a second trigger refuses any photo
 * that is not NULL.
 */
export const retencion: Migration = {
  version: 16,
  name: '016-retencion',
  up(db) {
    db.exec(`
      DROP TRIGGER checadas_sin_cambios;
      CREATE TRIGGER checadas_sin_cambios BEFORE UPDATE OF id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score,
          liveness, idempotency_key, created_at, manual, motivo, registrado_por ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
      END;
      CREATE TRIGGER checadas_foto_solo_se_borra BEFORE UPDATE OF snapshot_jpeg ON checadas WHEN NEW.snapshot_jpeg IS NOT NULL BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only: a punch photo can only be deleted');
      END;
    `);
  },
};
