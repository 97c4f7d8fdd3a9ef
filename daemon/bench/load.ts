/**
 * Load and memory benchmark: the built daemon on a temporary database with FACES enrolled faces
 * (8 real people enrolled through the API, the rest synthetic), KIOSKS approved kiosk devices sending
 * check-ins with real face photos, and the daemon's RSS before, during and after.
 *
 *   npm run build -w daemon && npm run bench:load -w daemon          # 20 kiosks, 1 check-in / 2 s each, 60 s
 *   KIOSKS=10 MODE=saturate DURATION=60 npm run bench:load -w daemon  # back-to-back, like the field measurement
 *   DURATION=1800 RSS_EVERY=60 npm run bench:load -w daemon           # the soak (make bench-soak)
 *
 * Options (env, or argv as --kiosks=20): KIOSKS (20), DURATION or SECONDS (60), RATE (check-ins/s per kiosk, 0.5),
 * MODE (paced | saturate), FACES (1000), RSS_EVERY (10 s), IDLE (30 s of idle after the load),
 * NODE_ARGS (extra node flags for the daemon), MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ and NODE_OPTIONS (default:
 * the daemon gets those of deploy/systemd/reloj-checador.service; "off" = none),
 * MAIN_JS (daemon/dist/main.js), KEEP=1 keeps the temporary data directory (database and daemon.log).
 * Local only: the daemon listens on 127.0.0.1 and every request goes there.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cpuSeconds, formatMemory, memory, startDaemon, type Daemon } from './load-daemon.js';
import { percentiles, runKiosks, statusCounts, type Sample } from './load-kiosks.js';
import { featureModelId, prng, seedDatabase } from './load-seed.js';
import { facesDir, modelsDir, repoRoot } from './faces-dataset.js';

const argv = new Map(
  process.argv
    .slice(2)
    .map((a) => /^--([\w-]+)=(.*)$/.exec(a))
    .filter((m) => m !== null)
    .map((m) => [m[1]!.toUpperCase().replace(/-/g, '_'), m[2]!]),
);
const option = (name: string, fallback: string, ...aliases: string[]) =>
  argv.get(name) ?? [name, ...aliases].map((n) => process.env[n]).find((v) => v !== undefined && v !== '') ?? fallback;
const numeric = (name: string, fallback: number, ...aliases: string[]) => {
  const value = Number(option(name, String(fallback), ...aliases));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};

const KIOSKS = Math.max(1, Math.round(numeric('KIOSKS', 20)));
const DURATION = numeric('DURATION', 60, 'SECONDS');
const RATE = numeric('RATE', 0.5);
const MODE = option('MODE', 'paced') === 'saturate' ? 'saturate' : 'paced';
const FACES = Math.max(8, Math.round(numeric('FACES', 1000)));
const RSS_EVERY = Math.max(1, numeric('RSS_EVERY', 10));
const IDLE = numeric('IDLE', 30);
const NODE_ARGS = option('NODE_ARGS', '').split(/\s+/).filter(Boolean);
/**
 * The memory tuning the service runs with: the Environment= lines of deploy/systemd/reloj-checador.service
 * for MALLOC_* and NODE_OPTIONS, so the bench measures what is deployed. Each can be overridden from the
 * environment; "off" removes it.
 */
const unitFile = join(repoRoot, 'deploy', 'systemd', 'reloj-checador.service');
const TUNING = Object.fromEntries(
  [...readFileSync(unitFile, 'utf8').matchAll(/^Environment=(MALLOC_\w+|NODE_OPTIONS)=(.*)$/gm)].map((m) => [m[1]!, option(m[1]!, m[2]!.trim())]),
);
const KEEP = option('KEEP', '') === '1';

/** The sample people with 150x150 face crops: photo 1 is enrolled, photos 2-5 are the kiosk's frames. */
const PEOPLE = ['amy', 'bernadette', 'howard', 'leonard', 'penny', 'raj', 'sheldon', 'stuart'];
const ADMIN = { usuario: 'bench', password: `bench-${randomBytes(9).toString('hex')}` };
const PRIVACY_NOTICE = { responsable: 'Banco de pruebas', domicilio: 'Sin domicilio', contacto: 'bench@localhost', diasFotos: 90, diasPlantillasBaja: 30 };

/** MAIN_JS: another build of the daemon (e.g. a copy of the last commit while the tree is being edited). */
const mainJs = resolve(option('MAIN_JS', join(repoRoot, 'daemon', 'dist', 'main.js')));
const dataUrl = (person: string, file: string) => `data:image/png;base64,${readFileSync(join(facesDir, 'people', person, file)).toString('base64')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (x: number) => (Number.isFinite(x) ? Math.round(x) : NaN);
const clock = (ms: number) => `${String(Math.floor(ms / 60_000)).padStart(2, '0')}:${String(Math.floor((ms / 1000) % 60)).padStart(2, '0')}`;

async function api(d: Daemon, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${d.base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'POST'} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { res, json: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Logs in, enrols the real people, registers and approves the kiosks. Returns the kiosk fingerprints. */
async function prepare(d: Daemon, realIds: number[]): Promise<string[]> {
  const login = await api(d, '/api/auth/login', { body: ADMIN });
  const cookie = login.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // LFPDPPP: a face is registered only with the employee's consent to the published privacy notice.
  await api(d, '/api/privacidad', { method: 'PUT', body: PRIVACY_NOTICE, cookie });
  for (const [i, person] of PEOPLE.entries()) {
    const { json: employee } = await api(d, `/api/employees/${realIds[i]}`, { cookie });
    await api(d, `/api/employees/${realIds[i]}/consentimiento`, { body: { confirmacion: (employee as { nombre: string }).nombre }, cookie });
    await api(d, `/api/employees/${realIds[i]}/register-face`, { body: { image: dataUrl(person, '1.png') }, cookie });
  }
  const fingerprints = Array.from({ length: KIOSKS }, (_, i) => `bench-kiosk-${i + 1}-${randomBytes(6).toString('hex')}`);
  const codes = new Set<string>();
  for (const fingerprint of fingerprints) {
    const { json } = await api(d, '/api/devices/verify', { body: { fingerprint } });
    codes.add((json as { code: string }).code);
  }
  const { json: devices } = await api(d, '/api/devices', { cookie });
  for (const device of devices as { id: number; codigo: string }[]) {
    if (codes.has(device.codigo)) await api(d, `/api/devices/${device.id}/approve`, { body: {}, cookie });
  }
  return fingerprints;
}

function summary(label: string, samples: readonly Sample[], seconds: number) {
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const p = percentiles(samples.map((s) => s.ms));
  console.log(`\n${label}`);
  console.log(
    `  requests ${samples.length} in ${seconds.toFixed(1)} s: ${(samples.length / seconds).toFixed(1)} check-ins/s answered, ${(ok.length / seconds).toFixed(1)}/s punched (2xx)`,
  );
  console.log(`  latency  p50 ${round(p.p50)} ms   p95 ${round(p.p95)} ms   p99 ${round(p.p99)} ms   max ${round(p.max)} ms`);
  console.log(`  status   ${statusCounts(samples)}`);
}

async function main() {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run "npm run build -w daemon" first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'reloj-load-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RELOJ_DUPLICATE_WINDOW_S: '0',
    RELOJ_ADMIN_USER: ADMIN.usuario,
    RELOJ_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  for (const [name, value] of Object.entries(TUNING)) env[name] = value;
  // "off" must never reach glibc: MALLOC_MMAP_THRESHOLD_=off would read as 0 and mmap every allocation.
  for (const name of Object.keys(env)) if (/^(MALLOC_\w+|NODE_OPTIONS)$/.test(name) && env[name] === 'off') delete env[name];

  console.log(
    `load benchmark: ${KIOSKS} kiosks, ${MODE === 'paced' ? `1 check-in every ${(1 / RATE).toFixed(1)} s each (open loop)` : 'back-to-back (closed loop)'}, ${DURATION} s; ${FACES} enrolled faces`,
  );
  console.log(
    `daemon: node ${process.version} ${NODE_ARGS.join(' ')} ${mainJs}; ${
      Object.keys(TUNING)
        .map((k) => `${k}=${env[k] ?? '(default)'}`)
        .join(' ') || 'no memory tuning'
    }; data ${dataDir}`,
  );

  let started = performance.now();
  const realIds = await seedDatabase(join(dataDir, 'reloj.sqlite'), {
    distDir: dirname(mainJs),
    employees: FACES,
    realPeople: PEOPLE.length,
    modelId: featureModelId(modelsDir),
  });
  console.log(`seeded ${FACES} employees (${FACES - PEOPLE.length} synthetic faces) in ${round(performance.now() - started)} ms`);

  started = performance.now();
  const daemon = await startDaemon({ mainJs, dataDir, env, nodeArgs: NODE_ARGS });
  try {
    const gallery = /"faces":(\d+)/.exec(readFileSync(daemon.logFile, 'utf8'))?.[1];
    console.log(
      `daemon pid ${daemon.pid} ready in ${round(performance.now() - started)} ms, gallery ${gallery ?? '?'} faces: ${formatMemory(memory(daemon.pid))}`,
    );
    const fingerprints = await prepare(daemon, realIds);
    await sleep(3000);
    const before = memory(daemon.pid);
    console.log(`enrolled ${PEOPLE.length} real people, approved ${KIOSKS} kiosks; before the load: ${formatMemory(before)}`);

    const bodies = PEOPLE.flatMap((person) => ['2.png', '3.png', '4.png', '5.png'].map((file) => JSON.stringify({ image: dataUrl(person, file) })));
    const random = prng(7);
    for (let i = bodies.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [bodies[i], bodies[j]] = [bodies[j] as string, bodies[i] as string];
    }

    console.log(`\n  time   ${'memory'.padEnd(45)} answered  rate/s  p50 ms  p95 ms  in flight  daemon CPU`);
    const cpuStart = cpuSeconds(daemon.pid);
    const run = runKiosks({ base: daemon.base, fingerprints, bodies, mode: MODE, rate: RATE, seconds: DURATION, random });
    const t0 = performance.now();
    let seen = 0;
    let lastCpu = cpuSeconds(daemon.pid).total;
    let lastAt = t0;
    const peaks: number[] = [];
    const tick = setInterval(() => {
      const now = performance.now();
      const fresh = run.samples.slice(seen);
      seen = run.samples.length;
      const m = memory(daemon.pid);
      peaks.push(m.rssMb);
      const cpu = cpuSeconds(daemon.pid).total;
      const p = percentiles(fresh.map((s) => s.ms));
      const cpuPct = ((cpu - lastCpu) / ((now - lastAt) / 1000)) * 100;
      lastCpu = cpu;
      lastAt = now;
      console.log(
        `  ${clock(now - t0)}  ${formatMemory(m).padEnd(45)} ${String(fresh.length).padStart(8)}  ${(fresh.length / RSS_EVERY).toFixed(1).padStart(6)}  ${String(round(p.p50)).padStart(6)}  ${String(round(p.p95)).padStart(6)}  ${String(run.inFlight()).padStart(9)}  ${cpuPct.toFixed(0).padStart(7)} %`,
      );
    }, RSS_EVERY * 1000);
    await run.done;
    clearInterval(tick);
    const elapsed = (performance.now() - t0) / 1000;
    const cpuEnd = cpuSeconds(daemon.pid);
    const cpuUsed = cpuEnd.total - cpuStart.total;
    const perCheckIn = (s: number) => ((s * 1000) / Math.max(1, run.samples.length)).toFixed(0);
    const during = memory(daemon.pid);

    summary(`${MODE === 'paced' ? 'paced' : 'saturation'}: ${KIOSKS} kiosks, ${DURATION} s`, run.samples, elapsed);
    console.log(
      `  daemon CPU ${cpuUsed.toFixed(1)} s = ${perCheckIn(cpuUsed)} ms per check-in (user ${perCheckIn(cpuEnd.user - cpuStart.user)}, system ${perCheckIn(cpuEnd.system - cpuStart.system)}), ${((cpuUsed / elapsed) * 100).toFixed(0)} % of one core`,
    );

    console.log(`\nidle after the load (${IDLE} s):`);
    for (let idle = 0; idle < IDLE;) {
      const step = Math.min(10, IDLE - idle);
      await sleep(step * 1000);
      idle += step;
      console.log(`  +${clock(idle * 1000)}  ${formatMemory(memory(daemon.pid))}`);
    }
    const after = memory(daemon.pid);
    console.log(
      `\nRSS: before ${before.rssMb} MB, during max ${Math.max(...peaks, during.rssMb)} MB, at the end ${during.rssMb} MB, after ${IDLE} s idle ${after.rssMb} MB (peak ${after.peakMb} MB)`,
    );
  } finally {
    await daemon.stop();
    if (KEEP) console.log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
