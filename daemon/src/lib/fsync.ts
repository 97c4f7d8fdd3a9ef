import { closeSync, fsyncSync, openSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** Flushes a file, or a directory's entries after a rename, to disk: backups must survive a power cut. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsyncPath on libuv's thread pool: a flush behind a big write (a backup) does not hold the event loop. */
export async function fsyncPathAsync(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
