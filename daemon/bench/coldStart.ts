/**
 * Cold start (issue 46 item 5): the built daemon started as systemd starts it (Type=notify, NOTIFY_SOCKET) on a box
 * with FACES enrolled faces (1,000), STARTS times (5). Prints, per start and as medians: from spawn to READY=1, to the
 * first /api/health 200, and to the face engine answering 'ok'; the process's CPU at READY; RSS after it settles.
 * The first start of a data folder (migrations, certificate, keys) is reported apart from the later ones.
 *
 *   npx tsx bench/coldStart.ts          (make bench runs it)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { listenOnFakeNotifySocket } from '../src/test-support/fakeNotifySocket.js';
import { cpuSeconds, freePort, memory } from './load-daemon.js';
import { featureModelId, seedDatabase } from './load-seed.js';

const numeric = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const FACES = numeric('FACES', 1000);
const STARTS = numeric('STARTS', 5);
const root = resolve(import.meta.dirname, '..', '..');
const distDir = join(root, 'daemon', 'dist');
const round = (ms: number) => Math.round(ms);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

type Start = { readyMs: number; healthMs: number; faceOkMs: number; cpuAtReady: number; rssMb: number };

async function startOnce(dataDir: string): Promise<Start> {
  const notify = await listenOnFakeNotifySocket();
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=2', join(distDir, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NOTIFY_SOCKET: notify.path,
      PORT: String(port),
      HOST: '127.0.0.1',
      RELOJ_HTTPS_PORT: '0',
      RELOJ_DATA_DIR: dataDir,
      RELOJ_ADMIN_USER: 'admin',
      RELOJ_ADMIN_PASSWORD: 'contraseña-de-banco-de-pruebas',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let readyMs = NaN;
    let cpuAtReady = NaN;
    const ready = notify
      .waitFor((m) => m.split('\n').includes('READY=1'), 120_000)
      .then(() => {
        readyMs = performance.now() - started;
        cpuAtReady = cpuSeconds(child.pid as number).total;
      });
    let healthMs = NaN;
    let faceOkMs = NaN;
    while (Number.isNaN(faceOkMs)) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        const body = (await res.json()) as { faceEngine?: string };
        if (res.ok && Number.isNaN(healthMs)) healthMs = performance.now() - started;
        if (body.faceEngine === 'ok') faceOkMs = performance.now() - started;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`the daemon exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    await ready;
    await new Promise((r) => setTimeout(r, 2_000));
    return { readyMs, healthMs, faceOkMs, cpuAtReady, rssMb: memory(child.pid as number).rssMb };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    notify.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'reloj-arranque-'));
try {
  await seedDatabase(join(dataDir, 'reloj.sqlite'), { distDir, employees: FACES, realPeople: 0, modelId: featureModelId(join(root, 'models')) });
  console.log(`cold start: the built daemon, ${FACES} enrolled faces, ${STARTS} starts (the first on a new data folder)`);
  const starts: Start[] = [];
  for (let i = 0; i < STARTS; i++) {
    const s = await startOnce(dataDir);
    starts.push(s);
    console.log(
      `  start ${i + 1}: READY ${round(s.readyMs)} ms, /api/health 200 at ${round(s.healthMs)} ms, face engine ok at ${round(s.faceOkMs)} ms; ` +
        `CPU at READY ${s.cpuAtReady.toFixed(2)} s; RSS ${s.rssMb} MB`,
    );
  }
  const later = starts.slice(1);
  if (later.length > 0)
    console.log(
      `  median of starts 2-${STARTS}: READY ${round(median(later.map((s) => s.readyMs)))} ms, health ${round(median(later.map((s) => s.healthMs)))} ms, ` +
        `face engine ${round(median(later.map((s) => s.faceOkMs)))} ms, CPU at READY ${median(later.map((s) => s.cpuAtReady)).toFixed(2)} s`,
    );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
