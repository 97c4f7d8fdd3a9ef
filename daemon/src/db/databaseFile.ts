import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { Db } from './connection.js';

/** The schema version of an open database: PRAGMA user_version, how many migrations it went through. */
export const schemaVersionOf = (db: Db): number => db.pragma('user_version', { simple: true }) as number;

/** The schema version of a database file, 0 when there is no file yet (read-only: the service may be stopped). */
export function fileSchemaVersion(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return schemaVersionOf(db);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a database file (VACUUM INTO, as the daemon's backups are made), marked with `applicationId`
 * in its header and in rollback-journal mode, so the copy is one file that stands alone.
 */
export function copyDatabaseFile(source: string, dest: string, applicationId: number): void {
  const live = new Database(source, { readonly: true, fileMustExist: true });
  try {
    live.prepare('VACUUM INTO ?').run(dest);
  } finally {
    live.close();
  }
  const copy = new Database(dest);
  try {
    copy.pragma(`application_id = ${applicationId}`);
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
