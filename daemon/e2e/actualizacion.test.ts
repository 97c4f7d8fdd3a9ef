/**
 * Issue 32: a signed release installed on a running box, a broken one rolled back by itself, and bundles refused. The
 * box is laid out as `make install` lays it out (versiones/<version>, actual), the daemon run by a supervisor that
 * stands in for systemd (support/supervisor.mjs), the updater run as the technician runs it
 * (`npm run admin -- actualizar <paquete>`, from the installed program).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createPublicKey } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { freePort } from '../src/lib/natsServer.js';
import { buildRelease } from '../src/release/buildRelease.js';
import { generateReleaseKeys } from '../src/release/keys.js';
import { serviceControlFrom } from '../src/release/serviceControl.js';
import { installRelease } from '../src/release/updater.js';
import type { Manifest } from '../src/release/manifest.js';
import { stageProgram } from '../src/release/stage.js';
import { switchTo } from '../src/release/layout.js';
import { readSignature } from '../src/services/respaldos/index.js';
import { manifestOnlyBundle } from '../src/test-support/releaseBundles.js';
import { adminApi } from './support/adminApi.js';
import { E2E_ADMIN, repoRoot } from './support/daemonProcess.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const keys = generateReleaseKeys();
let root: string;
let prefix: string;
let dataDir: string;
let control: string;
let trusted: string;
let staged: string;
let url: string;
let port: number;
let supervisor: ChildProcess;
const bundles: Record<string, string> = {};

const restarts = () => Number(readFileSync(join(control, 'reinicios'), 'utf8'));
async function health(): Promise<{ version?: string; arranque?: string; ok?: boolean } | undefined> {
  try {
    return (await (await fetch(`${url}/api/health`)).json()) as { version: string; arranque: string };
  } catch {
    return undefined;
  }
}
async function waitForHealth(version: string) {
  for (let i = 0; i < 300; i++) {
    const h = await health();
    if (h?.ok && h.version === version) return h;
    await sleep(200);
  }
  throw new Error(`the daemon did not answer as ${version}: ${readFileSync(join(control, 'daemon.log'), 'utf8').slice(-2000)}`);
}

/**
 * `npm run admin -- actualizar <bundle>` from the installed program, as root on the box. Not spawnSync: a test blocked
 * for the whole update would then reuse keep-alive connections the daemon closed meanwhile.
 */
function actualizar(bundle: string, env: Record<string, string> = {}): Promise<{ status: number | null; out: string }> {
  const child = spawn(process.execPath, [join(prefix, 'actual', 'daemon', 'dist', 'cli', 'admin.js'), 'actualizar', bundle], {
    env: {
      PATH: process.env.PATH,
      RELOJ_DATA_DIR: dataDir,
      PORT: String(port),
      RELOJ_PREFIX: prefix,
      RELOJ_CLAVES_PUBLICAS: trusted,
      RELOJ_SERVICIO_CONTROL: join(control, 'ctl.sh'),
      RELOJ_ACTUALIZAR_VIGILANCIA_S: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, out })));
}

const manifestOnly = (name: string, fields: Partial<Manifest>, privatePem = keys.privatePem) => manifestOnlyBundle(join(root, name), fields, privatePem);

/** The database's version under the installed program, and under the new release (one migration more). */
const INSTALLED_SCHEMA = migrations.length;
const NEW_SCHEMA = INSTALLED_SCHEMA + 1;
const ADD_MIGRATION = (program: string) => {
  const migration = `{ version: ${NEW_SCHEMA}, name: '${NEW_SCHEMA}-prueba-actualizacion', up: (db) => db.exec('CREATE TABLE prueba_actualizacion (id INTEGER PRIMARY KEY)') }`;
  // In tsc's module (the CLI and the updater import it) and in the daemon's bundle (daemon/scripts/bundle.mjs), which
  // holds its own copy of the list after the line naming its source.
  const index = join(program, 'daemon', 'dist', 'db', 'migrations', 'index.js');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/\n\];/, `\n    ${migration},\n];`));
  const bundle = join(program, 'daemon', 'dist', 'main.js');
  const source = readFileSync(bundle, 'utf8');
  const listEnd = source.indexOf('\n];', source.indexOf('\n// src/db/migrations/index.ts\n'));
  if (!source.includes('\n// src/db/migrations/index.ts\n') || listEnd < 0) throw new Error('no list of migrations in the daemon bundle');
  writeFileSync(bundle, `${source.slice(0, listEnd)},\n  ${migration}${source.slice(listEnd)}`);
};
/**
 * A release that is only a daemon entry point (the updater needs no more to switch to it): a real one would fail the
 * same way, slower to build. `main` is its whole daemon/dist/main.js.
 */
function tinyProgram(main: string): string {
  const dir = mkdtempSync(join(root, 'programa-'));
  mkdirSync(join(dir, 'daemon', 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name":"reloj-checador","version":"0.0.0"}\n');
  writeFileSync(join(dir, 'daemon', 'package.json'), '{"name":"@reloj/daemon","version":"0.0.0","type":"module"}\n');
  writeFileSync(join(dir, 'daemon', 'dist', 'main.js'), main);
  return dir;
}
/** Migrates the database one step further (as a new version's migration would), then dies at every start. */
const MIGRATES_AND_DIES = `import { createRequire } from 'node:module';
const Database = createRequire(${JSON.stringify(join(repoRoot, 'package.json'))})('better-sqlite3');
const db = new Database(process.env.RELOJ_DATA_DIR + '/reloj.sqlite');
db.pragma('user_version = ${NEW_SCHEMA + 1}');
db.close();
process.exit(1);
`;
const NEVER_READY = 'setInterval(() => {}, 60_000);\n';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'reloj-actualizacion-'));
  prefix = join(root, 'opt');
  dataDir = join(root, 'datos');
  control = join(root, 'control');
  trusted = join(root, 'claves-publicas');
  for (const dir of [dataDir, control, trusted]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(trusted, `${keys.id}.pem`), keys.publicPem);
  staged = join(prefix, 'versiones', '0.1.0');
  stageProgram(repoRoot, staged);
  switchTo(prefix, '0.1.0');
  // The installed version starts (mostly loading its face models) while the releases are built (mostly files).
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  supervisor = spawn(process.execPath, [join(import.meta.dirname, 'support', 'supervisor.mjs'), control, prefix], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      RELOJ_DATA_DIR: dataDir,
      RELOJ_HTTPS_PORT: '0',
      RELOJ_ADMIN_USER: E2E_ADMIN.usuario,
      RELOJ_ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'info',
    },
    stdio: 'ignore',
  });
  const out = join(root, 'paquetes');
  const release = (version: string, from: string, alter?: (program: string) => void) =>
    buildRelease({ repo: repoRoot, outDir: out, privateKeyPem: keys.privatePem, version, from, notas: `Prueba ${version}`, alter }).file;
  bundles.good = release('0.2.0', staged, ADD_MIGRATION);
  bundles.broken = release('0.2.1', tinyProgram(MIGRATES_AND_DIES));
  bundles.hangs = release('0.2.2', tinyProgram(NEVER_READY));
  await waitForHealth('0.1.0');
}, 300_000);

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null) {
    const gone = new Promise((r) => supervisor.once('exit', r));
    supervisor.kill('SIGTERM');
    await Promise.race([gone, sleep(10_000)]);
  }
  if (root && !process.env.RELOJ_TEST_KEEP) rmSync(root, { recursive: true, force: true });
});

const userVersion = () => {
  const db = new Database(join(dataDir, 'reloj.sqlite'), { readonly: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
};
const audit = async (accion: string) => {
  const api = await adminApi(url);
  for (let i = 0; i < 50; i++) {
    const entries = await api.call<{ accion: string; despues: Record<string, unknown> }[]>('GET', `/api/auditoria?tipo=${accion}`);
    if (entries.length > 0) return entries;
    await sleep(200);
  }
  return [];
};

describe('a bundle the box must not install', () => {
  it('is refused with the reason in Spanish, and neither the program nor the service is touched', async () => {
    const before = await health();
    const stranger = generateReleaseKeys();
    // A signed release whose file was changed after signing (a small one: the check is the same for every file).
    const small = buildRelease({
      repo: repoRoot,
      outDir: join(root, 'pequeno'),
      privateKeyPem: keys.privatePem,
      version: '0.2.5',
      from: tinyProgram(NEVER_READY),
    });
    const tampered = join(root, 'alterado');
    mkdirSync(tampered);
    spawnSync('tar', ['-xf', small.file, '-C', tampered]);
    writeFileSync(join(tampered, 'programa', 'daemon', 'dist', 'main.js'), 'process.exit(0);\n');
    const changedFile = join(root, 'alterado.tar.zst');
    spawnSync('tar', ['--zstd', '-cf', changedFile, '-C', tampered, 'manifest.json', 'manifest.sig', 'programa']);
    writeFileSync(join(root, 'basura.tar.zst'), 'no es un paquete');
    const cases: [string, RegExp][] = [
      [manifestOnly('otra-clave.tar.zst', {}, stranger.privatePem), /La firma del paquete no es de ninguna clave de confianza de este equipo: no se instala\./],
      [changedFile, /El archivo daemon\/dist\/main\.js del paquete no es el que se firmó: no se instala\./],
      [
        manifestOnly('otra-arquitectura.tar.zst', { arch: process.arch === 'arm64' ? 'x64' : 'arm64' }),
        /El archivo de actualización es para otro tipo de equipo \((PC|equipo ARM) de 64 bits\); este equipo es/,
      ],
      [
        manifestOnly('muy-nueva.tar.zst', { desdeVersion: '0.1.5' }),
        /La versión instalada \(0\.1\.0\) es muy vieja para actualizar directo a la 0\.3\.0: primero instala la 0\.1\.5/,
      ],
      [manifestOnly('misma.tar.zst', { version: '0.1.0' }), /La versión 0\.1\.0 no es más nueva que la instalada \(0\.1\.0\)\./],
      [join(root, 'basura.tar.zst'), /El archivo no es un paquete de versión de Reloj Checador/],
    ];
    // The updater itself for each (the command's own checks and output are the next case's).
    for (const [bundle, reason] of cases) {
      const said: string[] = [];
      const outcome = await installRelease(bundle, {
        prefix,
        dataDir,
        trusted: [createPublicKey(keys.publicPem)],
        service: serviceControlFrom({ RELOJ_SERVICIO_CONTROL: join(control, 'ctl.sh') }),
        healthUrl: `${url}/api/health`,
        caja: 'prueba',
        say: (line) => said.push(line),
      });
      expect(outcome.estado, said.join('\n')).toBe('rechazada');
      expect(outcome.motivo).toMatch(reason);
      expect(said.join('\n')).toContain('Paquete rechazado; no se cambió nada.');
    }
    const missing = await actualizar(join(root, 'paquetes', 'no-existe.tar.zst'));
    expect(missing.status).toBe(1);
    expect(missing.out).toContain('No existe el archivo');
    const garbage = await actualizar(join(root, 'basura.tar.zst'));
    expect(garbage.status).toBe(1);
    expect(garbage.out).toContain('Paquete rechazado; no se cambió nada. El archivo no es un paquete de versión de Reloj Checador');

    expect(readlinkSync(join(prefix, 'actual'))).toBe(join('versiones', '0.1.0'));
    expect(spawnSync('ls', [join(prefix, 'versiones')], { encoding: 'utf8' }).stdout.trim()).toBe('0.1.0');
    expect(restarts()).toBe(0);
    expect((await health())?.arranque).toBe(before?.arranque); // the service was never stopped
  });
});

describe('a good release', () => {
  it('is installed on the running box: a signed backup first, the database migrated, the new version healthy, the outcome in the audit log', async () => {
    const api = await adminApi(url);
    await api.call('POST', '/api/puestos', { nombre: 'Antes de actualizar', salarioDiario: 400 });
    expect(userVersion()).toBe(INSTALLED_SCHEMA);

    const running = actualizar(bundles.good!);
    // A second updater while the first runs (the technician's command beside the panel's): refused, the first goes on.
    while (
      !existsSync(join(dataDir, 'actualizaciones', 'estado.json')) ||
      !readFileSync(join(dataDir, 'actualizaciones', 'estado.json'), 'utf8').includes('0.2.0')
    )
      await sleep(50);
    const second = await actualizar(bundles.good!);
    expect(second.status).toBe(1);
    expect(second.out).toContain('Ya hay una actualización en curso en este equipo: espera a que termine.');
    const run = await running;
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain('Respaldando la base de datos…');
    expect(run.out).toContain('Versión 0.2.0 instalada.');
    expect((await health())?.version).toBe('0.2.0');
    expect(readlinkSync(join(prefix, 'actual'))).toBe(join('versiones', '0.2.0'));
    expect(userVersion()).toBe(NEW_SCHEMA);
    const backup = join(dataDir, 'actualizaciones', 'antes-de-0.2.0.sqlite');
    expect(readSignature(backup).kind).toBe('firmado');

    const after = await adminApi(url);
    expect((await after.call<{ nombre: string }[]>('GET', '/api/puestos')).map((p) => p.nombre)).toContain('ANTES DE ACTUALIZAR');
    const [entry] = await audit('actualizaciones.actualizacion_instalada');
    expect(entry?.despues).toMatchObject({ version: '0.2.0' });
  });
});

describe('a broken release', () => {
  it('that migrates the database and dies at every start: switched back, the database restored from the backup, actualizacion_revertida recorded', async () => {
    const api = await adminApi(url);
    await api.call('POST', '/api/puestos', { nombre: 'Antes de la rota', salarioDiario: 410 });
    const base = restarts();

    const run = await actualizar(bundles.broken!);
    expect(run.status, run.out).toBe(1);
    expect(run.out).toContain('la versión 0.2.1 se detuvo 3 veces al arrancar.');
    expect(run.out).toContain('Se volvió a la versión 0.2.0.');
    expect(restarts() - base).toBeGreaterThanOrEqual(3);
    await waitForHealth('0.2.0');
    expect(readlinkSync(join(prefix, 'actual'))).toBe(join('versiones', '0.2.0'));
    expect(existsSync(join(prefix, 'versiones', '0.2.1'))).toBe(false);
    expect(userVersion()).toBe(NEW_SCHEMA); // the broken version's one more is gone: the backup was put back

    const after = await adminApi(url);
    expect((await after.call<{ nombre: string }[]>('GET', '/api/puestos')).map((p) => p.nombre)).toContain('ANTES DE LA ROTA');
    const [entry] = await audit('actualizaciones.actualizacion_revertida');
    expect(entry?.despues).toMatchObject({ version: '0.2.1', motivo: 'la versión 0.2.1 se detuvo 3 veces al arrancar.' });
  });

  it('that never answers: switched back after the wait, the database untouched', async () => {
    const run = await actualizar(bundles.hangs!, { RELOJ_ACTUALIZAR_ESPERA_S: '2' });
    expect(run.status, run.out).toBe(1);
    expect(run.out).toContain('la versión 0.2.2 no respondió sana (base de datos y reconocimiento facial) en 2 s.');
    await waitForHealth('0.2.0');
    expect(readlinkSync(join(prefix, 'actual'))).toBe(join('versiones', '0.2.0'));
    expect(userVersion()).toBe(NEW_SCHEMA);
    expect(
      spawnSync('ls', [join(prefix, 'versiones')], { encoding: 'utf8' })
        .stdout.trim()
        .split('\n'),
    ).toEqual(['0.1.0', '0.2.0']);
  });
});
