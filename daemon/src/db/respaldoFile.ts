import Database from 'better-sqlite3';
import { auditoriaRepository } from './repositories/auditoria.js';
import { schemaDifferences } from './schemaDiff.js';

/** A database file opened read-only for the checks a restore makes (cli/restore.ts), before anything is replaced. */
export type DatabaseFileCheck = {
  /** PRAGMA integrity_check's lines: ['ok'] for a sound file. */
  integrity(): string[];
  /** PRAGMA user_version: how many migrations the file went through. */
  version(): number;
  /** How its schema differs from what the migrations create at `version` (db/schemaDiff.ts). */
  schemaDifferences(version: number): string[];
  close(): void;
};

/** Throws when SQLite cannot open the file. */
export function openForCheck(file: string): DatabaseFileCheck {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return {
    integrity: () => (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check),
    version: () => db.pragma('user_version', { simple: true }) as number,
    schemaDifferences: (version) => schemaDifferences(db, version),
    close: () => db.close(),
  };
}

export type AuditLine = Parameters<ReturnType<typeof auditoriaRepository>['insert']>[0];

/**
 * Makes a restored backup a live database again (application_id 0: system/respaldoSignature.ts) and records the restore
 * in its own audit log. The audit log exists from version 4 on; nothing older is still in use, but such a file
 * restores without the line.
 */
export function adoptRestoredFile(file: string, line: AuditLine): void {
  const restored = new Database(file);
  try {
    restored.pragma('application_id = 0');
    if (restored.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'auditoria'").get()) auditoriaRepository(restored).insert(line);
  } finally {
    restored.close();
  }
}
