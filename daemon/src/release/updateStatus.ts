import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** Written whole (a rename), readable by the daemon's user. */
export function writeUpdateStatus(dataDir: string, status: UpdateStatus, own: (path: string) => void = () => undefined): void {
  const dir = updatesDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  own(dir);
  const file = join(dir, STATUS_FILE);
  writeFileSync(`${file}.parcial`, JSON.stringify(status, null, 1), { mode: 0o600 });
  own(`${file}.parcial`);
  renameSync(`${file}.parcial`, file);
}
