/**
 * The daemon under test: the BUILT bundle (daemon/dist/main.js) as a child process on 127.0.0.1,
 * its log in a file, and what /proc says about it (RSS, CPU time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Daemon = { child: ChildProcess; pid: number; base: string; logFile: string; stop: () => Promise<void> };

import { freePort } from '../src/lib/natsServer.js';

export { freePort };

export async function startDaemon(opts: {
  mainJs: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  nodeArgs: string[];
  /** Called with the child's PID as soon as it is spawned, before the daemon has loaded anything (e.g. to put it in a cgroup). */
  onSpawn?: (pid: number) => void;
}): Promise<Daemon> {
  const port = await freePort();
  const logFile = join(opts.dataDir, 'daemon.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...opts.nodeArgs, opts.mainJs], {
    env: { ...opts.env, PORT: String(port), HOST: '127.0.0.1', RELOJ_HTTPS_PORT: '0', RELOJ_DATA_DIR: opts.dataDir },
    stdio: ['ignore', log, log],
  });
  if (opts.onSpawn) {
    try {
      opts.onSpawn(child.pid as number);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the daemon exited (code ${child.exitCode}); see ${logFile}`);
    try {
      const res = await fetch(`${base}/api/health`);
      const body = (await res.json()) as { faceEngine?: string; faceEngineError?: string };
      if (res.ok && body.faceEngine === 'ok') break;
      if (body.faceEngine === 'error') throw new Error(`face engine: ${body.faceEngineError}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('face engine')) {
        await stop();
        throw error;
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the daemon did not answer /api/health within 120 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, pid: child.pid as number, base, logFile, stop };
}

export type MemorySample = { rssMb: number; anonMb: number; fileMb: number; peakMb: number };

/** VmRSS (= RssAnon + RssFile + RssShmem), and VmHWM, the peak, from /proc/<pid>/status. */
export function memory(pid: number): MemorySample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const mb = (x: number) => Math.round(x / 1024);
  return { rssMb: mb(kb('VmRSS')), anonMb: mb(kb('RssAnon')), fileMb: mb(kb('RssFile')), peakMb: mb(kb('VmHWM')) };
}

/** User and system CPU seconds the process has used (all its threads), from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): { user: number; system: number; total: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ", field 3 (state) is index 0: utime is field 14, stime field 15, in clock ticks (100/s).
  const user = Number(fields[11]) / 100;
  const system = Number(fields[12]) / 100;
  return { user, system, total: user + system };
}

export const formatMemory = (m: MemorySample) => `RSS ${String(m.rssMb).padStart(4)} MB (anon ${m.anonMb}, file ${m.fileMb}; peak ${m.peakMb})`;
