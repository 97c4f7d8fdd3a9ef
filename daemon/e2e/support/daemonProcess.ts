import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../../src/lib/natsServer.js';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
export const E2E_ADMIN = { usuario: 'admin', password: 'contraseña-e2e-segura' };

export type RunningDaemon = {
  url: string;
  dataDir: string;
  port: number;
  /** Stops the process (SIGTERM) and starts it again on the same port and database. */
  restart: () => Promise<void>;
  /** Sends a signal (e.g. SIGKILL, to test crash safety) and waits until the process is gone; restart() starts it again. */
  kill: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
  logs: () => string;
};

type StartOptions = {
  /** A data directory prepared by the test (a damaged database...); a new empty one by default. Removed by stop(). */
  dataDir?: string;
  /**
   * When the daemon counts as started, from its /api/health answer: by default 200 with the face engine past
   * 'loading' (the daemon answers before its models load; the tests that press the kiosk's button expect them in).
   */
  ready?: (health: Response) => boolean | Promise<boolean>;
  /**
   * As systemd's Restart=always: a daemon that exits by itself (a restore from the panel) is started again. The
   * daemon sees INVOCATION_ID, as under systemd, and leaves its restart to us.
   */
  supervised?: boolean;
};

/** The built daemon (daemon/dist + ui/dist), started as the product starts, on a temp database. */
export async function startDaemon(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningDaemon> {
  const entry = join(repoRoot, 'daemon', 'dist', 'main.js');
  if (!existsSync(entry) || !existsSync(join(repoRoot, 'ui', 'dist', 'index.html'))) throw new Error('Build first: npm run build (make test does it)');
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'reloj-e2e-'));
  const ready = options.ready ?? (async (health: Response) => health.ok && ((await health.json()) as { faceEngine?: string }).faceEngine !== 'loading');
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';
  let stopping = false;

  const launch = async () => {
    child = spawn(process.execPath, [entry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        RELOJ_DATA_DIR: dataDir,
        RELOJ_HTTPS_PORT: '0',
        RELOJ_ADMIN_USER: E2E_ADMIN.usuario,
        RELOJ_ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'info',
        ...(options.supervised ? { INVOCATION_ID: 'e2e' } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    if (options.supervised)
      child.once('exit', () => {
        if (!stopping) setTimeout(() => void launch().catch((error: Error) => (output += `\nrelaunch failed: ${error.message}`)), 300);
      });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`daemon exited: ${output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (await ready(res)) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`daemon did not become healthy: ${output}`);
  };

  const stopChild = async () => {
    stopping = true;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };

  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    port,
    kill: async (signal) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) throw new Error('daemon is not running');
      const exited = new Promise<void>((r) => running.once('exit', () => r()));
      running.kill(signal);
      await exited;
      return { code: running.exitCode, signal: running.signalCode };
    },
    restart: async () => {
      await stopChild();
      stopping = false;
      await launch();
    },
    stop: async () => {
      await stopChild();
      rmSync(dataDir, { recursive: true, force: true });
    },
    logs: () => output,
  };
}
