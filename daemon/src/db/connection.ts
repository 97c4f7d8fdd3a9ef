import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { registerRecordFunctions } from './recordFunctions.js';

export type Db = Database.Database;

/**
 * Opens the SQLite file with the pragmas the product relies on: WAL for concurrent reads,
 * synchronous=FULL because punches are legal records, foreign keys on, a busy timeout, and recursive
 * triggers, so that the row REPLACE deletes on a conflict fires the delete triggers (punches are append-only).
 * secure_delete: deleted rows (face templates, crops, punch photos) are overwritten with zeros, not left in free pages.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('recursive_triggers = ON');
  db.pragma('secure_delete = ON');
  registerRecordFunctions(db);
  return db;
}

export function closeDatabase(db: Db): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** What services may know of the connection itself (never the connection): its file, whether it is open and answers, its size. */
export type LiveDatabase = {
  /** The file's path (a backup copies it on a worker thread with its own connection). */
  file: string;
  isOpen(): boolean;
  /** False when a trivial query fails (/api/health). */
  answers(): boolean;
  sizeBytes(): number;
};

export function liveDatabase(db: Db): LiveDatabase {
  return {
    file: db.name,
    isOpen: () => db.open,
    answers: () => {
      try {
        db.prepare('SELECT 1').get();
        return true;
      } catch {
        return false;
      }
    },
    sizeBytes: () => (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number),
  };
}
