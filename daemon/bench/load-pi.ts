/**
 * The Pi-class budget of the load bench (issue 46 item 4, `PI=1`): the daemon runs inside two cgroup v1 groups that
 * give it the CPU of a Raspberry Pi 4's four cores and the share of a 2 GB Pi 4's memory the daemon can have beside
 * the kiosk's Chromium. systemd-run --scope needs systemd as PID 1, which a container does not have, so the groups
 * are made by hand: a `cpu` group with cpu.cfs_quota_us / cpu.cfs_period_us and a `memory` group with
 * memory.limit_in_bytes, each a child of the bench's own group (never outside it), the daemon's PID written to their
 * cgroup.procs right after spawn (all its threads move with it, the model workers included, before the models load),
 * and both removed at the end, also on failure or Ctrl-C.
 *
 * The CPU quota. Published: sysbench 1.0.20, `sysbench cpu --threads=1 --time=60 run` (primes up to 10,000),
 * Raspberry Pi 4: 1,477.83 events/s on one core, 5,900.85 on four (https://leoncode.co.uk/articles/raspberry-pi-benchmarks).
 * The same command here, counting its events per second of CPU it got (user + system, from the shell's `times`)
 * rather than per second of wall clock, because this machine is shared and a quota is CPU time: the Pi's four cores
 * are worth 5,900.85 / (events per CPU-second here) cores of this machine. Integer primes flatter the Pi for the
 * face models (ONNX Runtime: NEON on the Pi's Cortex-A72 against AVX2/AVX-512 here), and the quota caps the sum
 * of the threads, not each thread's speed (one frame through a model runs at this machine's speed until the quota
 * is spent, on the Pi at a quarter of it): the real Pi is likely slower than this budget.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PI4_SYSBENCH = {
  source: 'https://leoncode.co.uk/articles/raspberry-pi-benchmarks',
  command: ['cpu', '--threads=1', '--time=60', 'run'],
  oneCore: 1477.83,
  fourCores: 5900.85,
};

export type HostSysbench = { events: number; cpuSeconds: number; wallSeconds: number; perCpuSecond: number; perWallSecond: number };

/** `sysbench cpu --threads=1 --time=<seconds> run` here: its events, per second of wall clock and per second of CPU. */
export function hostSysbench(seconds: number): HostSysbench {
  // `times` prints the shell's own times, then its children's: "0m12.815s 0m0.092s" (user, system).
  const out = execFileSync('bash', ['-c', `sysbench cpu --threads=1 --time=${Math.round(seconds)} run && times`], { encoding: 'utf8' });
  const events = Number(/total number of events:\s+(\d+)/.exec(out)?.[1]);
  const wallSeconds = Number(/total time:\s+([\d.]+)s/.exec(out)?.[1]);
  const times = [...out.matchAll(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/g)].at(-1);
  if (!times || !Number.isFinite(events) || !Number.isFinite(wallSeconds)) throw new Error(`could not read sysbench's output:\n${out}`);
  const cpuSeconds = Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]);
  return { events, cpuSeconds, wallSeconds, perCpuSecond: events / cpuSeconds, perWallSecond: events / wallSeconds };
}

export type PiStats = {
  /** cpu.stat: CFS periods with runnable threads, those that hit the quota, and the time held back (s). */
  periods: number;
  throttled: number;
  throttledSeconds: number;
  /** memory: usage now and the most since the daemon joined (page cache included, as cgroup v1 counts it), MB. */
  usageMb: number;
  maxUsageMb: number;
  /** memory.failcnt: how often a charge hit the limit (the kernel reclaimed to stay under it). */
  failcnt: number;
  /** memory.oom_control's oom_kill (kernels ≥ 4.13) and under_oom. */
  oomKills: number;
  underOom: boolean;
  /** memory.stat's rss and cache of the group, MB. */
  rssMb: number;
  cacheMb: number;
};

export type PiCgroups = {
  cpuDir: string;
  memoryDir: string;
  join: (pid: number) => void;
  stats: () => PiStats;
  remove: () => void;
};

/** Where this process sits in a cgroup v1 hierarchy (e.g. "cpu" → "/", "memory" → "/process_api/…"), and its mount. */
function ownGroup(controller: string): { mount: string; path: string } | string {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .map((l) => l.split(':'))
    .find((f) => f.length >= 3 && (f[1] ?? '').split(',').includes(controller));
  if (!line) return `the ${controller} controller is not mounted as cgroup v1 (cgroup v2 only? then use systemd-run --scope -p CPUQuota= -p MemoryMax=)`;
  const mount = ['/sys/fs/cgroup/' + (line[1] as string), `/sys/fs/cgroup/${controller}`].find((m) => existsSync(m));
  if (!mount) return `no mount of the ${controller} controller under /sys/fs/cgroup`;
  return { mount, path: line.slice(2).join(':') };
}

/** Why the groups cannot be made here, or undefined: tries to make and remove a group in each controller. */
export function cgroupProblem(): string | undefined {
  for (const controller of ['cpu', 'memory']) {
    const own = ownGroup(controller);
    if (typeof own === 'string') return own;
    const probe = join(own.mount, own.path, `reloj-pi-probe-${process.pid}`);
    try {
      mkdirSync(probe);
      rmdirSync(probe);
    } catch (error) {
      return `cannot make a ${controller} cgroup at ${probe} (${error instanceof Error ? error.message : String(error)}): run as root with cgroup v1's ${controller} controller writable`;
    }
  }
  return undefined;
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8').trim();
const field = (text: string, name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
const MB = 1024 * 1024;

/** Makes the two groups: `quotaCores` of CPU (period 100 ms), `memoryMb` of memory and no swap, CPU weight `shares`. */
export function createPiCgroups(opts: { quotaCores: number; memoryMb: number; shares: number }): PiCgroups {
  const name = `reloj-pi-${process.pid}`;
  const [cpu, memory] = (['cpu', 'memory'] as const).map((c) => {
    const own = ownGroup(c);
    if (typeof own === 'string') throw new Error(own);
    return { dir: join(own.mount, own.path, name), parent: join(own.mount, own.path) };
  }) as [{ dir: string; parent: string }, { dir: string; parent: string }];
  const made: { dir: string; parent: string }[] = [];
  const remove = () => {
    for (const group of made.splice(0).reverse()) {
      // A process still inside (the daemon killed but not reaped yet) goes back to the parent, then the group goes.
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          for (const pid of read(group.dir, 'cgroup.procs').split('\n').filter(Boolean)) {
            try {
              appendFileSync(join(group.parent, 'cgroup.procs'), pid);
            } catch {
              // It exited meanwhile.
            }
          }
          rmdirSync(group.dir);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
          if (attempt === 49) console.error(`could not remove ${group.dir}: ${(error as Error).message}`);
          else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        }
      }
    }
  };
  try {
    mkdirSync(cpu.dir);
    made.push(cpu);
    writeFileSync(join(cpu.dir, 'cpu.cfs_period_us'), '100000');
    writeFileSync(join(cpu.dir, 'cpu.cfs_quota_us'), String(Math.round(opts.quotaCores * 100_000)));
    writeFileSync(join(cpu.dir, 'cpu.shares'), String(opts.shares));
    mkdirSync(memory.dir);
    made.push(memory);
    writeFileSync(join(memory.dir, 'memory.limit_in_bytes'), String(opts.memoryMb * MB));
    // The box has no swap to spill to: nor does the daemon here (memsw = memory + swap, set after the memory limit).
    if (existsSync(join(memory.dir, 'memory.memsw.limit_in_bytes'))) writeFileSync(join(memory.dir, 'memory.memsw.limit_in_bytes'), String(opts.memoryMb * MB));
  } catch (error) {
    remove();
    throw error;
  }
  const onSignal = (signal: NodeJS.Signals) => {
    // Interrupted: the daemon (the only process in the groups, started by this bench) goes first, then the groups.
    for (const pid of read(cpu.dir, 'cgroup.procs').split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    remove();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', remove);
  return {
    cpuDir: cpu.dir,
    memoryDir: memory.dir,
    join: (pid) => {
      writeFileSync(join(cpu.dir, 'cgroup.procs'), String(pid));
      writeFileSync(join(memory.dir, 'cgroup.procs'), String(pid));
    },
    stats: () => {
      const cpuStat = read(cpu.dir, 'cpu.stat');
      const memoryStat = read(memory.dir, 'memory.stat');
      const oom = read(memory.dir, 'memory.oom_control');
      return {
        periods: field(cpuStat, 'nr_periods'),
        throttled: field(cpuStat, 'nr_throttled'),
        throttledSeconds: field(cpuStat, 'throttled_time') / 1e9,
        usageMb: Math.round(Number(read(memory.dir, 'memory.usage_in_bytes')) / MB),
        maxUsageMb: Math.round(Number(read(memory.dir, 'memory.max_usage_in_bytes')) / MB),
        failcnt: Number(read(memory.dir, 'memory.failcnt')),
        oomKills: field(oom, 'oom_kill'),
        underOom: field(oom, 'under_oom') === 1,
        rssMb: Math.round(field(memoryStat, 'rss') / MB),
        cacheMb: Math.round(field(memoryStat, 'cache') / MB),
      };
    },
    remove: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.off('exit', remove);
      remove();
    },
  };
}

/** One line on the budget since `from`: the quota's throttling and the memory limit. */
export function formatPiStats(now: PiStats, from: PiStats | undefined, memoryMb: number): string {
  const periods = now.periods - (from?.periods ?? 0);
  const throttled = now.throttled - (from?.throttled ?? 0);
  const failcnt = now.failcnt - (from?.failcnt ?? 0);
  return (
    `Pi budget: CPU quota hit in ${throttled} of ${periods} periods of 100 ms (${(now.throttledSeconds - (from?.throttledSeconds ?? 0)).toFixed(1)} s held back); ` +
    `memory ${now.usageMb} MB now (rss ${now.rssMb}, cache ${now.cacheMb}), max ${now.maxUsageMb} of ${memoryMb} MB, ` +
    `limit ${failcnt > 0 ? `HIT ${failcnt} times (the kernel reclaimed)` : 'not hit'} (failcnt ${now.failcnt})` +
    `${now.oomKills > 0 || now.underOom ? `, OOM: ${now.oomKills} killed${now.underOom ? ', under OOM now' : ''}` : ''}`
  );
}
