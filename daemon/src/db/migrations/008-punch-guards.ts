import type { Migration } from './index.js';

/**
 * Punches stay append-only even against `INSERT OR REPLACE` / `REPLACE INTO`: REPLACE deletes the row it
 * conflicts with (same id, or same device and idempotency key) without firing the delete trigger unless
 * `recursive_triggers` is on, so these refuse the conflict before REPLACE can act, on any connection.
 * The index serves the count of an employee's punches on a working day (the entrada/salida alternation).
 */
export const punchGuards: Migration = {
  version: 8,
  name: '008-punch-guards',
  up(db) {
    db.exec(`
      -- NEW.id is -1 while SQLite has yet to pick the id: a stray row -1 must not block every punch.
      CREATE TRIGGER checadas_sin_reemplazo BEFORE INSERT ON checadas
        WHEN NEW.id > 0 AND EXISTS (SELECT 1 FROM checadas WHERE id = NEW.id)
      BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only: this id already exists');
      END;
      CREATE TRIGGER checadas_clave_repetida BEFORE INSERT ON checadas
        WHEN NEW.idempotency_key IS NOT NULL
         AND EXISTS (SELECT 1 FROM checadas WHERE dispositivo_id = NEW.dispositivo_id AND idempotency_key = NEW.idempotency_key)
      BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only: this idempotency key is already used');
      END;
      CREATE INDEX checadas_empleado_fecha ON checadas(empleado_id, fecha_local);
    `);
  },
};
