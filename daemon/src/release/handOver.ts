import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseRefused } from './bundle.js';
import { createExclusive, inDir, openDirectory } from './safeFs.js';
import { UPDATES_DIR } from './updateStatus.js';

/** The largest bundle accepted: a release with its native modules is about a tenth of it. */
export const MAX_BUNDLE_BYTES = 400 * 1024 * 1024;

/**
 * <prefix>/actualizador/: the root updater's own folder, root's alone (mode 0700). The bundle is copied here before
 * anything of it is read: the daemon's user, who owns the hand-over folder, can neither swap it for a link nor change
 * it between its check and its unpacking.
 */
export const workFolder = (prefix: string) => join(prefix, 'actualizador');

/** Makes the work folder, or checks the one there: a folder (not a link) of this user's, that nobody else can enter. */
export function prepareWorkFolder(prefix: string): string {
  const dir = workFolder(prefix);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const st = lstatSync(dir);
  if (!st.isDirectory() || st.uid !== process.getuid?.() || (st.mode & 0o077) !== 0)
    throw new Error(`${dir} debe ser una carpeta solo de ${process.getuid?.() === 0 ? 'root' : 'este usuario'} (modo 0700)`);
  return dir;
}

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = constants;

/**
 * Copies the bundle the daemon left (RELOJ_DATA_DIR/actualizaciones/pendiente.tar.zst) into the work folder, then
 * removes the hand-over name (so reloj-actualizar.path does not start the updater again for it). Opened without
 * following a link and without waiting on a FIFO; anything but a regular file of at most MAX_BUNDLE_BYTES is refused.
 */
export function takePendingBundle(dataDir: string, pendingName: string, prefix: string): string {
  const dir = openDirectory(join(dataDir, UPDATES_DIR));
  try {
    try {
      return copyIn(inDir(dir, pendingName), O_NOFOLLOW, prefix);
    } finally {
      try {
        unlinkSync(inDir(dir, pendingName));
      } catch {
        // gone already, or a folder planted there: the updater does not touch it
      }
    }
  } finally {
    closeSync(dir);
  }
}

/** A bundle the technician named (`actualizar <paquete>`): a link to it is fine, anything but a regular file is not. */
export const takeNamedBundle = (file: string, prefix: string): string => copyIn(file, 0, prefix);

function copyIn(source: string, extraFlags: number, prefix: string): string {
  let from: number;
  try {
    from = openSync(source, O_RDONLY | O_NONBLOCK | extraFlags);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new ReleaseRefused('paquete_ilegible', 'El paquete dejado para instalar es un enlace y no un archivo: no se instala.');
    throw error;
  }
  try {
    const st = fstatSync(from);
    if (!st.isFile()) throw new ReleaseRefused('paquete_ilegible', 'El paquete dejado para instalar no es un archivo normal: no se instala.');
    if (st.size > MAX_BUNDLE_BYTES)
      throw new ReleaseRefused('paquete_ilegible', `El paquete pasa de ${MAX_BUNDLE_BYTES / (1024 * 1024)} MB: no es una versión de Reloj Checador.`);
    const dest = join(prepareWorkFolder(prefix), 'paquete.tar.zst');
    rmSync(dest, { force: true });
    const to = createExclusive(dest);
    try {
      const chunk = Buffer.allocUnsafe(1 << 20);
      let total = 0;
      for (let n = readSync(from, chunk); n > 0; n = readSync(from, chunk)) {
        total += n;
        if (total > MAX_BUNDLE_BYTES) throw new ReleaseRefused('paquete_ilegible', 'El paquete creció mientras se copiaba: no se instala.');
        for (let off = 0; off < n;) off += writeSync(to, chunk, off, n - off);
      }
    } finally {
      closeSync(to);
    }
    return dest;
  } finally {
    closeSync(from);
  }
}
