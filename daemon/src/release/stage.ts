import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** What the program needs from the repository, beside its production packages (as `make install` lays it out). */
const PROGRAM_FILES = [
  'package.json',
  'package-lock.json',
  'README.md',
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
 * The production packages as npm resolves them (`npm ls --omit=dev`): each folder copied without its own nested
 * node_modules (those are listed on their own), the workspaces' links kept as links. Copying the whole node_modules
 * (600 MB with the development tools) and pruning it took most of an install's time.
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
    .filter((p) => p !== '' && p.split(sep).includes('node_modules'));
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
  for (const pkg of productionPackages(src)) {
    const from = join(src, pkg);
    mkdirSync(dirname(join(dest, pkg)), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) {
      cpSync(from, join(dest, pkg), { verbatimSymlinks: true });
      continue;
    }
    cpSync(from, join(dest, pkg), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => relative(from, file).split(sep)[0] !== 'node_modules',
    });
  }
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
