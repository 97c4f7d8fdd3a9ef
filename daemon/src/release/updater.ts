import type { KeyObject } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { monotonicMs, systemClock } from '../lib/clock.js';
import { assertNewer, readSignedManifest, ReleaseRefused, unpackVerified } from './bundle.js';
import { inDataFolder } from './dataOwner.js';
import { takeNamedBundle, takePendingBundle } from './handOver.js';
import { currentVersionName, pruneVersions, switchTo, versionOf, versionsDir } from './layout.js';
import type { Manifest } from './manifest.js';
import type { ServiceControl } from './serviceControl.js';
import { takeUpdateLock } from './updateLock.js';
import { updatesDir, writeUpdateStatus, type UpdateState, type UpdateStatus } from './updateStatus.js';

export type UpdaterOptions = {
  prefix: string;
  /** `bundle` is the name the daemon left in RELOJ_DATA_DIR/actualizaciones/ (pendiente.tar.zst), not a path. */
  pendiente?: boolean;
  dataDir: string;
  trusted: readonly KeyObject[];
  service: ServiceControl;
  /** The daemon's GET /api/health on this box. */
  healthUrl: string;
  caja: string;
  arch?: string;
  /** How long the new version has to answer healthy (120 s). */
  readyWithinMs?: number;
  /** How long the new version is watched for crashes once healthy (ten minutes). */
  watchMs?: number;
  /** Restarts within the watch that send it back (3). */
  maxRestarts?: number;
  /** How often the new version's health and restarts are read while it starts (250 ms) and during the watch (1 s). */
  pollMs?: number;
  now?: () => Date;
  /** Each step as a person reads it (the shell prints them; the panel reads estado.json). */
  say?: (line: string) => void;
};

export type UpdateOutcome = { estado: 'instalada' | 'revertida' | 'rechazada'; version: string | null; anterior: string | null; motivo?: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Health = { ok?: boolean; db?: string; faceEngine?: string; version?: string };
async function health(url: string): Promise<Health | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return (await res.json()) as Health;
  } catch {
    return undefined;
  }
}

/**
 * Installs a release bundle (issue 32): checks its signature and every file, unpacks it beside the running version,
 * stops the service, makes a signed backup of the database, switches `actual`, starts the service and waits for a
 * healthy /api/health on the new version; then watches it. If it does not answer in time, or restarts three times
 * within the watch, it switches back, restores the backup when the new version migrated the database, and starts the
 * old version again. Every step is written to RELOJ_DATA_DIR/actualizaciones/estado.json; the daemon records the
 * outcome in its audit log when it starts.
 *
 * Run as root beside a daemon whose user owns the data folder (issue 39, security 1): the bundle is first copied into
 * root's own <prefix>/actualizador/ (handOver.ts) and read only there; the status is written through safeFs.ts; the
 * database's backup and restore run as the data folder's owner (dataOwner.ts).
 */
export async function installRelease(bundle: string, options: UpdaterOptions): Promise<UpdateOutcome> {
  const release = takeUpdateLock(options.prefix);
  if (!release) {
    const motivo = 'Ya hay una actualización en curso en este equipo: espera a que termine.';
    options.say?.(motivo);
    return { estado: 'rechazada', version: null, anterior: null, motivo };
  }
  try {
    return await installLocked(bundle, options);
  } finally {
    release();
  }
}

async function installLocked(bundle: string, options: UpdaterOptions): Promise<UpdateOutcome> {
  const { prefix, dataDir, service } = options;
  const now = options.now ?? systemClock.now;
  const say = options.say ?? (() => undefined);
  const inicio = now().toISOString();
  const previousName = currentVersionName(prefix);
  const anterior = previousName ? versionOf(join(versionsDir(prefix), previousName)) : null;
  let version: string | null = null;
  const status = (estado: UpdateState, paso: string, motivo?: string) => {
    const s: UpdateStatus = { estado, version, anterior, paso, ...(motivo ? { motivo } : {}), inicio, fecha: now().toISOString() };
    try {
      writeUpdateStatus(dataDir, s);
    } catch (error) {
      say(`(No se pudo escribir el estado para el panel: ${(error as Error).message})`);
    }
    say(motivo ? `${paso} ${motivo}` : paso);
  };

  // --- Checks: nothing changes until the bundle is known good. ---
  let manifest: Manifest;
  let copy: string | undefined;
  const target = () => join(versionsDir(prefix), manifest.version);
  try {
    status('verificando', 'Comprobando la firma del paquete…');
    copy = options.pendiente ? takePendingBundle(dataDir, bundle, prefix) : takeNamedBundle(bundle, prefix);
    if (!previousName || !anterior) throw new Error(`no hay una versión instalada en ${prefix}/actual`);
    manifest = (await readSignedManifest(copy, { installedVersion: anterior, arch: options.arch ?? process.arch, trusted: options.trusted })).manifest;
    version = manifest.version;
    assertNewer(manifest, anterior);
    status('desempacando', `Desempacando la versión ${manifest.version} y comprobando cada archivo…`);
    if (existsSync(target())) rmSync(target(), { recursive: true, force: true }); // a leftover of an earlier attempt
    unpackVerified(copy, manifest, target());
  } catch (error) {
    const motivo = error instanceof ReleaseRefused ? error.message : `No se pudo preparar la versión: ${(error as Error).message}`;
    status('rechazada', 'Paquete rechazado; no se cambió nada.', motivo);
    return { estado: 'rechazada', version, anterior, motivo };
  } finally {
    if (copy) rmSync(copy, { force: true });
  }

  // --- The switch: from here on a failure switches back. ---
  const backup = join(updatesDir(dataDir), `antes-de-${manifest.version}.sqlite`);
  let switched = false;
  let schemaBefore = 0;
  try {
    schemaBefore = ((await inDataFolder({ paso: 'esquema', dataDir })) as { esquema: number }).esquema;
    status('deteniendo', 'Deteniendo el servicio…');
    service.stop();
    status('respaldando', 'Respaldando la base de datos…');
    await inDataFolder({ paso: 'respaldar', dataDir, destino: backup, caja: options.caja, fecha: now().toISOString() });
    status('cambiando', `Cambiando a la versión ${manifest.version}…`);
    switchTo(prefix, manifest.version);
    switched = true;
    status('iniciando', `Iniciando la versión ${manifest.version}…`);
    await startAndWait(options, manifest.version);
    status('vigilando', `La versión ${manifest.version} responde; vigilando que no se reinicie…`);
    await watch(options);
  } catch (error) {
    const motivo = (error as Error).message;
    status('revirtiendo', `Volviendo a la versión ${anterior}…`, motivo);
    try {
      service.stop();
    } catch {
      // already stopped
    }
    if (switched) switchTo(prefix, previousName);
    await inDataFolder({
      paso: 'restaurar',
      dataDir,
      respaldo: backup,
      esquemaAntes: schemaBefore,
      fecha: now().toISOString(),
      version: manifest.version,
    }).catch((failed: Error) => say(`No se pudo restaurar el respaldo ${backup}: ${failed.message}`));
    rmSync(target(), { recursive: true, force: true });
    // Final before the old version starts: it records the outcome in its audit log as it comes up.
    status('revertida', `Se volvió a la versión ${anterior}.`, motivo);
    await startAndWait(options, anterior).catch((failed: Error) => say(`La versión ${anterior} tampoco respondió: ${failed.message}`));
    return { estado: 'revertida', version, anterior, motivo };
  }
  pruneVersions(prefix, [manifest.version, previousName]);
  status('instalada', `Versión ${manifest.version} instalada.`);
  return { estado: 'instalada', version, anterior };
}

/** Starts the service and waits for a healthy /api/health from `version`, or throws the reason in Spanish. */
async function startAndWait(options: UpdaterOptions, version: string): Promise<void> {
  const limit = options.readyWithinMs ?? 120_000;
  const maxRestarts = options.maxRestarts ?? 3;
  const base = options.service.restarts();
  options.service.start();
  const deadline = monotonicMs() + limit;
  while (monotonicMs() < deadline) {
    const h = await health(options.healthUrl);
    if (h?.version === version && h.ok && h.db === 'ok' && h.faceEngine === 'ok') return;
    if (options.service.restarts() - base >= maxRestarts) throw new Error(`la versión ${version} se detuvo ${maxRestarts} veces al arrancar.`);
    // The box takes no punches until it answers: a second's poll kept it down up to a second longer.
    await sleep(options.pollMs ?? 250);
  }
  throw new Error(`la versión ${version} no respondió sana (base de datos y reconocimiento facial) en ${Math.round(limit / 1000)} s.`);
}

/** Watches the running version: three restarts within the watch send it back. */
async function watch(options: UpdaterOptions): Promise<void> {
  const maxRestarts = options.maxRestarts ?? 3;
  const base = options.service.restarts();
  const until = monotonicMs() + (options.watchMs ?? 600_000);
  while (monotonicMs() < until) {
    if (options.service.restarts() - base >= maxRestarts)
      throw new Error(`la nueva versión se reinició ${maxRestarts} veces en los primeros ${Math.round((options.watchMs ?? 600_000) / 60_000)} minutos.`);
    await sleep(options.pollMs ?? 1000);
  }
}
