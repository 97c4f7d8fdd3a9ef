import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { installRestoredDatabase } from './restore.js';
import { fsyncPath } from '../../lib/fsync.js';
import type { Logger } from '../../logger.js';

/**
 * A restore asked for from the panel ('Respaldos' → 'Restaurar', services/respaldos/respaldosRestauracion.ts) is installed at the
 * next start, before the database is opened: the checked copy waits in RELOJ_DATA_DIR/restauracion/ and the marker
 * RELOJ_DATA_DIR/restaurar-pendiente.json names it with its SHA-256 and who asked. main.ts calls
 * applyPendingRestore first thing; the daemon then restarts itself (restartProcess).
 */
export const STAGING_DIR = 'restauracion';
export const PENDING_FILE = 'restaurar-pendiente.json';

export type PendingRestore = {
  /** The staged file's name inside STAGING_DIR. */
  archivo: string;
  /** SHA-256 of the staged database as it was checked. */
  sha256: string;
  /** The audit line written into the restored database. */
  usuario: string;
  ip: string | null;
  despues: Record<string, unknown>;
};

/** Writes the marker durably (a power cut leaves either no marker or the whole one). */
export function writePendingRestore(dataDir: string, pending: PendingRestore): void {
  const file = join(dataDir, PENDING_FILE);
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(pending), { mode: 0o600 });
  fsyncPath(partial);
  renameSync(partial, file);
  fsyncPath(dataDir);
}

/** SHA-256 of a whole file, read in 1 MB pieces. */
export function sha256OfFile(file: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(file, 'r');
  try {
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) hash.update(buffer.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

export type PendingOutcome = 'ninguna' | 'instalada' | 'descartada';

/**
 * At start, before the database is opened: installs the staged backup a marker names (services/respaldos/restore.ts, the same
 * step as the CLI: the current database kept in anterior-<fecha>/, the restore in the restored audit log and chain) when the file
 * is still the one that was checked. A marker that does not parse, or whose file is missing or changed, is logged and
 * dropped: the box starts on its current database, nothing lost. The staging folder is emptied either way.
 */
export function applyPendingRestore(dataDir: string, options: { logger: Logger; now: () => Date }): PendingOutcome {
  const { logger } = options;
  const markerFile = join(dataDir, PENDING_FILE);
  const staging = join(dataDir, STAGING_DIR);
  const cleanUp = () => {
    rmSync(markerFile, { force: true });
    rmSync(staging, { recursive: true, force: true });
  };
  if (!existsSync(markerFile)) {
    if (existsSync(staging)) cleanUp(); // a check never confirmed, or a stop in the middle of one
    return 'ninguna';
  }
  try {
    let pending: PendingRestore;
    try {
      pending = JSON.parse(readFileSync(markerFile, 'utf8')) as PendingRestore;
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'restore marker unreadable; starting on the current database');
      return 'descartada';
    }
    const file = join(staging, basename(String(pending.archivo)));
    if (!existsSync(file)) {
      logger.error({ archivo: pending.archivo }, 'restore marker names a missing file; starting on the current database');
      return 'descartada';
    }
    const found = sha256OfFile(file);
    if (found !== pending.sha256) {
      logger.error(
        { archivo: pending.archivo, esperado: pending.sha256, encontrado: found },
        'staged restore changed since it was checked; starting on the current database',
      );
      return 'descartada';
    }
    const now = options.now();
    const d = pending.despues;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const { kept } = installRestoredDatabase(
      file,
      dataDir,
      now,
      (kept) => ({
        usuarioId: null,
        usuario: pending.usuario,
        accion: 'respaldos.restaurar',
        antes: null,
        despues: { ...d, anterior: kept ?? null },
        ip: pending.ip,
        now: now.toISOString(),
      }),
      {
        nombre: text(d.nombre),
        sha256: text(d.sha256),
        caja: text(d.caja),
        otraCaja: d.otraCaja === true,
        clave: text(d.clave),
        hechoEl: text(d.hechoEl),
        restauradoPor: pending.usuario,
        origen: 'panel',
      },
    );
    logger.warn({ nombre: pending.despues.nombre, usuario: pending.usuario, anterior: kept }, 'backup restored from the panel');
    return 'instalada';
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'restoring the staged backup failed; starting on the current database');
    return 'descartada';
  } finally {
    cleanUp();
  }
}
