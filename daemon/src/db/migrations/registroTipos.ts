import type { Db } from '../connection.js';

/**
 * Lets `registro.tipo` take a new kind of link (migrations 033 onwards). SQLite cannot alter a CHECK; its documented
 * way to relax one is to edit the table's SQL in sqlite_schema and bump schema_version
 * (https://sqlite.org/lang_altertable.html, "making other kinds of table schema changes"), which touches no row.
 * better-sqlite3 allows it only outside its defensive mode. `from` must stand exactly once in the CHECK as the
 * earlier migrations left it, so the SQL a box ends with is the same whatever version it came from.
 */
export function rewriteRegistroTipos(db: Db, migration: string, from: string, to: string): void {
  const { sql } = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'registro'").get() as { sql: string };
  if (sql.split(from).length !== 2) throw new Error(`${migration}: registro's CHECK on tipo is not the one this migration expects`);
  const version = db.pragma('schema_version', { simple: true }) as number;
  db.unsafeMode(true);
  try {
    db.pragma('writable_schema = ON');
    db.prepare("UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = 'registro'").run(sql.replace(from, to));
    db.pragma(`schema_version = ${version + 1}`);
    db.pragma('writable_schema = OFF');
  } finally {
    db.unsafeMode(false);
  }
}
