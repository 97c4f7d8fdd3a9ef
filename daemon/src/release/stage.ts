import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the program needs from the repository, beside its production packages (as `make install` lays it out). */
const PROGRAM_FILES = [
  'package.json',
  'package-lock.json',
  'README.md',
  'docs', // the pages the README links, which the units' Documentation= name
  '.npmrc',
  'contract/package.json',
  'contract/dist',
  'payroll/package.json',
  'payroll/dist',
  'daemon/package.json',
  'daemon/dist',
  'ui/package.json',
  'ui/dist',
  'deploy',
];
const MODELS = ['fr_detect.onnx', 'fr_landmark.onnx', 'fr_feature.onnx', 'fr_liveness.onnx', 'manifest.json'];
const EXECUTABLES = ['deploy/kiosk-chromium.sh', 'deploy/restore-backup.sh', 'deploy/install.sh'];

/**
 * The production packages as npm resolves them (`npm ls --omit=dev`), as the folders to copy: each one not inside
 * another package's node_modules, with its own node_modules (what npm nested there is that package's dependencies,
 * production too), the workspaces' links kept as links. Copying the whole node_modules (600 MB with the development
 * tools) and pruning it took most of an install's time.
 */
function productionPackages(src: string): string[] {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--parseable', '--all', '--offline'], {
    cwd: src,
    encoding: 'utf8',
    maxBuffer: 16 << 20,
    stdio: ['ignore', 'pipe', 'pipe'], // npm's warnings about .npmrc are not the installer's to print
  });
  return out
    .split('\n')
    .filter(Boolean)
    .map((p) => relative(src, p))
    .filter((p) => p.split(sep).filter((segment) => segment === 'node_modules').length === 1);
}

/**
 * Lays out the program built in `src` (the repository after `make`) under `dest`, which must not exist: compiled
 * code, the UI, the face models, deploy/, and the production packages as built on this machine (no download).
 * onnxruntime-node ships every platform's binaries: only this one's are kept.
 */
export function stageProgram(src: string, dest: string, arch: string = process.arch): void {
  if (existsSync(dest)) throw new Error(`${dest} ya existe`);
  mkdirSync(dest, { recursive: true });
  for (const path of PROGRAM_FILES) {
    if (!existsSync(join(src, path))) {
      if (path === '.npmrc') continue;
      throw new Error(`falta ${path}: compila primero (make build)`);
    }
    cpSync(join(src, path), join(dest, path), { recursive: true, verbatimSymlinks: true });
  }
  mkdirSync(join(dest, 'models'));
  for (const model of MODELS) cpSync(join(src, 'models', model), join(dest, 'models', model));
  // cp(1) keeps the folders' paths (--parents), links as links, and copies some 12,000 files in half the time of
  // fs.cpSync.
  execFileSync('cp', ['-a', '--parents', '--', ...productionPackages(src), dest], { cwd: src, stdio: ['ignore', 'ignore', 'pipe'] });
  finishLayout(dest, arch);
}

/**
 * What every layout ends with, also after its packages were replaced by another machine's (crossArch.ts): no link to a
 * workspace outside the program, better-sqlite3 without its sources, only `arch`'s ONNX binaries, modes as install.sh.
 */
export function finishLayout(dest: string, arch: string): void {
  // A link to a workspace that is not part of the program (hq/) would dangle.
  for (const link of readdirSync(join(dest, 'node_modules', '@reloj'))) {
    if (!existsSync(join(dest, 'node_modules', '@reloj', link))) rmSync(join(dest, 'node_modules', '@reloj', link));
  }
  trimBetterSqlite(join(dest, 'node_modules', 'better-sqlite3'));
  const ort = join(dest, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6');
  if (existsSync(join(ort, 'linux', arch))) {
    for (const entry of readdirSync(ort)) if (entry !== 'linux') rmSync(join(ort, entry), { recursive: true });
    for (const entry of readdirSync(join(ort, 'linux'))) if (entry !== arch) rmSync(join(ort, 'linux', entry), { recursive: true });
  }
  normaliseModes(dest);
  for (const file of EXECUTABLES) chmodSync(join(dest, file), 0o755);
}

/** better-sqlite3 keeps its C sources and object files (30 MB) beside the addon it loads: only the addon is needed. */
function trimBetterSqlite(dir: string): void {
  for (const entry of readdirSync(dir)) if (!['package.json', 'lib', 'build', 'LICENSE'].includes(entry)) rmSync(join(dir, entry), { recursive: true });
  for (const entry of readdirSync(join(dir, 'build'))) if (entry !== 'Release') rmSync(join(dir, 'build', entry), { recursive: true });
  for (const entry of readdirSync(join(dir, 'build', 'Release'))) {
    if (!entry.endsWith('.node')) rmSync(join(dir, 'build', 'Release', entry), { recursive: true });
  }
}

/** u=rwX,go=rX as install.sh did: readable by the service's user, writable by nobody but root. */
function normaliseModes(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      chmodSync(path, 0o755);
      normaliseModes(path);
    } else {
      const executable = (lstatSync(path).mode & 0o100) !== 0;
      chmodSync(path, executable ? 0o755 : 0o644);
    }
  }
}
