import { join } from 'node:path';

/*
 * Names in the data folder (RELOJ_DATA_DIR; /var/lib/reloj-checador on a box) that several parts of the program use:
 * the daemon, the administration CLI, the root updater and the damaged-database mode.
 */

/** The database. */
export const DB_FILE = 'reloj.sqlite';
/** Signed backups, daily and made by hand (services/respaldos/). */
export const BACKUP_DIR = 'respaldos';
/** The backups' signing keys: the HMAC secret and the Ed25519 pair. */
export const KEY_DIR = 'claves';

export const databaseFile = (dataDir: string): string => join(dataDir, DB_FILE);
export const backupDir = (dataDir: string): string => join(dataDir, BACKUP_DIR);
