import Database from 'better-sqlite3';
import { existsSync, rmSync, statSync } from 'node:fs';

/**
 * PRAGMA quick_check on a read-only connection, so a damaged file is never written to: its first problems (none when
 * the file is sound). SQLite creates the WAL's companion files for it; those it created are removed again, so the
 * data directory is left as it was found. SQLite's own errors (a file that is no database) are thrown.
 */
export function quickCheck(dbFile: string): { ms: number; problems: string[] } {
  const companions = [`${dbFile}-wal`, `${dbFile}-shm`].filter((f) => !existsSync(f));
  const started = performance.now();
  let db: Database.Database | undefined;
  try {
    db = new Database(dbFile, { readonly: true, fileMustExist: true });
    const rows = db.pragma('quick_check(3)') as { quick_check: string }[];
    const problems = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
    return { ms: performance.now() - started, problems };
  } finally {
    db?.close();
    for (const file of companions) if (existsSync(file) && (file.endsWith('-shm') || statSync(file).size === 0)) rmSync(file, { force: true });
  }
}
