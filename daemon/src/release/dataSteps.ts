import { existsSync, rmSync } from 'node:fs';
import { databaseFile } from '../paths.js';
import { backupBeforeUpdate, restorePreUpdateBackup, schemaVersion } from './preUpdateBackup.js';

/** What the updater does in the daemon's data folder: read the schema, back the database up, put the backup back. */
export type DataStep =
  | { paso: 'esquema'; dataDir: string }
  | { paso: 'respaldar'; dataDir: string; destino: string; caja: string; fecha: string }
  | { paso: 'restaurar'; dataDir: string; respaldo: string; esquemaAntes: number; fecha: string; version: string };

/** The step's answer: the schema version, or whether anything was restored. */
export type DataStepResult = { esquema: number } | { hecho: boolean };

export async function runDataStep(step: DataStep): Promise<DataStepResult> {
  if (step.paso === 'esquema') return { esquema: schemaVersion(step.dataDir) };
  if (step.paso === 'respaldar') {
    rmSync(step.destino, { force: true }); // an earlier attempt's: VACUUM INTO writes only a new file
    if (!existsSync(databaseFile(step.dataDir))) return { hecho: false };
    await backupBeforeUpdate(step.dataDir, step.destino, step.caja, new Date(step.fecha));
    return { hecho: true };
  }
  // Only when the version that failed changed the database: otherwise the database is as the old version left it.
  if (!existsSync(step.respaldo) || schemaVersion(step.dataDir) === step.esquemaAntes) return { hecho: false };
  restorePreUpdateBackup(step.dataDir, step.respaldo, new Date(step.fecha), step.version);
  return { hecho: true };
}
