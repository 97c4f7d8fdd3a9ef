import type { Db } from './connection.js';
import { migrations, type Migration } from './migrations/index.js';

export class DatabaseTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `La base de datos está en la versión ${found}, más nueva que la que conoce este programa (${known}). Actualiza el programa; no se tocó la base de datos.`,
    );
    this.name = 'DatabaseTooNewError';
  }
}

/** Applies every pending migration, each in its own transaction, tracked with PRAGMA user_version. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number {
  const latest = list.length;
  list.forEach((m, index) => {
    if (m.version !== index + 1) throw new Error(`Migration ${m.name} has version ${m.version}, expected ${index + 1}`);
  });
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) throw new DatabaseTooNewError(current, latest);
  for (const m of list.slice(current)) {
    // SQLite's procedure for rebuilding a table that others reference: foreign keys off around the transaction
    // (the pragma does nothing inside one), and every reference checked before it commits.
    if (m.rebuildsReferencedTable) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        m.up(db);
        if (m.rebuildsReferencedTable) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0) throw new Error(`Migration ${m.name} left ${broken.length} broken references`);
        }
        db.pragma(`user_version = ${m.version}`);
      })();
    } finally {
      if (m.rebuildsReferencedTable) db.pragma('foreign_keys = ON');
    }
  }
  return latest;
}
