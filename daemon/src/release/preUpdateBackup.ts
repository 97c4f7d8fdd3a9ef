import Database from 'better-sqlite3';
import { copyFileSync, existsSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { DB_FILE, installRestoredDatabase } from '../db/respaldoRestore.js';
import { sha256OfFile } from '../system/restauracion.js';
import { appendSignature, BACKUP_APPLICATION_ID, ensureBackupKey, readSignature, signatureFor } from '../system/respaldoSignature.js';

/** The database's schema version (PRAGMA user_version), 0 when there is no database yet. */
export function schemaVersion(dataDir: string): number {
  const file = join(dataDir, DB_FILE);
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
}

/**
 * A signed backup of the database as it is with the service stopped (VACUUM INTO, as the daemon's backups are made),
 * restorable by `npm run admin -- restore-backup` too. Run as the data folder's owner (dataOwner.ts), so what it
 * creates (the backup, the signing key) is that user's without any chown.
 */
export async function backupBeforeUpdate(dataDir: string, dest: string, caja: string, now: Date): Promise<void> {
  const live = new Database(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    live.prepare('VACUUM INTO ?').run(dest);
  } finally {
    live.close();
  }
  const copy = new Database(dest);
  try {
    copy.pragma(`application_id = ${BACKUP_APPLICATION_ID}`);
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  // The daemon makes its signing key with its first backup; a box updated before any backup gets it here.
  const { key } = ensureBackupKey(dataDir);
  const bytes = statSync(dest).size;
  await appendSignature(dest, signatureFor(key, { caja, fecha: now.toISOString(), bytes, sha256: sha256OfFile(dest) }));
}

/** Puts the pre-update backup back in place of the database (the daemon stopped); the replaced one goes aside. As the data folder's owner. */
export function restorePreUpdateBackup(dataDir: string, backup: string, now: Date, version: string): void {
  const temporary = `${backup}.restaurando`;
  copyFileSync(backup, temporary);
  const read = readSignature(temporary);
  if (read.kind === 'firmado') truncateSync(temporary, read.databaseBytes);
  installRestoredDatabase(temporary, dataDir, now, (kept) => ({
    usuarioId: null,
    usuario: 'actualizador',
    accion: 'actualizaciones.respaldo_restaurado',
    antes: null,
    despues: { motivo: `la versión ${version} no quedó funcionando y cambió la base de datos`, respaldo: backup, anterior: kept ?? null },
    ip: null,
    now: now.toISOString(),
  }));
}
