/**
 * Issue 39, security 1: the daemon's user (who owns RELOJ_DATA_DIR) plants links in the hand-over folder, then the
 * real updater runs as root (`admin.js actualizar --pendiente`, the compiled program, as reloj-actualizar.service runs
 * it) on temporary prefixes. Before the fix it wrote estado.json.parcial through the link and chowned what it pointed
 * to: a root-owned file became the daemon user's, a missing one (think /etc/ld.so.preload) was created for them.
 * Needs root (to run the updater as root and to make the unprivileged user); skipped otherwise.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/natsServer.js';
import { buildRelease } from './buildRelease.js';
import { generateReleaseKeys } from './keys.js';
import { switchTo } from './layout.js';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const adminJs = join(repoRoot, 'daemon', 'dist', 'cli', 'admin.js');
const asRoot = process.getuid?.() === 0;
const USER = 'reloj-prueba-enlaces';

let root: string;
let prefix: string;
let dataDir: string;
let handOver: string;
let bystander: string;
let user: { uid: number; gid: number };
let bundle: string;
let port: number;
const keys = generateReleaseKeys();

/** Owner, mode and content (or link target) of everything under `dir`, but `skip`. */
function snapshot(dir: string, skip: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (skip.includes(path)) continue;
      const st = lstatSync(path);
      const what = st.isSymbolicLink()
        ? `-> ${readlinkSync(path)}`
        : st.isDirectory()
          ? 'carpeta'
          : createHash('sha256').update(readFileSync(path)).digest('hex');
      out[path] = `${st.uid}:${st.gid} ${(st.mode & 0o7777).toString(8)} ${what}`;
      if (st.isDirectory()) walk(path);
    }
  };
  walk(dir);
  return out;
}

/** Shell commands run as the unprivileged user: what the daemon's user could do. */
function asUser(script: string): void {
  const run = spawnSync('sh', ['-c', script], { uid: user.uid, gid: user.gid, cwd: dataDir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`as ${USER}: ${run.stderr}`);
}

function updater(): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [adminJs, 'actualizar', '--pendiente'], {
    env: {
      PATH: process.env.PATH,
      RELOJ_DATA_DIR: dataDir,
      RELOJ_PREFIX: prefix,
      RELOJ_CLAVES_PUBLICAS: join(root, 'claves-publicas'),
      RELOJ_SERVICIO_CONTROL: join(root, 'ctl.sh'),
      PORT: String(port),
      RELOJ_ACTUALIZAR_ESPERA_S: '1',
      RELOJ_ACTUALIZAR_VIGILANCIA_S: '1',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

function tinyProgram(dir: string, version: string): string {
  mkdirSync(join(dir, 'daemon', 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `{"name":"reloj-checador","version":"${version}"}\n`);
  writeFileSync(join(dir, 'daemon', 'package.json'), `{"name":"@reloj/daemon","version":"${version}","type":"module"}\n`);
  writeFileSync(join(dir, 'daemon', 'dist', 'main.js'), 'setInterval(() => {}, 60_000);\n');
  return dir;
}

beforeAll(async () => {
  if (!asRoot) return;
  expect(existsSync(adminJs), 'the compiled program (make build) is what runs as root on the box').toBe(true);
  if (spawnSync('id', ['-u', USER]).status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`useradd: ${made.stderr}`);
  }
  user = {
    uid: Number(spawnSync('id', ['-u', USER], { encoding: 'utf8' }).stdout),
    gid: Number(spawnSync('id', ['-g', USER], { encoding: 'utf8' }).stdout),
  };
  root = mkdtempSync(join(tmpdir(), 'reloj-enlaces-'));
  chmodSync(root, 0o755); // the user reaches its data folder, as /var/lib is open to it on the box
  prefix = join(root, 'opt');
  tinyProgram(join(prefix, 'versiones', '0.1.0'), '0.1.0');
  switchTo(prefix, '0.1.0');
  mkdirSync(join(root, 'claves-publicas'));
  writeFileSync(join(root, 'claves-publicas', `${keys.id}.pem`), keys.publicPem);
  writeFileSync(join(root, 'ctl.sh'), '#!/bin/sh\n[ "$1" = reinicios ] && echo 0\nexit 0\n', { mode: 0o755 });
  bundle = buildRelease({
    repo: repoRoot,
    outDir: join(root, 'paquetes'),
    privateKeyPem: keys.privatePem,
    version: '0.2.0',
    from: tinyProgram(join(root, 'nueva'), '0.2.0'),
  }).file;

  // Root's files the attack aims at: one that exists, one that does not (the /etc/ld.so.preload of the report).
  bystander = join(root, 'de-root');
  mkdirSync(bystander, { mode: 0o755 });
  writeFileSync(join(bystander, 'secreto'), 'solo de root\n', { mode: 0o600 });
  writeFileSync(join(bystander, 'paquete-de-root.tar.zst'), readFileSync(bundle), { mode: 0o600 });

  dataDir = join(root, 'datos');
  mkdirSync(dataDir, { mode: 0o700 });
  const db = new Database(join(dataDir, 'reloj.sqlite'));
  db.exec('CREATE TABLE t (x)');
  db.close();
  for (const f of [dataDir, join(dataDir, 'reloj.sqlite')]) chownSync(f, user.uid, user.gid);
  handOver = join(dataDir, 'actualizaciones');
  asUser(`mkdir -m 0700 ${handOver}`);
  port = await freePort(); // nothing answers there: the new version "never answers" and is switched back
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the root updater and links planted by the data folder owner', () => {
  if (!asRoot) {
    it.skip('runs only as root (the updater as root, and useradd for the unprivileged user that plants the links)', () => undefined);
    return;
  }

  it('a link to a root-owned file: the file keeps its owner and content, the linked "bundle" is not read', () => {
    asUser(
      [
        `ln -s ${join(bystander, 'secreto')} ${join(handOver, 'estado.json.parcial')}`,
        `ln -s ${join(bystander, 'secreto')} ${join(handOver, 'estado.json')}`,
        `ln -s ${join(bystander, 'paquete-de-root.tar.zst')} ${join(handOver, 'pendiente.tar.zst')}`,
      ].join(' && '),
    );
    const before = snapshot(root, [prefix, dataDir]);
    const run = updater();
    expect(snapshot(root, [prefix, dataDir])).toEqual(before);
    expect(run.status, run.out).toBe(1);
    expect(run.out).toContain('Paquete rechazado; no se cambió nada. El paquete dejado para instalar es un enlace y no un archivo: no se instala.');
    expect(lstatSync(join(bystander, 'secreto')).uid).toBe(0);
    expect(readFileSync(join(bystander, 'secreto'), 'utf8')).toBe('solo de root\n');
    // The status the daemon reads is a file of the daemon user's now (the planted link was replaced, not followed).
    const status = lstatSync(join(handOver, 'estado.json'));
    expect(status.isFile() && status.uid === user.uid).toBe(true);
    expect(JSON.parse(readFileSync(join(handOver, 'estado.json'), 'utf8'))).toMatchObject({ estado: 'rechazada' });
    expect(existsSync(join(handOver, 'pendiente.tar.zst'))).toBe(false); // handed over once, not started again
  });

  it('links to missing paths during a whole update and its rollback: nothing is created outside the folders', () => {
    const missing = ['ld.so.preload', 'respaldo', 'clave', 'en-curso'].map((name) => join(bystander, name));
    rmSync(join(handOver, 'estado.json.parcial'), { force: true });
    rmSync(join(handOver, 'pendiente.tar.zst'), { force: true });
    asUser(
      [
        `ln -s ${missing[0]} ${join(handOver, 'estado.json.parcial')}`,
        `ln -s ${missing[1]} ${join(handOver, 'antes-de-0.2.0.sqlite')}`,
        `ln -s ${missing[2]} ${join(dataDir, 'reloj.sqlite-shm')}`,
        `ln -s ${missing[3]} ${join(handOver, 'en-curso.tar.zst')}`,
        `cp ${bundle} ${join(handOver, 'pendiente.tar.zst')}`,
      ].join(' && '),
    );
    const before = snapshot(root, [prefix, dataDir]);
    const run = updater();
    for (const path of missing) expect(existsSync(path), path).toBe(false);
    expect(snapshot(root, [prefix, dataDir])).toEqual(before);
    // The release went all the way (unpacked, service stopped, database backed up, switched) and was switched back.
    expect(run.out).toContain('Respaldando la base de datos…');
    expect(run.out).toContain('Se volvió a la versión 0.1.0.');
    // What the updater left in the data folder is the daemon user's; in its own folder, root's alone.
    for (const [path, line] of Object.entries(snapshot(dataDir, []))) expect(line.startsWith(`${user.uid}:`), `${path} ${line}`).toBe(true);
    const backup = lstatSync(join(handOver, 'antes-de-0.2.0.sqlite'));
    expect(backup.isFile() && backup.uid === user.uid, 'the backup was made, as the data folder owner').toBe(true);
    const own = lstatSync(join(prefix, 'actualizador'));
    expect([own.uid, own.mode & 0o777]).toEqual([0, 0o700]);
    expect(readlinkSync(join(prefix, 'actual'))).toBe(join('versiones', '0.1.0'));
  });
});
