import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real filesystem of a few MB (tmpfs) that a test can fill to the last byte and empty again. */
export type SmallDisk = {
  /** A folder on it, for RELOJ_DATA_DIR. */
  dataDir: string;
  /** Writes a filler file until the filesystem answers ENOSPC. */
  fill: () => void;
  /** Deletes the filler: the space is back. */
  free: () => void;
  unmount: () => void;
};

const mount = (dir: string, megabytes: number) =>
  spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'reloj-prueba', dir], { encoding: 'utf8' });

/**
 * Why this machine cannot mount a filesystem for a test (not root, or a container without CAP_SYS_ADMIN), or
 * undefined when it can: tried once with a real mount. CI (.ci/run) runs as root and mounts.
 */
export const smallDiskUnavailable: string | undefined = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-disco-prueba-'));
  try {
    const tried = mount(dir, 1);
    if (tried.error) return `mount: ${tried.error.message}`;
    if (tried.status !== 0) return `mount -t tmpfs: ${(tried.stderr || tried.stdout).trim() || `código ${tried.status}`}`;
    spawnSync('umount', [dir]);
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

/** A suite's title, saying why it is skipped where no filesystem can be mounted (also printed, so a run shows it). */
export function smallDiskTitle(title: string): string {
  if (!smallDiskUnavailable) return title;
  const note = `${title} — SKIPPED: this machine cannot mount a filesystem for the test (${smallDiskUnavailable}); run the tests as root`;
  console.warn(note);
  return note;
}

export function mountSmallDisk(megabytes: number): SmallDisk {
  if (smallDiskUnavailable) throw new Error(smallDiskUnavailable);
  const mountPoint = mkdtempSync(join(tmpdir(), 'reloj-disco-'));
  const mounted = mount(mountPoint, megabytes);
  if (mounted.status !== 0) throw new Error(`mount: ${mounted.stderr}`);
  const dataDir = join(mountPoint, 'datos');
  mkdirSync(dataDir);
  const filler = join(mountPoint, 'relleno');
  return {
    dataDir,
    fill: () => {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(64 * 1024, 0x5a);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
      // A last write smaller than the chunk may still fit: fill to the last block.
      const tail = openSync(filler, 'a');
      try {
        for (;;) writeSync(tail, Buffer.alloc(512, 0x5a));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(tail);
      }
    },
    free: () => rmSync(filler, { force: true }),
    unmount: () => {
      spawnSync('umount', ['-l', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}
