import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { CHROMIUM } from './support/browser.js';
import { repoRoot, startDaemon, type RunningDaemon } from './support/daemonProcess.js';

// The box's own kiosk: deploy/kiosk-chromium.sh wipes Chromium's profile at every start, yet the
// kiosk must stay the same approved device across a Chromium crash and a reboot of the box.
const SCRIPT = join(repoRoot, 'deploy', 'kiosk-chromium.sh');
const CODE = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/;
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-quiosco-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs a snippet of bash with the script's functions loaded (not its Chromium loop). */
function scriptFunctions(snippet: string, env: Record<string, string>) {
  const run = spawnSync('bash', ['-c', `RELOJ_KIOSK_SOURCE_ONLY=1 source "$0" && ${snippet}`, SCRIPT], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("the kiosk script's identity file", () => {
  it('makes a 256-bit secret once, private to the kiosk user, and opens the kiosk with it in the fragment', () => {
    const home = tempDir();
    const first = scriptFunctions('device_secret "$SECRET_FILE"', { HOME: home });
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^[0-9a-f]{64}$/);
    const file = join(home, '.local', 'state', 'reloj-checador', 'dispositivo');
    expect(readFileSync(file, 'utf8')).toBe(`${first.stdout}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, '.local', 'state', 'reloj-checador')).mode & 0o077).toBe(0);

    expect(scriptFunctions('device_secret "$SECRET_FILE"', { HOME: home }).stdout).toBe(first.stdout);
    const address = scriptFunctions('kiosk_address', { HOME: home, RELOJ_KIOSK_URL: 'http://localhost:3001/kiosk' });
    expect(address.stdout).toBe(`http://localhost:3001/kiosk#dispositivo=${first.stdout}`);
    expect(scriptFunctions('device_secret "$SECRET_FILE"', { HOME: tempDir() }).stdout).not.toBe(first.stdout);
  });

  it('replaces a damaged file, saying so in the log', () => {
    const file = join(tempDir(), 'dispositivo');
    writeFileSync(file, 'basura\n');
    const run = scriptFunctions('device_secret "$SECRET_FILE"', { HOME: tempDir(), RELOJ_KIOSK_SECRET_FILE: file });
    expect(run.stdout).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8')).toBe(`${run.stdout}\n`);
    expect(run.stderr).toContain('no contiene un secreto válido');
  });

  it('still opens the kiosk, without an identity, when the file cannot be written', () => {
    const home = tempDir();
    writeFileSync(join(home, '.local'), 'un archivo donde debería ir una carpeta');
    const secret = scriptFunctions('device_secret "$SECRET_FILE"', { HOME: home });
    expect(secret).toMatchObject({ status: 1, stdout: '' });
    const address = scriptFunctions('kiosk_address', { HOME: home, RELOJ_KIOSK_URL: 'http://localhost:3001/kiosk' });
    expect(address.stdout).toBe('http://localhost:3001/kiosk');
    expect(address.stderr).toContain('no se pudo guardar la identidad del quiosco');
  });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const until = async <T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/**
 * The box's screen for a test: deploy/kiosk-chromium.sh as reloj-kiosk.service runs it, with the daemon given, and
 * Chromium headless behind a wrapper that leaves its pid and a CDP port.
 */
function boxScreen(daemonUrl: () => string) {
  const home = tempDir();
  const profile = join(home, 'perfil');
  const pidFile = join(home, 'chromium.pid');
  const wrapper = join(home, 'chromium-de-prueba');
  let cdpPort = 0;
  let script: ChildProcess | undefined;
  let connected: Browser | undefined;

  const prepare = async () => {
    cdpPort = await freePort();
    // Stands in for Chromium on the box: the same browser, headless, reachable over CDP, with a fake camera.
    writeFileSync(
      wrapper,
      `#!/usr/bin/env bash\necho $$ > "${pidFile}"\nexec "${CHROMIUM}" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage ` +
        `--remote-debugging-port=${cdpPort} --use-fake-device-for-media-stream --use-fake-ui-for-media-stream "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
  };

  /** Starts deploy/kiosk-chromium.sh as reloj-kiosk.service does (the box booting). */
  const start = () => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      RELOJ_KIOSK_URL: `${daemonUrl().replace('127.0.0.1', 'localhost')}/kiosk`,
      RELOJ_KIOSK_BROWSER: wrapper,
      RELOJ_KIOSK_PROFILE: profile,
      RELOJ_KIOSK_RESTART_DELAY: '0',
    };
    rmSync(pidFile, { force: true });
    script = spawn('bash', [SCRIPT], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    script.stderr?.resume();
  };

  const browserPid = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) || undefined : undefined);

  /** The box shutting down: SIGTERM to the script, which closes Chromium. */
  const stop = async () => {
    const running = script;
    script = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    const pid = browserPid();
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };

  /** The kiosk page of the running Chromium, reached over CDP. */
  const kioskPage = async (): Promise<Page> => {
    connected = await until('Chromium to accept CDP', async () => {
      try {
        return await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`, { timeout: 2_000 });
      } catch {
        return undefined;
      }
    });
    const browser = connected;
    return until('the kiosk page', () =>
      browser
        .contexts()
        .flatMap((c) => c.pages())
        .find((p) => new URL(p.url()).pathname === '/kiosk'),
    );
  };

  const disconnect = async () => {
    await connected?.close().catch(() => undefined);
    connected = undefined;
  };

  return { home, profile, prepare, start, stop, browserPid, kioskPage, disconnect };
}

describe('the box kiosk across Chromium restarts and reboots', () => {
  let daemon: RunningDaemon;
  const screen = boxScreen(() => daemon.url);
  const { home, profile } = screen;

  beforeAll(async () => {
    daemon = await startDaemon();
    await screen.prepare();
  }, 120_000);

  afterEach(() => screen.disconnect());

  afterAll(async () => {
    await screen.stop();
    await daemon?.stop();
  });

  const shownCode = async (page: Page) => (await page.locator('body').innerText()).match(CODE)?.[0];

  it('stays approved with the same code after Chromium crashes and after the box reboots, without a new pending device', async () => {
    screen.start();
    const first = await screen.kioskPage();
    await first.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor({ timeout: 30_000 });
    const code = await shownCode(first);
    expect(code).toBeTruthy();
    expect(first.url()).toBe(`http://localhost:${daemon.port}/kiosk`); // the secret left the address bar
    const secret = readFileSync(join(home, '.local', 'state', 'reloj-checador', 'dispositivo'), 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const api = await adminApi(daemon.url);
    const devices = () => api.call<{ id: number; codigo: string; status: string }[]>('GET', '/api/devices');
    const [device] = await devices();
    expect(device).toMatchObject({ codigo: code, status: 'pending' });
    await api.call('POST', `/api/devices/${device!.id}/approve`);
    await first.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });

    // Chromium crashes: the script opens it again on a wiped profile.
    writeFileSync(join(profile, 'marca-de-prueba'), 'x');
    const crashed = screen.browserPid()!;
    process.kill(crashed, 'SIGKILL');
    await until('Chromium to be started again', () => {
      const pid = screen.browserPid();
      return pid && pid !== crashed ? pid : undefined;
    });
    const afterCrash = await screen.kioskPage();
    await afterCrash.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 30_000 });
    expect(await shownCode(afterCrash)).toBe(code);
    expect(existsSync(join(profile, 'marca-de-prueba'))).toBe(false); // it really was a fresh profile
    await screen.disconnect();

    // A power cut: the whole kiosk service starts again.
    await screen.stop();
    mkdirSync(profile, { recursive: true });
    writeFileSync(join(profile, 'marca-de-prueba'), 'x');
    screen.start();
    const afterReboot = await screen.kioskPage();
    await afterReboot.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 30_000 });
    expect(await shownCode(afterReboot)).toBe(code);
    expect(existsSync(join(profile, 'marca-de-prueba'))).toBe(false);

    expect(await devices()).toEqual([expect.objectContaining({ id: device!.id, codigo: code, status: 'approved' })]);
  }, 180_000);
});

describe("the box's own screen approving itself (RELOJ_KIOSK_LOCAL_APPROVAL=auto, as the SD-card image and make install set it)", () => {
  let daemon: RunningDaemon;
  const screen = boxScreen(() => daemon.url);
  let browser: Browser | undefined;

  beforeAll(async () => {
    daemon = await startDaemon({ RELOJ_KIOSK_LOCAL_APPROVAL: 'auto' });
    await screen.prepare();
  }, 120_000);

  afterEach(() => screen.disconnect());

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await screen.stop();
    await daemon?.stop();
  });

  it('goes straight to the camera, named and recorded as approved by the system; any other browser still waits', async () => {
    screen.start();
    const page = await screen.kioskPage();
    await page.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('body').innerText()).not.toContain('Pendiente de Aprobación');

    const api = await adminApi(daemon.url);
    const devices = await api.call<{ id: number; nombre: string | null; status: string; decididoPor: string | null }[]>('GET', '/api/devices');
    expect(devices).toEqual([expect.objectContaining({ status: 'approved', nombre: 'Pantalla de este equipo', decididoPor: 'Sistema (automático)' })]);
    const audit = await api.call<{ accion: string; usuario: string }[]>('GET', '/api/auditoria');
    expect(audit).toContainEqual(expect.objectContaining({ accion: 'dispositivos.aprobar', usuario: 'Sistema (automático)' }));

    // A browser on the same box opened by hand (not by the kiosk launcher) is an ordinary kiosk: it waits.
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    const other = await browser.newPage();
    await other.goto(`http://localhost:${daemon.port}/kiosk`);
    await other.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor({ timeout: 30_000 });
    const after = await api.call<{ status: string }[]>('GET', '/api/devices');
    expect(after.map((d) => d.status).sort()).toEqual(['approved', 'pending']);
  }, 180_000);
});
