import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrations } from '../db/migrations/index.js';
import { systemClock } from '../lib/clock.js';
import { packBundle, PROGRAM_DIR } from './bundle.js';
import { describeTree, type Manifest } from './manifest.js';
import { packagesForArch } from './crossArch.js';
import { stageProgram } from './stage.js';
import { VERSION_RE } from './versionOrder.js';

export type ReleaseOptions = {
  /** The repository, built (`make build`). */
  repo: string;
  outDir: string;
  privateKeyPem: string;
  /** Default: the repository's package.json version. */
  version?: string;
  desdeVersion?: string;
  notas?: string;
  /** Default: this machine's. Another one needs `sqliteAddon` (crossArch.ts). */
  arch?: string;
  /** better-sqlite3's addon for `arch`, compiled for the boxes' node (the image build's cache). */
  sqliteAddon?: string;
  now?: Date;
  /** A program already laid out by stageProgram, copied instead of laying it out again (tests build several). */
  from?: string;
  /** Changes the staged program before it is listed and signed (the tests' broken release). */
  alter?: (programDir: string) => void;
};

/** The first release that carries the updater: every box installed since can take any later one. */
export const OLDEST_UPDATABLE = '0.1.0';

/** Writes reloj-checador-<version>-<arch>.tar.zst into outDir; answers its path, size and SHA-256. */
export function buildRelease(options: ReleaseOptions): { file: string; bytes: number; sha256: string; manifest: Manifest } {
  const arch = options.arch ?? process.arch;
  const repoVersion = (JSON.parse(readFileSync(join(options.repo, 'package.json'), 'utf8')) as { version: string }).version;
  const version = options.version ?? repoVersion;
  if (!VERSION_RE.test(version)) throw new Error(`versión no válida: ${version} (use MAYOR.MENOR.PARCHE)`);
  mkdirSync(options.outDir, { recursive: true });
  const work = mkdtempSync(join(options.outDir, '.armando-'));
  try {
    const program = join(work, PROGRAM_DIR);
    if (options.from)
      execFileSync('cp', ['-a', '--', options.from, program]); // cp(1): half the time of fs.cpSync
    else stageProgram(options.repo, program, arch);
    if (arch !== process.arch) {
      if (!options.sqliteAddon) throw new Error(`una versión para ${arch} necesita el módulo de better-sqlite3 compilado para ${arch}`);
      packagesForArch(program, arch, options.sqliteAddon);
    }
    // The version the daemon reports (/api/health) is its package.json's.
    for (const pkg of ['package.json', 'daemon/package.json']) {
      const path = join(program, pkg);
      const json = JSON.parse(readFileSync(path, 'utf8')) as { version: string };
      writeFileSync(path, `${JSON.stringify({ ...json, version }, null, 2)}\n`);
    }
    options.alter?.(program);
    const manifest: Manifest = {
      formato: 1,
      programa: 'reloj-checador',
      version,
      arch,
      desdeVersion: options.desdeVersion ?? OLDEST_UPDATABLE,
      migraciones: migrations.map((m) => m.name),
      notas: options.notas ?? '',
      creada: (options.now ?? systemClock.now()).toISOString(),
      archivos: describeTree(program),
    };
    const file = join(options.outDir, `reloj-checador-${version}-${arch}.tar.zst`);
    packBundle(work, manifest, options.privateKeyPem, file);
    return { file, bytes: statSync(file).size, sha256: createHash('sha256').update(readFileSync(file)).digest('hex'), manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
