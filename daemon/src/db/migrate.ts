import type { Db } from './connection.js';
import { migrations, type Migration } from './migrations/index.js';

export class DatabaseTooNewError extends Error {
  constructor(readonly found: number, readonly known: number) {
    super(`La base de datos está en la versión ${found}, más nueva que la que conoce este programa (${known}). Actualiza el programa; no se tocó la base de datos.`);
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
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
  return latest;
}
