import type { KeyObject } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { readSignedManifest } from './bundle.js';
import type { Manifest } from './manifest.js';
import { FINAL_STATES, readUpdateStatus, updatesDir, writeUpdateStatus } from './updateStatus.js';

/** The bundle waiting for the root updater: `npm run admin -- actualizar --pendiente` installs it. */
export const PENDING_BUNDLE = 'pendiente.tar.zst';
export const pendingBundlePath = (dataDir: string) => join(updatesDir(dataDir), PENDING_BUNDLE);

/**
 * The longest an update step stays unchanged (the ten-minute watch) with margin: a status older than this was left by
 * an updater that did not finish (a power cut), and does not block the next update.
 */
const STALE_AFTER_MS = 15 * 60_000;

/** Whether an update is waiting or running (one at a time). */
export function updateInProgress(dataDir: string, now: Date): boolean {
  const status = readUpdateStatus(dataDir);
  if (existsSync(pendingBundlePath(dataDir))) return true;
  return status !== undefined && !FINAL_STATES.includes(status.estado) && now.getTime() - Date.parse(status.fecha) < STALE_AFTER_MS;
}

/**
 * The daemon's side of an update from the panel or from headquarters: the bundle (already in
 * RELOJ_DATA_DIR/actualizaciones/, written by the daemon) is checked as the updater will check it (signature, machine,
 * version), then renamed to pendiente.tar.zst with estado 'en_espera'. systemd's reloj-actualizar.path sees the file and
 * starts the root updater, which checks everything again: the daemon's word is never taken for it.
 */
export async function requestInstall(
  dataDir: string,
  bundle: string,
  check: { installedVersion: string; arch?: string; trusted: readonly KeyObject[]; now: Date },
): Promise<Manifest> {
  const { manifest } = await readSignedManifest(bundle, { installedVersion: check.installedVersion, arch: check.arch ?? process.arch, trusted: check.trusted });
  const now = check.now.toISOString();
  writeUpdateStatus(dataDir, {
    estado: 'en_espera',
    version: manifest.version,
    anterior: check.installedVersion,
    paso: `La versión ${manifest.version} está lista; el instalador del sistema empieza en unos segundos…`,
    inicio: now,
    fecha: now,
  });
  renameSync(bundle, pendingBundlePath(dataDir));
  return manifest;
}
