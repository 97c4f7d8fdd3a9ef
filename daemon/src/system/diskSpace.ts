import { statfsSync } from 'node:fs';
import type { Logger } from '../logger.js';

const MB = 1024 * 1024;

/** What statfs says of the data directory's filesystem, for the daemon's user (blocks reserved for root left out). */
export type DiskReading = { freeBytes: number; totalBytes: number };
export type DiskSpaceReader = (dir: string) => DiskReading;

/** 'lleno': a write already failed for lack of space (or almost nothing is left); 'poco': below the warning line. */
export type DiskState = 'ok' | 'poco' | 'lleno';
export type DiskStatus = { estado: DiskState; libreBytes: number; totalBytes: number };

export type DiskThresholds = {
  /** Warn below this fraction of the filesystem free... */
  lowFraction: number;
  /** ...or below this many bytes free, whichever comes first. */
  lowBytes: number;
  /** Below this the disk is as good as full, even before a write fails. */
  fullBytes: number;
  /** A failed write stops counting once this much more is free than when it failed (someone made room). */
  freedBytes: number;
};

export const DISK_THRESHOLDS: DiskThresholds = { lowFraction: 0.05, lowBytes: 200 * MB, fullBytes: 1 * MB, freedBytes: 1 * MB };

export const readDiskSpace: DiskSpaceReader = (dir) => {
  const fs = statfsSync(dir);
  return { freeBytes: fs.bavail * fs.bsize, totalBytes: fs.blocks * fs.bsize };
};

type Options = {
  dir: string;
  read?: DiskSpaceReader;
  thresholds?: DiskThresholds;
  /** A reading is reused this long (statfs is cheap, but the home page and /api/health may be polled). */
  cacheMs?: number;
  /** Milliseconds for the cache's age: monotonic (performance.now) by default, never the wall clock. */
  now?: () => number;
  logger?: Logger;
  /** Every reading's state (issue 44: the 'disco' alert, raised once a level and day by whoever listens). */
  onReading?: (status: DiskStatus) => void;
};

/**
 * The free space of the data directory's disk (issue 26), read on demand and cached; while the disk is full it is
 * read at every call, so the warning goes as soon as someone makes room. The error handler reports each write that
 * failed for lack of space (`noteFull`). Each change of state is logged once.
 */
export function createDiskSpace(options: Options) {
  const read = options.read ?? readDiskSpace;
  const limits = options.thresholds ?? DISK_THRESHOLDS;
  const cacheMs = options.cacheMs ?? 10_000;
  const now = options.now ?? (() => performance.now());
  let reading: DiskReading | null = null;
  let readAt = -Infinity;
  /** Free bytes when the last write failed for lack of space; null when none failed since room was made. */
  let failedAt: number | null = null;
  let lastState: DiskState | null = null;

  const measure = () => {
    try {
      reading = read(options.dir);
    } catch (error) {
      if (reading !== null)
        options.logger?.warn({ err: error instanceof Error ? error.message : String(error), dir: options.dir }, 'cannot read the free disk space');
      reading = null;
    }
    readAt = now();
  };

  const stateOf = (r: DiskReading): DiskState => {
    if (failedAt !== null && r.freeBytes >= failedAt + limits.freedBytes) failedAt = null;
    if (failedAt !== null || r.freeBytes < limits.fullBytes) return 'lleno';
    if (r.freeBytes < limits.lowBytes || r.freeBytes < r.totalBytes * limits.lowFraction) return 'poco';
    return 'ok';
  };

  const log = (current: DiskStatus) => {
    if (current.estado === lastState) return;
    lastState = current.estado;
    const facts = { dir: options.dir, freeBytes: current.libreBytes, totalBytes: current.totalBytes };
    if (current.estado === 'lleno') options.logger?.error(facts, 'the data disk is full: writes fail');
    else if (current.estado === 'poco') options.logger?.warn(facts, 'the data disk is almost full');
    else options.logger?.info(facts, 'the data disk has room again');
  };

  /** The disk's state now; null when the filesystem cannot be read. */
  const status = (): DiskStatus | null => {
    if (reading === null || lastState === 'lleno' || now() - readAt >= cacheMs) measure();
    if (reading === null) return null;
    const current: DiskStatus = { estado: stateOf(reading), libreBytes: reading.freeBytes, totalBytes: reading.totalBytes };
    log(current);
    options.onReading?.(current);
    return current;
  };

  return {
    status,
    /** A write has just failed for lack of space (SQLITE_FULL, ENOSPC). */
    noteFull(): void {
      measure();
      failedAt = reading?.freeBytes ?? 0;
      status();
    },
  };
}

export type DiskSpace = ReturnType<typeof createDiskSpace>;

/**
 * Runs a start-up step; when it fails and the data disk is full (SQLite cannot even make the WAL's index), says so
 * before the error ends the process: systemd starts the daemon again every few seconds, and once someone makes room
 * it starts by itself.
 */
export function explainingFullDisk<T>(dataDir: string, logger: Logger, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (createDiskSpace({ dir: dataDir }).status()?.estado === 'lleno')
      logger.fatal(
        { dataDir, err: error instanceof Error ? error.message : String(error) },
        `Sin espacio en disco en ${dataDir}: no se puede abrir la base de datos; libere espacio y el servicio arrancará solo. | ` +
          `No space left on ${dataDir}: the database cannot be opened; free some space and the service starts by itself.`,
      );
    throw error;
  }
}
