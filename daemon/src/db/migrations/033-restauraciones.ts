import type { Db } from '../connection.js';
import { linkTrigger } from './028-registro.js';
import type { Migration } from './index.js';

/**
 * Issue 39 item 6: a restore leaves a link in the record's chain. Each restored backup adds one row to
 * `restauraciones` in the restored database (db/respaldoRestore.ts, before the daemon opens it): which file, its
 * SHA-256, the box that signed it and with which key, whether that was another box, who restored it and when. The
 * trigger below chains the row as 028's triggers chain the others ('restauracion' links), so the chain itself says
 * that from that link on it continues a backup, and headquarters gets the link like any other.
 */
export const CONTENIDO_RESTAURACION = (r: string) => `json_object(
  'id', ${r}.id, 'nombre', ${r}.nombre, 'sha256', ${r}.sha256, 'caja', ${r}.caja, 'otraCaja', ${r}.otra_caja, 'clave', ${r}.clave,
  'hechoEl', ${r}.hecho_el, 'restauradoPor', ${r}.restaurado_por, 'origen', ${r}.origen, 'restauradoEn', ${r}.restaurado_en)`;

export const TABLA_RESTAURACION = 'restauraciones';

const LAST_KIND = `'reapertura'))`;

/**
 * Lets `registro.tipo` take 'restauracion'. SQLite cannot alter a CHECK; its documented way to relax one is to edit the
 * table's SQL in sqlite_schema and bump schema_version (https://sqlite.org/lang_altertable.html, "making other kinds of
 * table schema changes"), which touches no row. better-sqlite3 allows it only outside its defensive mode.
 */
function allowRestoreLinks(db: Db): void {
  const { sql } = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'registro'").get() as { sql: string };
  if (sql.split(LAST_KIND).length !== 2) throw new Error("033-restauraciones: registro's CHECK on tipo is not the one this migration expects");
  const version = db.pragma('schema_version', { simple: true }) as number;
  db.unsafeMode(true);
  try {
    db.pragma('writable_schema = ON');
    db.prepare("UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = 'registro'").run(sql.replace(LAST_KIND, `'reapertura', 'restauracion'))`));
    db.pragma(`schema_version = ${version + 1}`);
    db.pragma('writable_schema = OFF');
  } finally {
    db.unsafeMode(false);
  }
}

export const restauraciones: Migration = {
  version: 33,
  name: '033-restauraciones',
  up(db) {
    allowRestoreLinks(db);
    db.exec(`
      CREATE TABLE restauraciones (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        -- The file as it was given (its name) and the SHA-256 of all its bytes, signature included.
        nombre TEXT NOT NULL,
        sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
        -- The box that signed it (its short id), whether that is another box, and the key checked: this box's
        -- HMAC key id, or the other box's Ed25519 public key fingerprint.
        caja TEXT NOT NULL,
        otra_caja INTEGER NOT NULL CHECK (otra_caja IN (0, 1)),
        clave TEXT NOT NULL,
        hecho_el TEXT NOT NULL,
        restaurado_por TEXT NOT NULL,
        origen TEXT NOT NULL CHECK (origen IN ('panel', 'consola')),
        restaurado_en TEXT NOT NULL
      ) STRICT;
      CREATE TRIGGER restauraciones_sin_cambios BEFORE UPDATE ON restauraciones BEGIN
        SELECT RAISE(ABORT, 'restauraciones is append-only');
      END;
      CREATE TRIGGER restauraciones_sin_borrado BEFORE DELETE ON restauraciones BEGIN
        SELECT RAISE(ABORT, 'restauraciones is append-only');
      END;
      ${linkTrigger('restauraciones_eslabon', 'AFTER INSERT ON restauraciones', 'restauracion', 'NEW', CONTENIDO_RESTAURACION('NEW'))}
    `);
  },
};
