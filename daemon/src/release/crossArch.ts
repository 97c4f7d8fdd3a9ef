import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { finishLayout } from './stage.js';

/**
 * Gives a program laid out by stageProgram the production packages of another machine (a release for the boxes'
 * arm64 built on an amd64 machine), as the image build does: fetched from the npm registry exactly as
 * package-lock.json says, for linux/<arch>, their install scripts not run. onnxruntime-node and sharp ship that
 * machine's binaries; better-sqlite3 is the one module compiled from source, so its addon comes from `sqliteAddon`:
 * the one the image build cross-compiled against the image's own node (build/image/cache/), since a box runs
 * Debian's node and loads only an addon built for its ABI.
 */
export function packagesForArch(programDir: string, arch: string, sqliteAddon: string): void {
  if (!existsSync(sqliteAddon)) throw new Error(`no existe el módulo de better-sqlite3 para ${arch}: ${sqliteAddon}`);
  rmSync(join(programDir, 'node_modules'), { recursive: true, force: true });
  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--os=linux', `--cpu=${arch}`, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: programDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const modules = join(programDir, 'node_modules');
  const sharp = join(modules, '@img', `sharp-linux-${arch}`);
  if (!existsSync(sharp)) throw new Error(`falta @img/sharp-linux-${arch} en los paquetes de producción`);
  const ort = join(modules, 'onnxruntime-node', 'bin', 'napi-v6');
  if (!existsSync(join(ort, 'linux', arch))) throw new Error(`onnxruntime-node no trae binarios linux/${arch}`);

  const bsql = join(modules, 'better-sqlite3');
  const version = (JSON.parse(readFileSync(join(bsql, 'package.json'), 'utf8')) as { version: string }).version;
  if (!sqliteAddon.includes(`better-sqlite3-${version}-`)) {
    throw new Error(`el módulo ${sqliteAddon} no es de better-sqlite3 ${version} (el de package-lock.json)`);
  }
  rmSync(join(bsql, 'build'), { recursive: true, force: true });
  mkdirSync(join(bsql, 'build', 'Release'), { recursive: true });
  copyFileSync(sqliteAddon, join(bsql, 'build', 'Release', 'better_sqlite3.node'));
  finishLayout(programDir, arch);
}

/** The newest addon the image build left for this better-sqlite3 and arch (any node version; the image's is the one). */
export function cachedSqliteAddon(repo: string, arch: string): string | undefined {
  const cache = join(repo, 'build', 'image', 'cache');
  if (!existsSync(cache)) return undefined;
  const version = (JSON.parse(readFileSync(join(repo, 'node_modules', 'better-sqlite3', 'package.json'), 'utf8')) as { version: string }).version;
  const found = readdirSync(cache)
    .filter((f) => f.startsWith(`better-sqlite3-${version}-node-`) && f.endsWith(`-${arch}.node`))
    .sort();
  return found.length > 0 ? join(cache, found.at(-1)!) : undefined;
}
