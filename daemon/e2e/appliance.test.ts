/**
 * The appliance, process by process: the built daemon under a fake systemd notify socket, HTTPS
 * with its generated certificate, kill -9 in the middle of writes, a backup restored the way the
 * docs/backups.md tells a technician to, the kiosk script, and the
 * Chromium camera policy.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dumpDatabase, integrityCheck } from '../src/test-support/dbDump.js';
import { listenOnFakeNotifySocket, type FakeNotifySocket } from '../src/test-support/fakeNotifySocket.js';
import { CHROMIUM } from './support/browser.js';
import { E2E_ADMIN, repoRoot, startDaemon, type RunningDaemon } from './support/daemonProcess.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function start(env: Record<string, string> = {}): Promise<RunningDaemon> {
  const daemon = await startDaemon(env);
  cleanups.push(() => daemon.stop());
  return daemon;
}

async function login(daemon: RunningDaemon): Promise<string> {
  const res = await fetch(`${daemon.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const api = async (daemon: RunningDaemon, cookie: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(daemon.url + path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};

/** JSON log lines of the daemon (pino on stdout). */
const logLines = (daemon: RunningDaemon) =>
  daemon
    .logs()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('systemd notify protocol (Type=notify, WatchdogSec)', () => {
  let socket: FakeNotifySocket;
  afterAll(() => socket?.close());

  it('sends READY=1 once listening, then WATCHDOG=1 every WatchdogSec/2, and exits cleanly on SIGTERM', async () => {
    socket = await listenOnFakeNotifySocket();
    const daemon = await start({ NOTIFY_SOCKET: socket.path, WATCHDOG_USEC: '400000' });
    const ready = await socket.waitFor((m) => m.split('\n').includes('READY=1'), 20_000);
    expect(socket.messages[ready]).toMatch(/STATUS=Listo: http :\d+, https :\d+/);
    // Status lines came before, in start-up order.
    const statuses = socket.messages.slice(0, ready).filter((m) => m.startsWith('STATUS='));
    expect(statuses[0]).toContain('Abriendo la base de datos');
    expect((await fetch(`${daemon.url}/api/health`)).status).toBe(200);
    // Issue 46: READY does not wait for the face models; a status line says when they are in.
    await socket.waitFor((m) => m.split('\n').some((line) => /^STATUS=Listo: .*; motor facial cargado\.$/.test(line)), 20_000);
    expect(((await (await fetch(`${daemon.url}/api/health`)).json()) as { faceEngine: string }).faceEngine).toBe('ok');

    const first = await socket.waitFor((m) => m === 'WATCHDOG=1', 5_000, ready + 1);
    const second = await socket.waitFor((m) => m === 'WATCHDOG=1', 5_000, first + 1);
    await socket.waitFor((m) => m === 'WATCHDOG=1', 5_000, second + 1);

    const exit = await daemon.kill('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(logLines(daemon).some((l) => l.msg === 'stopped')).toBe(true);
    expect(existsSync(join(daemon.dataDir, 'reloj.sqlite-wal')) ? readFileSync(join(daemon.dataDir, 'reloj.sqlite-wal')).length : 0).toBe(0);
  });
});

describe('HTTPS on the LAN', () => {
  const get = (port: number, ca: string) =>
    new Promise<{ status: number; body: string; fingerprint: string }>((resolve, reject) => {
      const req = httpsRequest({ host: '127.0.0.1', servername: 'localhost', port, path: '/api/health', ca, agent: false }, (res) => {
        const fingerprint = new X509Certificate((res.socket as TLSSocket).getPeerCertificate(true).raw).fingerprint256;
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, fingerprint }));
      });
      req.on('error', reject);
      req.end();
    });
  /** The HTTPS port of the latest start; HTTP answers /api/health a moment before HTTPS is up. */
  const httpsPort = async (daemon: RunningDaemon, starts = 1) => {
    for (let i = 0; i < 200; i++) {
      const ports = logLines(daemon)
        .filter((l) => l.msg === 'https listening')
        .map((l) => l.httpsPort as number);
      if (ports.length >= starts) return ports[ports.length - 1] as number;
      await sleep(50);
    }
    throw new Error(`HTTPS did not start: ${daemon.logs()}`);
  };

  it('serves /api/health with the certificate made on first start, and reuses it after a restart', async () => {
    const daemon = await start();
    const port = await httpsPort(daemon);
    const certFile = join(daemon.dataDir, 'tls', 'reloj-checador.crt');
    const ca = readFileSync(certFile, 'utf8');
    const fingerprint = new X509Certificate(ca).fingerprint256;
    const first = await get(port, ca);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ ok: true, machineId: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(first.fingerprint).toBe(fingerprint);
    expect(logLines(daemon).find((l) => l.msg === 'new self-signed HTTPS certificate')?.fingerprint256).toBe(fingerprint);

    await daemon.restart();
    const again = await get(await httpsPort(daemon, 2), ca);
    expect(again.fingerprint).toBe(fingerprint);
    expect(readFileSync(certFile, 'utf8')).toBe(ca);
    // Plain HTTP keeps serving the kiosk.
    expect((await fetch(`${daemon.url}/kiosk`)).status).toBe(200);
  });
});

describe('crash safety', () => {
  it('kill -9 in the middle of a burst of writes loses no acknowledged write, and the database is sound', async () => {
    const daemon = await start();
    const cookie = await login(daemon);
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const nombre = `PUESTO ${w}-${i}`;
        try {
          const res = await fetch(`${daemon.url}/api/puestos`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ nombre, salarioDiario: 100 + i }),
          });
          if (res.status === 201) acknowledged.push(nombre);
          else await res.text();
        } catch {
          return; // the daemon is gone
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acknowledged.length < 150) await sleep(20);
    const exit = await daemon.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    expect(exit.signal).toBe('SIGKILL');
    const acked = [...acknowledged];

    await daemon.restart();
    const dbFile = join(daemon.dataDir, 'reloj.sqlite');
    expect(integrityCheck(dbFile)).toBe('ok');
    const stored = new Set((await api(daemon, await login(daemon), 'GET', '/api/puestos')).body.map((p: { nombre: string }) => p.nombre));
    expect(acked.filter((n) => !stored.has(n))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acked.length);
  });
});

describe('backups', () => {
  it('a backup restores to an identical database, following the README procedure', async () => {
    const daemon = await start();
    const cookie = await login(daemon);
    for (const nombre of ['cajero', 'gerente', 'almacenista']) await api(daemon, cookie, 'POST', '/api/puestos', { nombre, salarioDiario: 250.5 });
    await api(daemon, cookie, 'POST', '/api/sucursales', { nombre: 'centro' });
    await api(daemon, cookie, 'POST', '/api/bonos', { nombre: 'puntualidad', monto: 150 });

    // 'Crear respaldo ahora', then download it as the technician would (to a laptop, a USB stick).
    const created = await api(daemon, cookie, 'POST', '/api/respaldos');
    expect(created.status).toBe(201);
    const live = JSON.parse(dumpDatabase(join(daemon.dataDir, 'reloj.sqlite')));
    expect(live.auditoria.pop()).toMatchObject({ accion: 'respaldos.crear' }); // written just after the copy
    const stick = mkdtempSync(join(tmpdir(), 'reloj-usb-'));
    cleanups.push(() => rmSync(stick, { recursive: true, force: true }));
    const downloaded = await fetch(`${daemon.url}/api/respaldos/${created.body.nombre}/descarga`, { headers: { cookie } });
    expect(downloaded.status).toBe(200);
    const copy = join(stick, created.body.nombre);
    writeFileSync(copy, Buffer.from(await downloaded.arrayBuffer()));
    expect(readFileSync(copy).equals(readFileSync(join(daemon.dataDir, 'respaldos', created.body.nombre)))).toBe(true);

    // Life goes on after the backup…
    const puestos = (await api(daemon, cookie, 'GET', '/api/puestos')).body as { id: number; nombre: string }[];
    await api(daemon, cookie, 'DELETE', `/api/puestos/${puestos.find((p) => p.nombre === 'GERENTE')?.id}`);
    await api(daemon, cookie, 'POST', '/api/puestos', { nombre: 'intruso', salarioDiario: 1 });

    // docs/backups.md, "Para el técnico, restaurar un respaldo": restore-backup.sh stops the service, restores, starts it.
    // Here the test stops and starts the daemon itself (RELOJ_SERVICE= tells the script there is no unit).
    await daemon.kill('SIGTERM');
    const restore = spawnSync(join(repoRoot, 'deploy', 'restore-backup.sh'), ['--operador', 'Técnico de prueba', copy], {
      env: { ...process.env, RELOJ_DATA_DIR: daemon.dataDir, RELOJ_SERVICE: '' },
      encoding: 'utf8',
    });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain(`Respaldo ${created.body.nombre} restaurado`);
    const restored = join(daemon.dataDir, 'reloj.sqlite');
    expect(integrityCheck(restored)).toBe('ok');
    // The backed-up database, and one more line in its audit log (the restore, who ran it, the file's SHA-256) and
    // one more link in its chain saying the same, with that link's event for headquarters.
    const restoredRows = JSON.parse(dumpDatabase(restored));
    const restoreLine = restoredRows.auditoria.pop();
    expect(restoreLine).toMatchObject({ usuario: 'Técnico de prueba', accion: 'respaldos.restaurar' });
    const sha256 = createHash('sha256').update(readFileSync(copy)).digest('hex');
    expect(JSON.parse(restoreLine.despues)).toMatchObject({ nombre: created.body.nombre, sha256, otraCaja: false });
    expect(restoredRows.restauraciones.pop()).toMatchObject({ nombre: created.body.nombre, sha256, otra_caja: 0, restaurado_por: 'Técnico de prueba' });
    expect(restoredRows.registro.pop()).toMatchObject({ tipo: 'restauracion' });
    expect(JSON.parse(restoredRows.eventos_salida.pop().datos)).toMatchObject({ tipo: 'restauracion' });
    restoredRows.sqlite_sequence.find((r: { name: string }) => r.name === 'eventos_salida').seq -= 1;
    expect(restoredRows).toEqual(live);
    expect(restoredRows).toEqual(JSON.parse(dumpDatabase(copy)));
    const previous = readdirSync(daemon.dataDir).filter((f) => f.startsWith('anterior-'));
    expect(previous).toHaveLength(1);
    expect(dumpDatabase(join(daemon.dataDir, previous[0] as string, 'reloj.sqlite'))).toContain('INTRUSO');

    await daemon.restart();
    const after = (await api(daemon, await login(daemon), 'GET', '/api/puestos')).body.map((p: { nombre: string }) => p.nombre);
    expect(after).toEqual(['ALMACENISTA', 'CAJERO', 'GERENTE']);
  });

  it('restore-backup.sh refuses a damaged file and leaves the database alone', async () => {
    const daemon = await start();
    await daemon.kill('SIGTERM');
    const before = dumpDatabase(join(daemon.dataDir, 'reloj.sqlite'));
    const bad = join(daemon.dataDir, 'dañado.sqlite');
    writeFileSync(bad, 'SQLite format 3\0'.padEnd(8192, 'x'));
    const restore = spawnSync(join(repoRoot, 'deploy', 'restore-backup.sh'), [bad], {
      env: { ...process.env, RELOJ_DATA_DIR: daemon.dataDir, RELOJ_SERVICE: '' },
      encoding: 'utf8',
    });
    expect(restore.status).not.toBe(0);
    expect(restore.stdout).toMatch(/No se cambió nada/);
    expect(dumpDatabase(join(daemon.dataDir, 'reloj.sqlite'))).toBe(before);
  });
});

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

describe('the kiosk script (deploy/kiosk-chromium.sh)', () => {
  it('waits for /api/health, starts the browser in kiosk mode with a fresh profile, and starts it again when it dies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-kiosk-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // A stand-in for Chromium: records its arguments and whether the profile was fresh, then "crashes".
    const fake = join(dir, 'fake-chromium');
    writeFileSync(
      fake,
      `#!/bin/bash
profile=""; for a in "$@"; do [[ $a == --user-data-dir=* ]] && profile="\${a#--user-data-dir=}"; done
if [[ -e "$profile/estado-viejo" ]]; then echo "STALE" >> "${dir}/launches"; fi
touch "$profile/estado-viejo"
echo "$*" >> "${dir}/launches"
sleep 0.3
exit 1
`,
    );
    chmodSync(fake, 0o755);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const script = spawn(join(repoRoot, 'deploy', 'kiosk-chromium.sh'), [], {
      env: {
        PATH: process.env.PATH,
        RELOJ_KIOSK_URL: `http://localhost:${port}/kiosk`,
        RELOJ_KIOSK_BROWSER: fake,
        RELOJ_KIOSK_PROFILE: join(dir, 'perfil'),
        RELOJ_KIOSK_RESTART_DELAY: '0.2',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    script.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    cleanups.push(() => stopChild(script));
    const launches = () => (existsSync(join(dir, 'launches')) ? readFileSync(join(dir, 'launches'), 'utf8').trim().split('\n') : []);

    await sleep(1500);
    expect(launches()).toEqual([]); // nothing answers yet: no browser
    let healthy = false;
    const health: Server = createServer((req, res) => {
      res.statusCode = req.url === '/api/health' && healthy ? 200 : 503;
      res.end('{}');
    });
    await new Promise<void>((r) => health.listen(port, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => health.close(r)));
    await sleep(1500);
    expect(launches()).toEqual([]); // answering, but not healthy yet
    healthy = true;

    const deadline = Date.now() + 15_000;
    while (launches().length < 3 && Date.now() < deadline) await sleep(100);
    const seen = launches();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen).not.toContain('STALE');
    const args = (seen[0] as string).split(' ');
    // The box's kiosk identity rides in the fragment (kept outside the wiped profile; never sent to the server).
    expect(args.at(-1)).toMatch(new RegExp(`^http://localhost:${port}/kiosk#dispositivo=[0-9a-f]{64}$`));
    for (const flag of [
      '--kiosk',
      '--noerrdialogs',
      '--no-first-run',
      '--disable-pinch',
      '--overscroll-history-navigation=0',
      '--hide-crash-restore-bubble',
      `--user-data-dir=${join(dir, 'perfil')}`,
    ])
      expect(args).toContain(flag);
    expect(args.join(' ')).not.toMatch(/use-fake-ui|unsafely-treat-insecure|no-sandbox/);
    expect(stderr).toContain('Chromium terminó');

    const exited = new Promise<number | null>((r) => script.once('exit', (code) => r(code)));
    script.kill('SIGTERM');
    expect(await Promise.race([exited, sleep(5_000).then(() => 'still running')])).toBe(0);
  });
});

describe('the Chromium policy (deploy/chromium-policy.json)', () => {
  // The policy must sit in /etc/chromium/policies/managed; the test puts it there inside a private
  // mount namespace so that the machine's Chromium (and other tests) never see it.
  const canUnshare = spawnSync('unshare', ['-m', '--propagation', 'private', 'mount', '-t', 'tmpfs', 'tmpfs', '/mnt']).status === 0;

  it.skipIf(!canUnshare)('grants the webcam to the kiosk origin without asking, and to no other origin', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-policy-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const page = createServer((_, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>kiosk</title>');
    });
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => page.close(r)));
    const port = (page.address() as AddressInfo).port;
    // The same policy, with the kiosk's port 3001 replaced by this test server's.
    writeFileSync(
      join(dir, 'policy.json'),
      readFileSync(join(repoRoot, 'deploy', 'chromium-policy.json'), 'utf8').replaceAll('http://localhost:3001', `http://localhost:${port}`),
    );
    const wrapper = join(dir, 'chromium-with-policy');
    writeFileSync(
      wrapper,
      `#!/bin/sh
exec unshare -m --propagation private sh -c 'mount -t tmpfs tmpfs /etc/chromium && mkdir -p /etc/chromium/policies/managed && cp "${dir}/policy.json" /etc/chromium/policies/managed/reloj-checador.json && exec "${CHROMIUM}" "$@"' chromium "$@"
`,
    );
    chmodSync(wrapper, 0o755);

    const camera = async (executablePath: string) => {
      const browser = await chromium.launch({
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream'],
      });
      try {
        const tab = await browser.newPage();
        const result: Record<string, string> = {};
        for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
          await tab.goto(`${origin}/`);
          // A string: this package is compiled without the DOM library.
          result[origin] = await tab.evaluate<string>(
            `navigator.mediaDevices.getUserMedia({ video: true }).then(
               (stream) => { stream.getTracks().forEach((t) => t.stop()); return 'permitida'; },
               (error) => error.name)`,
          );
        }
        return result;
      } finally {
        await browser.close();
      }
    };

    expect(await camera(wrapper)).toEqual({ [`http://localhost:${port}`]: 'permitida', [`http://127.0.0.1:${port}`]: 'NotAllowedError' });
    // Without the policy, nothing is granted without a person clicking 'Permitir'.
    expect((await camera(CHROMIUM))[`http://localhost:${port}`]).toBe('NotAllowedError');
  });
});
