/**
 * Load and memory benchmark (issue 46): the built daemon on a temporary database with FACES enrolled faces (one real,
 * live person enrolled through the API from his portrait, the rest synthetic), approved kiosk devices sending what the
 * kiosk page sends (load-kiosks.ts: bursts of 4 frames at the kiosk's 720 px from the moving-face video, 250 ms apart,
 * JPEG 0.92, with a fresh Idempotency-Key), and the daemon's latency, statuses, CPU per punch and RSS before, during,
 * at the end and after IDLE s.
 *
 *   make bench-load                                           # MODE=all: paced, saturate and the rush, short, in turn
 *   MODE=paced KIOSKS=5 RATE=0.2 DURATION=60 npm run bench:load -w daemon
 *   MODE=saturate KIOSKS=10 DURATION=60 npm run bench:load -w daemon
 *   MODE=rush RUSH_PEOPLE=120 RUSH_MINUTES=2 RUSH_KIOSKS=4 npm run bench:load -w daemon
 *   DURATION=1800 RSS_EVERY=60 npm run bench:load -w daemon   # the soak (make bench-soak), paced
 *
 * Who punches: the fixtures hold ONE live, moving face (Lin-Manuel Miranda, short_hamilton_clip.mp4); a still photo is
 * asked to turn the head (liveness `block`). So every burst is his, and the bench lets him punch again at once: duplicate
 * window 0 and `minutosMinimosJornada` 0 (entrada and salida alternate). The daemon's work is a real punch each time:
 * 4 frames analysed, the gallery of FACES searched, the chain link, outbox row and kiosk status written. Before the
 * load, each candidate burst (a window of the video) is sent once and only those the daemon punches at once are used
 * (a turn of the head at the wrong moment is asked for a challenge, as a person would be).
 *
 * Options (env, or argv as --kiosks=5): MODE (paced | saturate | rush | all), KIOSKS (5), DURATION or SECONDS (60;
 * 30 each in `all`), RATE (presses/s per kiosk, 0.2), RUSH_PEOPLE (60), RUSH_MINUTES (1), RUSH_KIOSKS (4), FACES (1000),
 * RSS_EVERY (10 s), IDLE (30 s of idle after the load), SMAPS=1 (then the daemon's resident memory by mapping), NODE_ARGS (extra node flags for the daemon), MALLOC_ARENA_MAX,
 * MALLOC_MMAP_THRESHOLD_ and NODE_OPTIONS (default: the daemon gets those of deploy/systemd/reloj-checador.service;
 * "off" = none), MAIN_JS (daemon/dist/main.js), KEEP=1 keeps the temporary data directory (database and daemon.log).
 *
 * PI=1 (issue 46 item 4): the daemon within a Raspberry Pi 4's budget (load-pi.ts): a CPU quota of the Pi 4's four
 * cores in this machine's cores, from sysbench's published Pi 4 figure against the same command run here
 * (PI_HOST_EVENTS = this machine's events per CPU-second of one core, to skip measuring; PI_SYSBENCH_SECONDS, 20),
 * PI_MEMORY_MB (512) of memory without swap, and PI_SHARES (8192), the group's CPU weight against the other
 * processes of a shared machine, so that the quota rather than the neighbours is what limits it. Needs root and
 * cgroup v1 (cpu, memory); otherwise it says why and exits 2 without running.
 * Local only: the daemon listens on 127.0.0.1 and every request goes there.
 */
import { smapsSummary } from './smaps.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import sharp from 'sharp';
import { KIOSK_FRAME_WIDTH } from '@reloj/contract/attendance';
import { videoFrames } from '../src/test-support/videoFrames.js';
import { dirname, join, resolve } from 'node:path';
import { cpuSeconds, formatMemory, memory, startDaemon, type Daemon } from './load-daemon.js';
import { cgroupProblem, createPiCgroups, formatPiStats, hostSysbench, PI4_SYSBENCH, type PiCgroups } from './load-pi.js';
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

type Mode = 'paced' | 'saturate' | 'rush';
const MODE_OPTION = option('MODE', 'paced');
if (!['paced', 'saturate', 'rush', 'all'].includes(MODE_OPTION)) throw new Error('MODE must be paced, saturate, rush or all');
const MODES: Mode[] = MODE_OPTION === 'all' ? ['paced', 'saturate', 'rush'] : [MODE_OPTION as Mode];
const KIOSKS = Math.max(1, Math.round(numeric('KIOSKS', 5)));
const DURATION = numeric('DURATION', MODES.length > 1 ? 30 : 60, 'SECONDS');
const RATE = numeric('RATE', 0.2);
const RUSH_PEOPLE = Math.max(1, Math.round(numeric('RUSH_PEOPLE', 60)));
const RUSH_MINUTES = numeric('RUSH_MINUTES', 1);
const RUSH_KIOSKS = Math.max(1, Math.round(numeric('RUSH_KIOSKS', 4)));
/** The kiosk's burst: BURST_FRAMES frames burstIntervalMs apart (ui/src/features/kiosk/lib/captureFrames.ts, timing.ts). */
const BURST_FRAMES = 4;
const BURST_INTERVAL_MS = 250;
const CAPTURE_MS = (BURST_FRAMES - 1) * BURST_INTERVAL_MS;
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
const PI = option('PI', '') === '1';
const PI_MEMORY_MB = Math.max(64, Math.round(numeric('PI_MEMORY_MB', 512)));
const PI_SHARES = Math.max(2, Math.round(numeric('PI_SHARES', 8192)));
const PI_HOST_EVENTS = numeric('PI_HOST_EVENTS', 0);
const PI_SYSBENCH_SECONDS = Math.max(1, numeric('PI_SYSBENCH_SECONDS', 20));
type Budget = { groups: PiCgroups; quotaCores: number };

/** The live person: enrolled from his portrait; the kiosk's camera films him on stage (MOVING_FACE_VIDEO, 4.0-7.0 s). */
const LIVE_PERSON = { nombre: 'LIN-MANUEL MIRANDA', portrait: ['lin_manuel_miranda', '1.png'] as const };
/** Where the candidate bursts start in the video (s): he is on screen from 4.0 to 7.0 s. */
const BURST_STARTS = Array.from({ length: 23 }, (_, i) => 4.0 + i * 0.1);
const ADMIN = { usuario: 'bench', password: `bench-${randomBytes(9).toString('hex')}` };
const PRIVACY_NOTICE = { responsable: 'Banco de pruebas', domicilio: 'Sin domicilio', contacto: 'bench@localhost', diasFotos: 90, diasPlantillasBaja: 30 };

/** MAIN_JS: another build of the daemon (e.g. a copy of the last commit while the tree is being edited). */
const mainJs = resolve(option('MAIN_JS', join(repoRoot, 'daemon', 'dist', 'main.js')));
const dataUrl = (person: string, file: string) => `data:image/png;base64,${readFileSync(join(facesDir, 'people', person, file)).toString('base64')}`;

/** A burst as the kiosk page sends it: 4 frames 250 ms apart, at KIOSK_FRAME_WIDTH, JPEG 0.92 (canvas.toDataURL). */
async function burstBody(startSeconds: number): Promise<string> {
  const frames = videoFrames(startSeconds, BURST_FRAMES, 1000 / BURST_INTERVAL_MS, KIOSK_FRAME_WIDTH);
  const jpegs = await Promise.all(frames.map((png) => sharp(png).jpeg({ quality: 92 }).toBuffer()));
  return JSON.stringify({ images: jpegs.map((j) => `data:image/jpeg;base64,${j.toString('base64')}`) });
}
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

/** Logs in, enrols the live person, lets him punch again at once, registers and approves the kiosks. Returns their fingerprints. */
async function prepare(d: Daemon, liveId: number, kiosks: number): Promise<string[]> {
  const login = await api(d, '/api/auth/login', { body: ADMIN });
  const cookie = login.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // LFPDPPP: a face is registered only with the employee's consent to the published privacy notice.
  await api(d, '/api/privacidad', { method: 'PUT', body: PRIVACY_NOTICE, cookie });
  const { json: employee } = await api(d, `/api/employees/${liveId}`, { cookie });
  await api(d, `/api/employees/${liveId}/consentimiento`, { body: { confirmacion: (employee as { nombre: string }).nombre }, cookie });
  await api(d, `/api/employees/${liveId}/register-face`, { body: { image: dataUrl(...LIVE_PERSON.portrait) }, cookie });
  // The same man punches again and again: no salida is too soon (issue 29's rule off for the bench).
  await api(d, '/api/reglas', { method: 'PUT', body: { minutosMinimosJornada: 0 }, cookie });
  const fingerprints = Array.from({ length: kiosks }, (_, i) => `bench-kiosk-${i + 1}-${randomBytes(6).toString('hex')}`);
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

/** Each candidate burst once, from the first kiosk: those punched at once are the load's. */
async function punchingBursts(d: Daemon, fingerprint: string): Promise<string[]> {
  const kept: string[] = [];
  const refused: string[] = [];
  for (const start of BURST_STARTS) {
    const body = await burstBody(start);
    const run = runKiosks({
      base: d.base,
      fingerprints: [fingerprint],
      bodies: [body],
      mode: 'rush',
      people: 1,
      seconds: 0,
      rate: 0,
      captureMs: 0,
      random: () => 0,
    });
    await run.done;
    const sample = run.samples[0]!;
    if (sample.status === 201) kept.push(body);
    else refused.push(`${start.toFixed(1)} s: ${sample.status} ${sample.code}`);
  }
  console.log(
    `bursts: ${kept.length} of ${BURST_STARTS.length} windows of the video punch at once${refused.length ? ` (left out: ${refused.join(', ')})` : ''}`,
  );
  if (kept.length === 0) throw new Error('no burst of the video punches: is the live person enrolled, and the models those of the build?');
  return kept;
}

function summary(label: string, samples: readonly Sample[], seconds: number) {
  const punched = samples.filter((s) => s.status === 201);
  const p = percentiles(samples.map((s) => s.ms));
  console.log(`\n${label}`);
  console.log(
    `  requests ${samples.length} in ${seconds.toFixed(1)} s: ${(samples.length / seconds).toFixed(2)} answered/s, ${(punched.length / seconds).toFixed(2)} punched/s; ` +
      `punched (201) ${punched.length} = ${((100 * punched.length) / Math.max(1, samples.length)).toFixed(1)} %`,
  );
  console.log(
    `  request  p50 ${round(p.p50)} ms   p95 ${round(p.p95)} ms   p99 ${round(p.p99)} ms   max ${round(p.max)} ms (the whole request, sent to answered)`,
  );
  const waited = samples.filter((s) => s.waitedMs !== undefined).map((s) => s.waitedMs as number);
  if (waited.length > 0) {
    const w = percentiles(waited);
    console.log(`  per person, arrival to answer (queue + capture + request): p50 ${round(w.p50)} ms   p95 ${round(w.p95)} ms   max ${round(w.max)} ms`);
  }
  console.log(`  status   ${statusCounts(samples)}`);
}

/** One mode's load on the running daemon: its figures, and the RSS every RSS_EVERY s. Returns the RSS at its end. */
async function runMode(daemon: Daemon, mode: Mode, fingerprints: string[], bodies: string[], random: () => number, budget?: Budget): Promise<number[]> {
  const rush = mode === 'rush';
  const kiosks = rush ? fingerprints.slice(0, RUSH_KIOSKS) : fingerprints.slice(0, KIOSKS);
  const seconds = rush ? RUSH_MINUTES * 60 : DURATION;
  const label = {
    paced: `paced: ${KIOSKS} kiosks, one press every ${(1 / RATE).toFixed(1)} s each (open loop), ${DURATION} s`,
    saturate: `saturate: ${KIOSKS} kiosks, the next press as soon as the answer came (closed loop), ${DURATION} s`,
    rush: `shift-change rush: ${RUSH_PEOPLE} people, each punching once, arriving within ${RUSH_MINUTES} min at ${RUSH_KIOSKS} kiosks (a queue at each)`,
  }[mode];
  console.log(
    `\n== ${label}; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  time   ${'memory'.padEnd(45)} answered  rate/s  p50 ms  p95 ms  in flight  daemon CPU`);
  const cpuStart = cpuSeconds(daemon.pid);
  const piStart = budget?.groups.stats();
  const run = runKiosks({ base: daemon.base, fingerprints: kiosks, bodies, mode, rate: RATE, seconds, people: RUSH_PEOPLE, captureMs: CAPTURE_MS, random });
  const t0 = performance.now();
  let seen = 0;
  let lastCpu = cpuStart.total;
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
  const punched = Math.max(1, run.samples.filter((s) => s.status === 201).length);
  const perPunch = (x: number) => ((x * 1000) / punched).toFixed(0);
  const end = memory(daemon.pid);
  summary(label, run.samples, elapsed);
  console.log(
    `  daemon CPU ${cpuUsed.toFixed(1)} s = ${perPunch(cpuUsed)} ms per punch (user ${perPunch(cpuEnd.user - cpuStart.user)}, system ${perPunch(cpuEnd.system - cpuStart.system)}), ${((cpuUsed / elapsed) * 100).toFixed(0)} % of one core${budget ? ` (quota ${(budget.quotaCores * 100).toFixed(0)} %)` : ''}`,
  );
  if (budget) console.log(`  ${formatPiStats(budget.groups.stats(), piStart, PI_MEMORY_MB)}`);
  console.log(
    `  RSS during max ${Math.max(...peaks, end.rssMb)} MB, at the end ${end.rssMb} MB; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  return [...peaks, end.rssMb];
}

/** PI=1: where the groups cannot be made, why, and exit 2 before anything runs; else the quota and its derivation. */
function piQuota(): number {
  const problem = cgroupProblem();
  if (problem) {
    console.error(`PI=1: ${problem}. Nothing was run.`);
    process.exit(2);
  }
  let perCpuSecond = PI_HOST_EVENTS;
  if (perCpuSecond > 0) console.log(`PI=1: this machine's single core taken as ${perCpuSecond.toFixed(2)} sysbench events per CPU-second (PI_HOST_EVENTS)`);
  else {
    try {
      const host = hostSysbench(PI_SYSBENCH_SECONDS);
      perCpuSecond = host.perCpuSecond;
      console.log(
        `PI=1: here, sysbench cpu --threads=1 --time=${PI_SYSBENCH_SECONDS} run: ${host.events} events in ${host.wallSeconds.toFixed(1)} s = ${host.perWallSecond.toFixed(2)} events/s, ` +
          `with ${host.cpuSeconds.toFixed(2)} s of CPU = ${perCpuSecond.toFixed(2)} events per CPU-second (load average ${loadavg()
            .map((x) => x.toFixed(2))
            .join(' ')}: per CPU-second, since the quota is CPU time)`,
      );
    } catch (error) {
      console.error(
        `PI=1: could not run sysbench (apt-get install sysbench, or give PI_HOST_EVENTS): ${error instanceof Error ? error.message : String(error)}. Nothing was run.`,
      );
      process.exit(2);
    }
  }
  const quotaCores = PI4_SYSBENCH.fourCores / perCpuSecond;
  console.log(
    `PI=1: Raspberry Pi 4, sysbench 1.0.20 \`sysbench ${PI4_SYSBENCH.command.join(' ')}\`: ${PI4_SYSBENCH.oneCore} events/s on one core, ${PI4_SYSBENCH.fourCores} on four (${PI4_SYSBENCH.source}); ` +
      `its four cores = ${PI4_SYSBENCH.fourCores} / ${perCpuSecond.toFixed(2)} = ${quotaCores.toFixed(2)} cores here (one Pi core = ${(PI4_SYSBENCH.oneCore / perCpuSecond).toFixed(2)}): ` +
      `cpu.cfs_quota_us ${Math.round(quotaCores * 100_000)} per cfs_period_us 100000, cpu.shares ${PI_SHARES}; memory.limit_in_bytes ${PI_MEMORY_MB} MB, no swap`,
  );
  console.log(
    `PI=1: integer primes flatter the Pi for the face models (ONNX Runtime: NEON on the Cortex-A72 against AVX2 here), and the quota caps the sum of the daemon's threads, not each one's speed: the real Pi 4 is likely slower`,
  );
  return quotaCores;
}

async function main() {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run "npm run build -w daemon" first`);
  const quotaCores = PI ? piQuota() : 0;
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
    `load benchmark (${MODES.join(', ')}): bursts of ${BURST_FRAMES} frames at ${KIOSK_FRAME_WIDTH} px as the kiosk sends them; ${FACES} enrolled faces`,
  );
  console.log(
    `daemon: node ${process.version} ${NODE_ARGS.join(' ')} ${mainJs}; ${
      Object.keys(TUNING)
        .map((k) => `${k}=${env[k] ?? '(default)'}`)
        .join(' ') || 'no memory tuning'
    }; data ${dataDir}`,
  );

  let started = performance.now();
  const [liveId] = await seedDatabase(join(dataDir, 'reloj.sqlite'), {
    distDir: dirname(mainJs),
    employees: FACES,
    realPeople: 1,
    modelId: featureModelId(modelsDir),
  });
  console.log(`seeded ${FACES} employees (${FACES - 1} synthetic faces) in ${round(performance.now() - started)} ms`);

  started = performance.now();
  const budget: Budget | undefined = PI ? { groups: createPiCgroups({ quotaCores, memoryMb: PI_MEMORY_MB, shares: PI_SHARES }), quotaCores } : undefined;
  let daemon: Daemon;
  try {
    daemon = await startDaemon({ mainJs, dataDir, env, nodeArgs: NODE_ARGS, onSpawn: budget && ((pid) => budget.groups.join(pid)) });
  } catch (error) {
    budget?.groups.remove();
    if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  if (budget) console.log(`PI=1: the daemon was put in ${budget.groups.cpuDir} and ${budget.groups.memoryDir} at spawn`);
  try {
    const gallery = /"faces":(\d+)/.exec(readFileSync(daemon.logFile, 'utf8'))?.[1];
    console.log(
      `daemon pid ${daemon.pid} ready in ${round(performance.now() - started)} ms, gallery ${gallery ?? '?'} faces: ${formatMemory(memory(daemon.pid))}`,
    );
    const kiosks = Math.max(MODES.includes('rush') ? RUSH_KIOSKS : 1, MODES.some((m) => m !== 'rush') ? KIOSKS : 1);
    const fingerprints = await prepare(daemon, liveId as number, kiosks);
    const bodies = await punchingBursts(daemon, fingerprints[0] as string);
    await sleep(3000);
    const before = memory(daemon.pid);
    console.log(`enrolled ${LIVE_PERSON.nombre}, approved ${kiosks} kiosks; before the load: ${formatMemory(before)}`);

    const random = prng(7);
    const rss: number[] = [];
    for (const mode of MODES) rss.push(...(await runMode(daemon, mode, fingerprints, bodies, random, budget)));
    const end = memory(daemon.pid);

    console.log(`\nidle after the load (${IDLE} s):`);
    for (let idle = 0; idle < IDLE;) {
      const step = Math.min(10, IDLE - idle);
      await sleep(step * 1000);
      idle += step;
      console.log(`  +${clock(idle * 1000)}  ${formatMemory(memory(daemon.pid))}`);
    }
    const after = memory(daemon.pid);
    console.log(
      `\nRSS: before ${before.rssMb} MB, during max ${Math.max(...rss, end.rssMb)} MB, at the end ${end.rssMb} MB, after ${IDLE} s idle ${after.rssMb} MB (peak ${after.peakMb} MB); load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    if (budget) console.log(`whole run, from spawn: ${formatPiStats(budget.groups.stats(), undefined, PI_MEMORY_MB)}`);
    if (process.env.SMAPS) {
      console.log('\nresident memory by mapping after the idle (bench/smaps.ts):');
      for (const g of smapsSummary(daemon.pid).slice(0, 12)) console.log(`  ${String(g.rssMb).padStart(5)} MB  ${String(g.maps).padStart(4)} maps  ${g.label}`);
    }
  } finally {
    await daemon.stop();
    budget?.groups.remove();
    if (KEEP) console.log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
