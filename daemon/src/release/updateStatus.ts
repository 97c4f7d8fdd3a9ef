import { closeSync, existsSync, fstatSync, mkdirSync, openSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSubdirectory, replaceFileIn } from './safeFs.js';

/** RELOJ_DATA_DIR/actualizaciones/: the update's progress, the bundle waiting to be installed, the pre-update backup. */
export const UPDATES_DIR = 'actualizaciones';
const STATUS_FILE = 'estado.json';

export type UpdateState =
  /** Checked by the daemon and left for the root updater (reloj-actualizar.path starts it). */
  | 'en_espera'
  | 'verificando'
  | 'desempacando'
  | 'deteniendo'
  | 'respaldando'
  | 'cambiando'
  | 'iniciando'
  | 'vigilando'
  | 'instalada'
  | 'revirtiendo'
  | 'revertida'
  | 'rechazada';

export const FINAL_STATES: readonly UpdateState[] = ['instalada', 'revertida', 'rechazada'];

/** What the panel shows while an update runs and after; `registrada` once the daemon put the outcome in its audit log. */
export type UpdateStatus = {
  estado: UpdateState;
  version: string | null;
  anterior: string | null;
  /** The step in the words a person reads. */
  paso: string;
  motivo?: string;
  inicio: string;
  fecha: string;
  registrada?: boolean;
};

export const updatesDir = (dataDir: string) => join(dataDir, UPDATES_DIR);

export function readUpdateStatus(dataDir: string): UpdateStatus | undefined {
  const file = join(updatesDir(dataDir), STATUS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as UpdateStatus;
  } catch {
    return undefined;
  }
}

/**
 * Written whole (a rename) and owned by the data folder's owner, the daemon's user, who reads it and marks it
 * recorded. The root updater writes it too, in a folder that user owns: so through safeFs.ts, never through a link
 * planted there (issue 39, security 1).
 */
export function writeUpdateStatus(dataDir: string, status: UpdateStatus): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The data folder's own path is root's (its parent is); only what is inside it is the daemon's user's.
  const data = openSync(dataDir, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    const owner = fstatSync(data);
    const dir = openSubdirectory(data, UPDATES_DIR, owner);
    try {
      replaceFileIn(dir, STATUS_FILE, Buffer.from(JSON.stringify(status, null, 1)), owner);
    } finally {
      closeSync(dir);
    }
  } finally {
    closeSync(data);
  }
}
