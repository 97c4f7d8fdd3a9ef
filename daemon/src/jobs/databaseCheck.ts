import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_NAME_RE } from '@reloj/contract/respaldos';
import { quickCheck } from '../db/quickCheck.js';
import { systemClock } from '../lib/clock.js';
import { backupDir, databaseFile, DB_FILE } from '../paths.js';

/**
 * Written next to the database once it has been opened and migrated: from then on, a missing or empty database
 * file means something went wrong, not a new box.
 */
export const MARKER_FILE = `${DB_FILE}.creada`;

/** Why the daemon will not serve: the file is damaged, or it is empty or missing on a box that had data. */
export type DatabaseProblem = {
  motivo: 'danada' | 'vacia' | 'falta';
  /** The database file's path, for the technician (log and systemd status only). */
  dbFile: string;
  /** What was found, in English, for the log: SQLite's message or quick_check's first lines. */
  finding: string;
};

export type DatabaseCheck = { ok: true; dbFile: string; quickCheckMs: number } | { ok: false; problem: DatabaseProblem };

/**
 * SQLite's answers for a file it cannot read as a database (a damaged card gives read errors). Not other I/O errors:
 * on a full disk SQLite cannot make the WAL's index (SQLITE_IOERR_SHMSIZE), and that is no damage.
 */
const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB|IOERR_READ$|IOERR_SHORT_READ$)/;

/** Whether this box has had a database: the marker, or a backup of one. */
function hadData(dataDir: string): boolean {
  if (existsSync(join(dataDir, MARKER_FILE))) return true;
  try {
    return readdirSync(backupDir(dataDir)).some((name) => BACKUP_NAME_RE.test(name));
  } catch {
    return false;
  }
}

/**
 * What main.ts checks before it opens the database for real (issue 26): the file passes `PRAGMA quick_check`, and a
 * box that had data still has a non-empty file. A new box (no file or an empty one, no marker, no backup) is fine.
 * Anything but SQLite saying the file is damaged (permissions, a locked file) is thrown, as before.
 */
export function checkDatabaseAtStart(dataDir: string): DatabaseCheck {
  const dbFile = databaseFile(dataDir);
  const refuse = (motivo: DatabaseProblem['motivo'], finding: string): DatabaseCheck => ({ ok: false, problem: { motivo, dbFile, finding } });
  if (!existsSync(dbFile) || statSync(dbFile).size === 0) {
    if (!hadData(dataDir)) return { ok: true, dbFile, quickCheckMs: 0 };
    return existsSync(dbFile)
      ? refuse('vacia', 'the file is empty (0 bytes) but this box had a database (marker or backups present)')
      : refuse('falta', 'the file is missing but this box had a database (marker or backups present)');
  }
  try {
    const { ms, problems } = quickCheck(dbFile);
    if (problems.length > 0) return refuse('danada', `quick_check: ${problems.join('; ')}`);
    return { ok: true, dbFile, quickCheckMs: ms };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && DAMAGE_CODES.test(code)) return refuse('danada', `${code}: ${(error as Error).message}`);
    throw error;
  }
}

/** Leaves the marker next to a database that opened and migrated (once; an existing marker is kept as it is). */
export function markDatabaseCreated(dataDir: string, now: Date = systemClock.now()): void {
  const marker = join(dataDir, MARKER_FILE);
  if (existsSync(marker)) return;
  writeFileSync(
    marker,
    `Este reloj checador tiene base de datos desde ${now.toISOString()}.\n` +
      `Si ${DB_FILE} falta o queda vacío, el servicio no arranca como un reloj nuevo: restaure un respaldo.\n` +
      'Para empezar de cero a propósito, borre este archivo y la carpeta respaldos/ con el servicio detenido.\n',
    { mode: 0o600 },
  );
}

/** When the marker says the database was created (issue 40: the box's first day in service), null without one. */
export function databaseCreatedAt(dataDir: string): Date | null {
  try {
    const match = /desde (\d{4}-\d{2}-\d{2}T[\d:.]+Z)/.exec(readFileSync(join(dataDir, MARKER_FILE), 'utf8'));
    const date = match ? new Date(match[1]!) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}
