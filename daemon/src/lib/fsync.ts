import { closeSync, fsyncSync, openSync } from 'node:fs';

/** Flushes a file, or a directory's entries after a rename, to disk: backups must survive a power cut. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
