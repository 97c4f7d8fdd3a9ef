import type { Migration } from './index.js';

/**
 * Issue 29 item 3: a closed period can be reopened with a reason, and every close is kept as a version.
 *
 * - `periodo_cierres`: one row per close, numbered from 1 per period, with the figures frozen then. An
 *   `AFTER UPDATE` trigger on `periodos` writes it whenever a period goes from 'abierto' to 'cerrado', in the same
 *   transaction and whichever code path closes it. Periods already closed get their version 1 here.
 * - `periodo_reaperturas`: one row per reopening, naming the close it undoes (at most one per close), who, when, why.
 * - `periodo_descargas`: each pre-nómina file downloaded for a saved period's exact dates, against the close it
 *   came from (NULL: downloaded while the period was open, figures not final).
 *
 * All three are append-only like `anulaciones` (025): no UPDATE, no DELETE, no `INSERT OR REPLACE` over a row.
 * `periodos_cerrados_sin_cambios` is replaced: a closed period still refuses every change but one, going back to
 * 'abierto' with its snapshot and close cleared and its dates and author unchanged, and only once its latest close
 * has a `periodo_reaperturas` row. Reopening writes a 'periodo.reabierto' event to the outbox (payload:
 * contract/src/eventos.ts `periodoReabiertoSchema`); closing again writes 'periodo.cerrado' as before (019).
 */

const UUID_V4 = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

const appendOnly = (table: string, replaced: string, message: string) => `
  CREATE TRIGGER ${table}_sin_cambios BEFORE UPDATE ON ${table} BEGIN
    SELECT RAISE(ABORT, '${table} are append-only');
  END;
  CREATE TRIGGER ${table}_sin_borrado BEFORE DELETE ON ${table} BEGIN
    SELECT RAISE(ABORT, '${table} are append-only');
  END;
  -- NEW.id is -1 while SQLite has yet to pick the id.
  CREATE TRIGGER ${table}_sin_reemplazo BEFORE INSERT ON ${table}
    WHEN (NEW.id > 0 AND EXISTS (SELECT 1 FROM ${table} WHERE id = NEW.id))${replaced ? ` OR ${replaced}` : ''}
  BEGIN
    SELECT RAISE(ABORT, '${table} are append-only: ${message}');
  END;`;

export const reaperturas: Migration = {
  version: 27,
  name: '027-reaperturas',
  up(db) {
    db.exec(`
      CREATE TABLE periodo_cierres (
        id INTEGER PRIMARY KEY,
        periodo_id INTEGER NOT NULL REFERENCES periodos(id),
        version INTEGER NOT NULL CHECK (version >= 1),
        snapshot TEXT NOT NULL CHECK (json_valid(snapshot)),
        cerrado_por TEXT NOT NULL,
        cerrado_en TEXT NOT NULL,
        UNIQUE (periodo_id, version)
      ) STRICT;

      CREATE TABLE periodo_reaperturas (
        id INTEGER PRIMARY KEY,
        periodo_id INTEGER NOT NULL REFERENCES periodos(id),
        cierre_id INTEGER NOT NULL UNIQUE REFERENCES periodo_cierres(id),
        motivo TEXT NOT NULL,
        reabierto_por TEXT NOT NULL,
        reabierto_en TEXT NOT NULL
      ) STRICT;

      CREATE TABLE periodo_descargas (
        id INTEGER PRIMARY KEY,
        periodo_id INTEGER NOT NULL REFERENCES periodos(id),
        -- NULL: downloaded while the period was open.
        cierre_id INTEGER REFERENCES periodo_cierres(id),
        -- What the user sees: 'Libro de Excel', 'Incidencias CONTPAQi', a saved profile's name.
        archivo TEXT NOT NULL,
        descargado_por TEXT NOT NULL,
        descargado_en TEXT NOT NULL
      ) STRICT;
      CREATE INDEX periodo_descargas_periodo ON periodo_descargas(periodo_id);

      INSERT INTO periodo_cierres (periodo_id, version, snapshot, cerrado_por, cerrado_en)
        SELECT id, 1, snapshot, cerrado_por, cerrado_en FROM periodos WHERE estado = 'cerrado' ORDER BY id;

      ${appendOnly('periodo_cierres', 'EXISTS (SELECT 1 FROM periodo_cierres WHERE periodo_id = NEW.periodo_id AND version = NEW.version)', 'this version already exists')}
      ${appendOnly(
        'periodo_reaperturas',
        `EXISTS (SELECT 1 FROM periodo_reaperturas WHERE cierre_id = NEW.cierre_id)
          OR NOT EXISTS (SELECT 1 FROM periodo_cierres WHERE id = NEW.cierre_id AND periodo_id = NEW.periodo_id)`,
        'this close is already reopened, or is not a close of this period',
      )}
      ${appendOnly('periodo_descargas', '', 'this id already exists')}

      -- Every close is a version, written in the same transaction as the close.
      CREATE TRIGGER periodos_version_cierre AFTER UPDATE OF estado ON periodos
        WHEN OLD.estado = 'abierto' AND NEW.estado = 'cerrado'
      BEGIN
        INSERT INTO periodo_cierres (periodo_id, version, snapshot, cerrado_por, cerrado_en)
          VALUES (NEW.id, COALESCE((SELECT MAX(version) FROM periodo_cierres WHERE periodo_id = NEW.id), 0) + 1,
                  NEW.snapshot, NEW.cerrado_por, NEW.cerrado_en);
      END;

      -- A closed period keeps its figures; the one change allowed is the reopening its latest close records.
      DROP TRIGGER periodos_cerrados_sin_cambios;
      CREATE TRIGGER periodos_cerrados_sin_cambios BEFORE UPDATE ON periodos WHEN OLD.estado = 'cerrado' AND NOT (
        NEW.estado = 'abierto' AND NEW.snapshot IS NULL AND NEW.cerrado_en IS NULL AND NEW.cerrado_por IS NULL
        AND NEW.id = OLD.id AND NEW.desde = OLD.desde AND NEW.hasta = OLD.hasta
        AND NEW.creado_por = OLD.creado_por AND NEW.created_at = OLD.created_at
        AND EXISTS (
          SELECT 1 FROM periodo_reaperturas r
           WHERE r.cierre_id = (SELECT c.id FROM periodo_cierres c WHERE c.periodo_id = OLD.id ORDER BY c.version DESC LIMIT 1)
        )
      ) BEGIN
        SELECT RAISE(ABORT, 'closed periods are frozen');
      END;

      CREATE TRIGGER periodo_reaperturas_evento AFTER INSERT ON periodo_reaperturas BEGIN
        INSERT INTO eventos_salida (evento_id, tipo, version, datos, creado_en, reloj_sincronizado)
        SELECT ${UUID_V4}, 'periodo.reabierto', 1,
               json_object('id', p.id, 'desde', p.desde, 'hasta', p.hasta,
                           'version', (SELECT version FROM periodo_cierres WHERE id = NEW.cierre_id),
                           'motivo', NEW.motivo, 'reabiertoPor', NEW.reabierto_por, 'reabiertoEn', NEW.reabierto_en),
               strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), (SELECT sincronizado FROM reloj_sistema WHERE id = 1)
          FROM periodos p WHERE p.id = NEW.periodo_id;
      END;
    `);
  },
};
