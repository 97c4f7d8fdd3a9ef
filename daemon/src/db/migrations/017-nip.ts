import type { Migration } from './index.js';

/**
 * Issue 15 item 3: an employee without a usable face punches at the kiosk with their número de empleado and a NIP.
 * - `nips`: the NIP's scrypt hash (like a password), one per employee, set by an administrator.
 * - `checadas` gains `nip`: a NIP punch names its kiosk, has no match score and keeps the camera's photo as evidence.
 *   The table is rebuilt for its CHECK (SQLite cannot alter one): same ids, same indexes, the append-only triggers of
 *   migrations 008, 010 and 016 with the same names, `nip` added to the columns no update may touch.
 *   rostros.checada_id references checadas: migrate.ts turns foreign keys off around this and checks them after.
 * - `intentos_fallidos` gains the NIP throttle's kinds: 'nip' (one número de empleado from every kiosk) and
 *   'nip_dispositivo' (one kiosk for every número).
 */
export const nip: Migration = {
  version: 17,
  name: '017-nip',
  rebuildsReferencedTable: true,
  up(db) {
    db.exec(`
      CREATE TABLE nips (
        empleado_id INTEGER PRIMARY KEY REFERENCES empleados(id),
        nip_hash TEXT NOT NULL,
        actualizado_por TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE checadas_nueva (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id),
        dispositivo_id INTEGER REFERENCES dispositivos(id),
        tipo TEXT NOT NULL CHECK (tipo IN ('entrada', 'salida')),
        hora TEXT NOT NULL,
        fecha_local TEXT NOT NULL,
        match_score REAL,
        liveness REAL,
        snapshot_jpeg BLOB,
        idempotency_key TEXT,
        created_at TEXT NOT NULL,
        manual INTEGER NOT NULL DEFAULT 0 CHECK (manual IN (0, 1)),
        motivo TEXT,
        registrado_por TEXT,
        nip INTEGER NOT NULL DEFAULT 0 CHECK (nip IN (0, 1)),
        UNIQUE (dispositivo_id, idempotency_key),
        CHECK (
          (manual = 0 AND nip = 0 AND dispositivo_id IS NOT NULL AND match_score IS NOT NULL AND motivo IS NULL AND registrado_por IS NULL)
          OR (manual = 0 AND nip = 1 AND dispositivo_id IS NOT NULL AND match_score IS NULL AND liveness IS NULL
              AND motivo IS NULL AND registrado_por IS NULL)
          OR (manual = 1 AND nip = 0 AND dispositivo_id IS NULL AND match_score IS NULL AND liveness IS NULL AND snapshot_jpeg IS NULL
              AND idempotency_key IS NULL AND motivo IS NOT NULL AND length(trim(motivo)) > 0
              AND registrado_por IS NOT NULL AND length(registrado_por) > 0)
        )
      ) STRICT;
      INSERT INTO checadas_nueva (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg,
                                  idempotency_key, created_at, manual, motivo, registrado_por)
        SELECT id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg,
               idempotency_key, created_at, manual, motivo, registrado_por
          FROM checadas ORDER BY id;
      DROP TABLE checadas;
      ALTER TABLE checadas_nueva RENAME TO checadas;

      CREATE INDEX checadas_empleado_hora ON checadas(empleado_id, hora);
      CREATE INDEX checadas_fecha ON checadas(fecha_local);
      CREATE INDEX checadas_empleado_fecha ON checadas(empleado_id, fecha_local);
      CREATE TRIGGER checadas_sin_cambios BEFORE UPDATE OF id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score,
          liveness, idempotency_key, created_at, manual, motivo, registrado_por, nip ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
      END;
      CREATE TRIGGER checadas_foto_solo_se_borra BEFORE UPDATE OF snapshot_jpeg ON checadas WHEN NEW.snapshot_jpeg IS NOT NULL BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only: a punch photo can only be deleted');
      END;
      CREATE TRIGGER checadas_sin_borrado BEFORE DELETE ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
      END;
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

      CREATE TABLE intentos_fallidos_nueva (
        tipo TEXT NOT NULL CHECK (tipo IN ('usuario', 'direccion', 'par', 'configuracion', 'configuracion_total', 'nip', 'nip_dispositivo')),
        usuario TEXT NOT NULL DEFAULT '',
        direccion TEXT NOT NULL DEFAULT '',
        fallos INTEGER NOT NULL CHECK (fallos > 0),
        ultimo_fallo TEXT NOT NULL,
        PRIMARY KEY (tipo, usuario, direccion)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO intentos_fallidos_nueva SELECT tipo, usuario, direccion, fallos, ultimo_fallo FROM intentos_fallidos;
      DROP TABLE intentos_fallidos;
      ALTER TABLE intentos_fallidos_nueva RENAME TO intentos_fallidos;
      CREATE INDEX intentos_fallidos_fecha ON intentos_fallidos(ultimo_fallo);
    `);
  },
};
