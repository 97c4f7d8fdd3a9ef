import {
  closeSync,
  constants,
  existsSync,
  fchownSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * Writing into the data folder from a process that may run as root (`npm run admin -- restore-backup`, issue 39
 * item 1). The folder belongs to the daemon's user, who may have planted a symbolic link under any name root is about
 * to use (`reloj.sqlite.restaurando` to /etc/shadow, `anterior-<fecha>` to /etc): nothing here opens, creates or
 * changes the owner of a path that could lead outside. Files are created with O_EXCL|O_NOFOLLOW, folders with a mkdir
 * that fails on any existing entry and are then used through their descriptor (/proc/self/fd/N/…), and owners are set
 * with fchown on open descriptors. A rename never follows a link at its destination; it replaces the link itself.
 */
const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_DIRECTORY, O_NONBLOCK } = constants;

export type Owner = { uid: number; gid: number };

/** Whom new entries are given to: the data folder's owner (the daemon's user) when this runs as root, else no one. */
export function dataOwner(dataDir: string): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const st = statSync(dataDir);
  return { uid: st.uid, gid: st.gid };
}

/**
 * A small regular file's text (a key), opened without following a link and without waiting on a FIFO: anything else
 * under that name is an error, never read. ENOENT is thrown as it is.
 */
export function readSmallFile(path: string, maxBytes: number): string {
  const fd = openSync(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) throw new Error(`${path} no es un archivo de clave.`);
    const buffer = Buffer.alloc(st.size);
    const n = readSync(fd, buffer, 0, st.size, 0);
    return buffer.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Whether an entry exists under that name, whatever it is (a dangling link too), without following it. */
export function entryExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Removes a leftover entry: a file or a link itself (never what it points to); a folder there is an error. */
function clearEntry(path: string): void {
  if (!entryExists(path)) return;
  if (lstatSync(path).isDirectory()) throw new Error(`hay una carpeta en ${path}, donde debe ir un archivo; quítala y repite.`);
  unlinkSync(path);
}

/** Copies an open file into a new file `path` (created exclusively, never through a link), flushed, given to `owner`. */
function copyToNewFile(sourceFd: number, path: string, owner: Owner | undefined): void {
  clearEntry(path);
  const fd = openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  try {
    const buffer = Buffer.allocUnsafe(1 << 20);
    for (let at = 0, n = readSync(sourceFd, buffer, 0, buffer.length, 0); n > 0; n = readSync(sourceFd, buffer, 0, buffer.length, at)) {
      for (let written = 0; written < n;) written += writeSync(fd, buffer, written, n - written);
      at += n;
    }
    if (owner) fchownSync(fd, owner.uid, owner.gid);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    unlinkSync(path);
    throw error;
  }
  closeSync(fd);
}

/**
 * Moves a finished file from where it was prepared (a folder only this process writes in) to `path` in the data
 * folder, given to `owner` first: one rename when both are on the same filesystem, an exclusive copy otherwise.
 */
export function placeFile(source: string, path: string, owner: Owner | undefined): void {
  const fd = openSync(source, O_RDONLY | O_NOFOLLOW);
  try {
    if (owner) fchownSync(fd, owner.uid, owner.gid);
    fsyncSync(fd);
    try {
      renameSync(source, path);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
    copyToNewFile(fd, path, owner);
  } finally {
    closeSync(fd);
  }
}

export type NewFolder = {
  path: string;
  /** A name inside the folder, resolved through its descriptor: a link put in the folder's place is not followed. */
  entry: (name: string) => string;
  /** Flushes the folder, gives it to the owner, and closes it. */
  close: () => void;
};

const PROC_FD = '/proc/self/fd';

/**
 * A new folder `name` under `parent` (0700), or `name-1`, `name-2`… when that name is taken by anything. It is opened
 * without following links and must be a folder this process owns: one swapped in for it is refused.
 */
export function newFolder(parent: string, name: string, owner: Owner | undefined): NewFolder {
  let path = '';
  for (let n = 0; ; n += 1) {
    path = join(parent, n === 0 ? name : `${name}-${n}`);
    try {
      mkdirSync(path, { mode: 0o700 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 99) throw error;
    }
  }
  const fd = openSync(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  const st = fstatSync(fd);
  if (!st.isDirectory() || st.uid !== process.geteuid?.()) {
    closeSync(fd);
    throw new Error(`la carpeta ${path} fue reemplazada mientras se usaba.`);
  }
  const viaFd = existsSync(PROC_FD);
  return {
    path,
    entry: (entryName) => (viaFd ? `${PROC_FD}/${fd}/${entryName}` : join(path, entryName)),
    close: () => {
      try {
        fsyncSync(fd);
        if (owner) fchownSync(fd, owner.uid, owner.gid);
      } finally {
        closeSync(fd);
      }
    },
  };
}
