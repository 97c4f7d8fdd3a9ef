import type { Migration } from './index.js';

/**
 * Pre-nómina (issue 12): the company's attendance rules (one row), its own holidays (the LFT art. 74
 * days are computed, never stored), incidencias, pay periods (a closed one keeps a JSON snapshot of its
 * figures), and manual punches.
 *
 * A manual punch has no kiosk and no match score, so `checadas` is rebuilt with `dispositivo_id` and
 * `match_score` nullable and `manual`, `motivo`, `registrado_por` added. Every row keeps its id; the
 * indexes and the append-only triggers of migrations 005 and 008 come back with the same names and the
 * same SQL (cli/restore.ts compares them by name). All of it inside the migration's one transaction:
 * a failure leaves the database at version 9 with its punches untouched.
 */
export const prenomina: Migration = {
  version: 10,
  name: '010-prenomina',
  up(db) {
    db.exec(`
      CREATE TABLE reglas_asistencia (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        tolerancia_minutos INTEGER NOT NULL DEFAULT 10 CHECK (tolerancia_minutos BETWEEN 0 AND 120),
        retardos_por_falta INTEGER NOT NULL DEFAULT 0 CHECK (retardos_por_falta BETWEEN 0 AND 31),
        bloque_horas_extra_minutos INTEGER NOT NULL DEFAULT 30 CHECK (bloque_horas_extra_minutos BETWEEN 1 AND 120),
        horas_extra_requieren_autorizacion INTEGER NOT NULL DEFAULT 1 CHECK (horas_extra_requieren_autorizacion IN (0, 1)),
        septimo_dia TEXT NOT NULL DEFAULT 'proporcional' CHECK (septimo_dia IN ('proporcional', 'completo')),
        periodo TEXT NOT NULL DEFAULT 'semanal' CHECK (periodo IN ('semanal', 'catorcenal', 'quincenal')),
        inicio_semana INTEGER NOT NULL DEFAULT 1 CHECK (inicio_semana BETWEEN 0 AND 6),
        updated_at TEXT
      ) STRICT;
      INSERT INTO reglas_asistencia (id) VALUES (1);

      -- The company's own holidays (election days, company days). LFT art. 74 days are computed per year.
      CREATE TABLE festivos (
        fecha TEXT NOT NULL PRIMARY KEY CHECK (fecha GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
        nombre TEXT NOT NULL CHECK (length(nombre) BETWEEN 1 AND 80),
        creado_por TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      -- CHECKs spell out IS NOT NULL: a CHECK that evaluates to NULL passes.
      -- At most one overtime authorisation and one other kind per employee and day (the unique index).
      CREATE TABLE incidencias (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id),
        fecha TEXT NOT NULL CHECK (fecha GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
        tipo TEXT NOT NULL CHECK (tipo IN ('horas_extra', 'falta_justificada', 'permiso_con_goce', 'permiso_sin_goce', 'vacaciones', 'incapacidad')),
        minutos INTEGER CHECK (
          (tipo = 'horas_extra' AND minutos IS NOT NULL AND minutos BETWEEN 15 AND 720 AND minutos % 15 = 0)
          OR (tipo <> 'horas_extra' AND minutos IS NULL)
        ),
        nota TEXT CHECK (nota IS NULL OR length(nota) BETWEEN 1 AND 200),
        creado_por TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX incidencias_una_por_clase ON incidencias(empleado_id, fecha, (tipo = 'horas_extra'));
      CREATE INDEX incidencias_fecha ON incidencias(fecha);

      CREATE TABLE periodos (
        id INTEGER PRIMARY KEY,
        desde TEXT NOT NULL CHECK (desde GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
        hasta TEXT NOT NULL CHECK (hasta GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND hasta >= desde),
        estado TEXT NOT NULL DEFAULT 'abierto' CHECK (estado IN ('abierto', 'cerrado')),
        creado_por TEXT NOT NULL,
        created_at TEXT NOT NULL,
        cerrado_en TEXT,
        cerrado_por TEXT,
        -- The figures as computed when the period was closed (JSON, the API's shape).
        snapshot TEXT,
        CHECK (
          (estado = 'abierto' AND cerrado_en IS NULL AND cerrado_por IS NULL AND snapshot IS NULL)
          OR (estado = 'cerrado' AND cerrado_en IS NOT NULL AND cerrado_por IS NOT NULL AND snapshot IS NOT NULL AND json_valid(snapshot))
        )
      ) STRICT;
      CREATE INDEX periodos_rango ON periodos(desde, hasta);
      -- A closed period keeps its figures: it can be neither changed nor removed.
      CREATE TRIGGER periodos_cerrados_sin_cambios BEFORE UPDATE ON periodos WHEN OLD.estado = 'cerrado' BEGIN
        SELECT RAISE(ABORT, 'closed periods are frozen');
      END;
      CREATE TRIGGER periodos_cerrados_sin_borrado BEFORE DELETE ON periodos WHEN OLD.estado = 'cerrado' BEGIN
        SELECT RAISE(ABORT, 'closed periods are frozen');
      END;

      -- checadas, rebuilt for manual punches (see above).
      DROP TRIGGER checadas_sin_cambios;
      DROP TRIGGER checadas_sin_borrado;
      DROP TRIGGER checadas_sin_reemplazo;
      DROP TRIGGER checadas_clave_repetida;
      ALTER TABLE checadas RENAME TO checadas_anterior;

      -- Punches are legal records: never updated, never deleted. A kiosk punch names its device and its
      -- match score; a manual one (added by an administrator) has neither and carries who and why.
      CREATE TABLE checadas (
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
        UNIQUE (dispositivo_id, idempotency_key),
        CHECK (
          (manual = 0 AND dispositivo_id IS NOT NULL AND match_score IS NOT NULL AND motivo IS NULL AND registrado_por IS NULL)
          OR (manual = 1 AND dispositivo_id IS NULL AND match_score IS NULL AND liveness IS NULL AND snapshot_jpeg IS NULL
              AND idempotency_key IS NULL AND motivo IS NOT NULL AND length(trim(motivo)) > 0
              AND registrado_por IS NOT NULL AND length(registrado_por) > 0)
        )
      ) STRICT;
      INSERT INTO checadas (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at)
        SELECT id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at
          FROM checadas_anterior ORDER BY id;
      DROP TABLE checadas_anterior;

      CREATE INDEX checadas_empleado_hora ON checadas(empleado_id, hora);
      CREATE INDEX checadas_fecha ON checadas(fecha_local);
      CREATE INDEX checadas_empleado_fecha ON checadas(empleado_id, fecha_local);
      CREATE TRIGGER checadas_sin_cambios BEFORE UPDATE ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
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
    `);
  },
};
