import type { Migration } from './index.js';

export const kiosk: Migration = {
  version: 5,
  name: '005-kiosk',
  up(db) {
    db.exec(`
      CREATE TABLE dispositivos (
        id INTEGER PRIMARY KEY,
        fingerprint TEXT NOT NULL UNIQUE,
        codigo TEXT NOT NULL UNIQUE,
        nombre TEXT,
        sucursal_id INTEGER REFERENCES sucursales(id),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        first_seen_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        decided_by TEXT,
        decided_at TEXT
      ) STRICT;

      -- Punches are legal records: never updated, never deleted.
      CREATE TABLE checadas (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id),
        dispositivo_id INTEGER NOT NULL REFERENCES dispositivos(id),
        tipo TEXT NOT NULL CHECK (tipo IN ('entrada', 'salida')),
        hora TEXT NOT NULL,
        fecha_local TEXT NOT NULL,
        match_score REAL NOT NULL,
        liveness REAL,
        snapshot_jpeg BLOB,
        idempotency_key TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (dispositivo_id, idempotency_key)
      ) STRICT;
      CREATE INDEX checadas_empleado_hora ON checadas(empleado_id, hora);
      CREATE INDEX checadas_fecha ON checadas(fecha_local);
      CREATE TRIGGER checadas_sin_cambios BEFORE UPDATE ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
      END;
      CREATE TRIGGER checadas_sin_borrado BEFORE DELETE ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
      END;
    `);
  },
};
