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

describe('the box kiosk across Chromium restarts and reboots', () => {
  let daemon: RunningDaemon;
  let home: string;
  let profile: string;
  let pidFile: string;
  let wrapper: string;
  let cdpPort: number;
  let script: ChildProcess | undefined;
  let connected: Browser | undefined;

  beforeAll(async () => {
    daemon = await startDaemon();
    home = tempDir();
    profile = join(home, 'perfil');
    pidFile = join(home, 'chromium.pid');
    cdpPort = await freePort();
    // Stands in for Chromium on the box: the same browser, headless, reachable over CDP, with a fake camera.
    wrapper = join(home, 'chromium-de-prueba');
    writeFileSync(
      wrapper,
      `#!/usr/bin/env bash\necho $$ > "${pidFile}"\nexec "${CHROMIUM}" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage ` +
        `--remote-debugging-port=${cdpPort} --use-fake-device-for-media-stream --use-fake-ui-for-media-stream "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
  }, 120_000);

  afterEach(async () => {
    await connected?.close().catch(() => undefined);
    connected = undefined;
  });

  afterAll(async () => {
    await stopScript();
    await daemon?.stop();
  });

  /** Starts deploy/kiosk-chromium.sh as reloj-kiosk.service does (the box booting). */
  const startScript = () => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      RELOJ_KIOSK_URL: `http://localhost:${daemon.port}/kiosk`,
      RELOJ_KIOSK_BROWSER: wrapper,
      RELOJ_KIOSK_PROFILE: profile,
      RELOJ_KIOSK_RESTART_DELAY: '0',
    };
    rmSync(pidFile, { force: true });
    script = spawn('bash', [SCRIPT], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    script.stderr?.resume();
  };

  /** The box shutting down: SIGTERM to the script, which closes Chromium. */
  async function stopScript() {
    const running = script;
    script = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    const browserPid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
    if (browserPid > 0) {
      try {
        process.kill(browserPid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  const browserPid = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) || undefined : undefined);

  /** The kiosk page of the running Chromium, reached over CDP. */
  async function kioskPage(): Promise<Page> {
    connected = await until('Chromium to accept CDP', async () => {
      try {
        return await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`, { timeout: 2_000 });
      } catch {
        return undefined;
      }
    });
    const browser = connected;
    return until('the kiosk page', () => browser.contexts().flatMap((c) => c.pages()).find((p) => new URL(p.url()).pathname === '/kiosk'));
  }

  const shownCode = async (page: Page) => (await page.locator('body').innerText()).match(CODE)?.[0];

  it('stays approved with the same code after Chromium crashes and after the box reboots, without a new pending device', async () => {
    startScript();
    const first = await kioskPage();
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
    const crashed = browserPid()!;
    process.kill(crashed, 'SIGKILL');
    await until('Chromium to be started again', () => {
      const pid = browserPid();
      return pid && pid !== crashed ? pid : undefined;
    });
    const afterCrash = await kioskPage();
    await afterCrash.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 30_000 });
    expect(await shownCode(afterCrash)).toBe(code);
    expect(existsSync(join(profile, 'marca-de-prueba'))).toBe(false); // it really was a fresh profile
    await connected?.close().catch(() => undefined);

    // A power cut: the whole kiosk service starts again.
    await stopScript();
    mkdirSync(profile, { recursive: true });
    writeFileSync(join(profile, 'marca-de-prueba'), 'x');
    startScript();
    const afterReboot = await kioskPage();
    await afterReboot.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 30_000 });
    expect(await shownCode(afterReboot)).toBe(code);
    expect(existsSync(join(profile, 'marca-de-prueba'))).toBe(false);

    expect(await devices()).toEqual([expect.objectContaining({ id: device!.id, codigo: code, status: 'approved' })]);
  }, 180_000);
});
