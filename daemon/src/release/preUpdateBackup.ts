import { copyFileSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { copyDatabaseFile, fileSchemaVersion } from '../db/databaseFile.js';
import { DB_FILE } from '../paths.js';
import {
  appendSignature,
  BACKUP_APPLICATION_ID,
  ensureBackupKey,
  installRestoredDatabase,
  readSignature,
  sha256OfFile,
  signatureFor,
} from '../services/respaldos/index.js';

/** The database's schema version (PRAGMA user_version), 0 when there is no database yet. */
export function schemaVersion(dataDir: string): number {
  return fileSchemaVersion(join(dataDir, DB_FILE));
}

/**
 * A signed backup of the database as it is with the service stopped (VACUUM INTO, as the daemon's backups are made),
 * restorable by `npm run admin -- restore-backup` too. Run as the data folder's owner (dataOwner.ts), so what it
 * creates (the backup, the signing key) is that user's without any chown.
 */
export async function backupBeforeUpdate(dataDir: string, dest: string, caja: string, now: Date): Promise<void> {
  copyDatabaseFile(join(dataDir, DB_FILE), dest, BACKUP_APPLICATION_ID);
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
