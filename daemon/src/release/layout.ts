import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fsyncPath } from '../lib/fsync.js';

/**
 * The program's folders on the box:
 *   <prefix>/versiones/<version>/   one per installed release (the last two are kept)
 *   <prefix>/actual -> versiones/<version>   what systemd runs, switched by renaming a new link over it
 * The data folder (/var/lib/reloj-checador) is never inside a version.
 */
export const PREFIX = '/opt/reloj-checador';
export const versionsDir = (prefix: string) => join(prefix, 'versiones');
export const currentLink = (prefix: string) => join(prefix, 'actual');

/** The folder name under versiones/ that `actual` points to, or undefined before the first install. */
export function currentVersionName(prefix: string): string | undefined {
  const link = currentLink(prefix);
  if (!existsSync(link) || !lstatSync(link).isSymbolicLink()) return undefined;
  return basename(readlinkSync(link));
}

/** The version a program folder holds (its daemon's package.json). */
export function versionOf(programDir: string): string {
  return (JSON.parse(readFileSync(join(programDir, 'daemon', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Points `actual` at versiones/<name> in one rename: a power cut leaves the old link or the new one, never none. */
export function switchTo(prefix: string, name: string): void {
  if (!existsSync(join(versionsDir(prefix), name, 'daemon', 'dist', 'main.js'))) throw new Error(`versiones/${name} no es un programa instalado`);
  const next = `${currentLink(prefix)}.nuevo`;
  rmSync(next, { force: true });
  symlinkSync(join('versiones', name), next);
  renameSync(next, currentLink(prefix));
  fsyncPath(prefix);
}

/** Removes every version but the ones named (the running one and the one before it). */
export function pruneVersions(prefix: string, keep: readonly (string | undefined)[]): string[] {
  const dir = versionsDir(prefix);
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (keep.includes(name) || name === currentVersionName(prefix)) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
