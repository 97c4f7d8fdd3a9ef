import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchownSync, fstatSync, fsyncSync, mkdirSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';

/**
 * File operations for the root updater in a folder another user owns (the daemon's data folder): nothing is opened
 * through a link, nothing is created over an existing name, ownership is given on the open descriptor, never on a
 * path. Node has no openat(2): a folder opened once is reached again through /proc/self/fd/<fd>/, which names that
 * very folder even if its path is swapped for a link afterwards.
 */
const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_DIRECTORY } = constants;

export const inDir = (dirFd: number, name: string) => `/proc/self/fd/${dirFd}/${name}`;

/** Opens a folder, refusing a link in its last component. */
export const openDirectory = (path: string): number => openSync(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);

/**
 * The subfolder `name` of an opened folder, created (mode 0700, given to `owner`) when missing. Throws when it is a
 * link or not a folder, or belongs to someone else than `owner`.
 */
export function openSubdirectory(parentFd: number, name: string, owner: { uid: number; gid: number }): number {
  try {
    mkdirSync(inDir(parentFd, name), { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const fd = openDirectory(inDir(parentFd, name));
  const st = fstatSync(fd);
  if (st.uid !== owner.uid) {
    if (st.uid !== process.getuid?.()) {
      closeSync(fd);
      throw new Error(`${name} no es de quien debe`);
    }
    chownDescriptor(fd, owner);
  }
  return fd;
}

/** Gives an open file to `owner` (only root can; anyone else already owns what it creates). */
export function chownDescriptor(fd: number, owner: { uid: number; gid: number }): void {
  if (process.getuid?.() === 0) fchownSync(fd, owner.uid, owner.gid);
}

/** Creates a new file that did not exist (O_EXCL|O_NOFOLLOW: a name planted beforehand makes this fail). */
export const createExclusive = (path: string, mode = 0o600): number => openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode);

/**
 * Writes `name` whole inside an opened folder: a new file of a random name (exclusive), given to `owner` by its
 * descriptor, synced, then renamed over `name` (a rename replaces a link planted there; it never follows it).
 */
export function replaceFileIn(dirFd: number, name: string, bytes: Buffer, owner: { uid: number; gid: number }): void {
  const temporary = `.${name}.${randomBytes(8).toString('hex')}`;
  const fd = createExclusive(inDir(dirFd, temporary));
  try {
    try {
      chownDescriptor(fd, owner);
      for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(inDir(dirFd, temporary), inDir(dirFd, name));
  } catch (error) {
    try {
      unlinkSync(inDir(dirFd, temporary));
    } catch {
      // already renamed or never made
    }
    throw error;
  }
}
