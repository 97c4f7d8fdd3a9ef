import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's nats-server (package nats-server); NATS_SERVER_BIN overrides. */
export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export type NatsServerProcess = {
  /** Client port on 127.0.0.1. */
  readonly port: number;
  readonly url: string;
  readonly dir: string;
  readonly pid: number;
  readonly running: () => boolean;
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
  /** SIGKILL at once: a crash or a pulled plug. */
  kill: () => Promise<void>;
  /** What the server printed last (for error messages). */
  readonly output: () => string;
  /** Called once if the process exits without stop()/kill() having been asked. */
  onUnexpectedExit: (listener: (code: number | null) => void) => void;
};

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nats-server with `config` (the whole configuration file, which must set `port`) written to `dir/nats.conf`,
 * and resolves once its client port accepts connections. The process is a child of this one: it ends with it.
 */
export async function startNatsServer(dir: string, config: string, port: number, timeoutMs = 15_000): Promise<NatsServerProcess> {
  // Another server on the port (Debian's own nats-server.service listens on 4222) would look like ours starting.
  if (await portOpen(port)) throw new Error(`port ${port} on 127.0.0.1 is already in use by another program`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nats.conf');
  writeFileSync(file, config, { mode: 0o600 });
  const child: ChildProcess = spawn(NATS_SERVER_BIN, ['-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  let asked = false;
  const exitListeners: Array<(code: number | null) => void> = [];
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      if (!asked) for (const l of exitListeners) l(code);
      resolve();
    }),
  );
  child.once('error', (error) => {
    output += `\n${String(error)}`;
    exited = true;
  });

  const deadline = performance.now() + timeoutMs;
  while (!(await portOpen(port))) {
    if (exited) throw new Error(`nats-server exited at start:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nats-server did not open port ${port} in ${timeoutMs} ms:\n${output}`);
    }
    await sleep(50);
  }

  const end = async (signal: NodeJS.Signals, graceMs: number) => {
    asked = true;
    if (exited) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };
  return {
    port,
    url: `nats://127.0.0.1:${port}`,
    dir,
    pid: child.pid ?? 0,
    running: () => !exited,
    stop: (graceMs = 5000) => end('SIGTERM', graceMs),
    kill: () => end('SIGKILL', 0),
    output: () => output,
    onUnexpectedExit: (listener) => void exitListeners.push(listener),
  };
}

/** A TCP port free on 127.0.0.1 right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
