import { spawn, type ChildProcess } from 'node:child_process';
import systemdNotify from 'systemd-notify';
import type { Logger } from '../logger.js';

/** What the daemon tells systemd (`Type=notify` in deploy/systemd/reloj-checador.service). */
export type Notifier = {
  /** False without NOTIFY_SOCKET (tests, `make run`): then every call below does nothing at all. */
  readonly enabled: boolean;
  /** STATUS=<text>: shown by `systemctl status reloj-checador`. */
  status(text: string): Promise<void>;
  /** READY=1 with a STATUS: the database is migrated, the models are loaded and the ports listen. */
  ready(text: string): Promise<void>;
  /** Sends WATCHDOG=1 from a timer on the event loop every WatchdogSec/2, when systemd asked for it. */
  startWatchdog(): void;
  stopWatchdog(): void;
  /** Milliseconds between WATCHDOG=1 pings, or null when systemd set no watchdog for this process. */
  readonly watchdogIntervalMs: number | null;
};

type SendFn = (options: { ready?: boolean; status?: string }) => Promise<unknown>;
type SpawnFn = (command: string, args: string[]) => ChildProcess;

type Options = {
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  pid?: number;
  /** READY/STATUS through the systemd-notify package (it spawns the systemd-notify binary). */
  send?: SendFn;
  /** How a watchdog ping is spawned; the package has no watchdog call. */
  spawnProcess?: SpawnFn;
};

/**
 * WatchdogSec/2 in milliseconds, from systemd's WATCHDOG_USEC, as sd_watchdog_enabled() reads it:
 * null when unset or invalid, or when WATCHDOG_PID names another process (the variable was inherited).
 */
export function watchdogInterval(env: NodeJS.ProcessEnv, pid: number = process.pid): number | null {
  const usec = Number(env.WATCHDOG_USEC);
  if (!env.WATCHDOG_USEC || !Number.isSafeInteger(usec) || usec <= 0) return null;
  if (env.WATCHDOG_PID && Number(env.WATCHDOG_PID) !== pid) return null;
  return Math.max(1, Math.floor(usec / 2 / 1000));
}

const defaultSpawn: SpawnFn = (command, args) => spawn(command, args, { stdio: 'ignore' });

export function createNotifier(options: Options): Notifier {
  const env = options.env ?? process.env;
  const { logger } = options;
  const enabled = Boolean(env.NOTIFY_SOCKET);
  const send = options.send ?? systemdNotify;
  const spawnProcess = options.spawnProcess ?? defaultSpawn;
  const intervalMs = enabled ? watchdogInterval(env, options.pid) : null;

  // Messages go out one after the other, so that STATUS lines and READY=1 arrive in order.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (message: { ready?: boolean; status?: string }) => {
    if (!enabled) return Promise.resolve();
    queue = queue.then(() =>
      send(message).then(
        () => undefined,
        (error: unknown) => logger.warn({ err: String(error), ready: message.ready === true }, 'systemd-notify failed'),
      ),
    );
    return queue;
  };

  let timer: NodeJS.Timeout | undefined;
  let pinging: ChildProcess | undefined;
  let warnedSpawn = false;

  const ping = () => {
    // A ping still waiting for systemd (systemd-notify waits until its message was processed) is enough.
    if (pinging) return;
    let child: ChildProcess;
    try {
      child = spawnProcess('systemd-notify', ['WATCHDOG=1']);
    } catch (error) {
      if (!warnedSpawn) logger.error({ err: String(error) }, 'cannot spawn systemd-notify for the watchdog');
      warnedSpawn = true;
      return;
    }
    pinging = child;
    child.once('error', (error) => {
      pinging = undefined;
      if (!warnedSpawn) logger.error({ err: String(error) }, 'cannot spawn systemd-notify for the watchdog');
      warnedSpawn = true;
    });
    child.once('exit', (code) => {
      pinging = undefined;
      if (code !== 0) logger.warn({ code }, 'systemd-notify WATCHDOG=1 failed');
    });
  };

  return {
    enabled,
    watchdogIntervalMs: intervalMs,
    status: (text) => enqueue({ status: text }),
    ready: (text) => enqueue({ ready: true, status: text }),
    startWatchdog() {
      if (intervalMs === null || timer) return;
      ping();
      timer = setInterval(ping, intervalMs);
      timer.unref();
    },
    stopWatchdog() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
