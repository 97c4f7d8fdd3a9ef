import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runDataStep, type DataStep, type DataStepResult } from './dataSteps.js';

/**
 * Runs one of the updater's steps in the daemon's data folder as that folder's owner (issue 39, security 1): the
 * root updater opens nothing there itself (the database, its -wal and -shm, the backup, the backup key), so nothing
 * the daemon's user planted there (a link to a system file) is ever written or given away by root. In a child
 * process with that user's uid and gid (no other groups); in this process when there is nobody to drop to (not root,
 * or the folder is root's own).
 */
export async function inDataFolder(step: DataStep): Promise<DataStepResult> {
  const owner = statSync(step.dataDir);
  if (process.getuid?.() !== 0 || owner.uid === 0) return runDataStep(step);
  const script = fileURLToPath(new URL('./dataStepMain.js', import.meta.url));
  if (!existsSync(script)) throw new Error(`falta ${script}: el actualizador corre desde el programa compilado`);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, JSON.stringify(step)],
      {
        uid: owner.uid,
        gid: owner.gid,
        cwd: step.dataDir,
        env: { PATH: process.env.PATH, ...(process.env.TZ ? { TZ: process.env.TZ } : {}) },
        maxBuffer: 1 << 20,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(stderr.trim() || error.message));
        try {
          resolve(JSON.parse(stdout) as DataStepResult);
        } catch {
          reject(new Error(`respuesta ilegible del paso ${step.paso}`));
        }
      },
    );
  });
}
