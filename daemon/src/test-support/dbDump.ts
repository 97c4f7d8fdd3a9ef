import Database from 'better-sqlite3';

/** Every row of every table (blobs as hex), the schema and user_version: equal dumps mean identical databases. */
export function dumpDatabase(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND (name NOT LIKE 'sqlite_%' OR name = 'sqlite_sequence') ORDER BY name",
      )
      .all();
    const dump: Record<string, unknown> = {
      user_version: db.pragma('user_version', { simple: true }),
      schema: db.prepare("SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all(),
    };
    for (const { name, sql } of tables) {
      // WITHOUT ROWID tables have no rowid: order them by their first column (the primary key's).
      const withoutRowid = /WITHOUT\s+ROWID/i.test(sql);
      const rows = db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}" ORDER BY ${withoutRowid ? '1' : 'rowid'}`).all() as Record<string, unknown>[];
      dump[name] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Buffer.isBuffer(v) ? `blob:${v.toString('hex')}` : v])));
    }
    return JSON.stringify(dump);
  } finally {
    db.close();
  }
}

export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check).join('\n');
  } finally {
    db.close();
  }
}
