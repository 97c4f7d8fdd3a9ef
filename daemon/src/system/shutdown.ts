import type { Server } from 'node:http';
import { closeDatabase, type Db } from '../db/connection.js';
import type { Logger } from '../logger.js';
import type { Notifier } from './notify.js';

export type ShutdownOptions = {
  /** HTTP and HTTPS servers: they stop accepting at once and finish the requests in flight. */
  servers: Server[];
  /** None when the database was never opened (a damaged one: damagedDatabase.ts). */
  db?: Db;
  logger: Logger;
  notifier?: Pick<Notifier, 'status' | 'stopWatchdog'>;
  /** Stop timers (backup schedule, certificate refresh); run before the servers close. */
  stopTimers?: Array<() => void>;
  /** Waited for after the servers closed, before the database closes (e.g. a backup in progress). */
  drain?: Array<() => Promise<unknown>>;
  /** Requests still running after this long are cut off; the database is still closed properly. */
  graceMs?: number;
  exit?: (code: number) => void;
};

/** Closes a server: no new connections; idle keep-alive connections are closed as soon as they are idle. */
function closeServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Graceful stop on SIGTERM (systemctl stop, a restart, shutdown of the box): stop accepting, let
 * the requests in flight finish (a punch being stored is answered), wait for a backup in progress,
 * then checkpoint the WAL into the database file and close it. Calling it again returns the same run.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { logger } = options;
  const graceMs = options.graceMs ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let running: Promise<void> | undefined;

  const run = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    options.notifier?.stopWatchdog();
    void options.notifier?.status('Deteniendo…');
    for (const stop of options.stopTimers ?? []) stop();
    let code = 0;
    await Promise.all(options.servers.map((s) => closeServer(s, graceMs)));
    const drained = await Promise.race([
      Promise.allSettled((options.drain ?? []).map((d) => d())).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), graceMs).unref()),
    ]);
    if (!drained) logger.warn('background work still running at shutdown; closing the database anyway');
    try {
      if (options.db) closeDatabase(options.db);
    } catch (error) {
      code = 1;
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'closing the database failed');
    }
    logger.info({ signal }, 'stopped');
    exit(code);
  };

  return (signal: string) => (running ??= run(signal));
}

/** SIGTERM and SIGINT run the graceful shutdown once. */
export function onStopSignals(shutdown: (signal: string) => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
}
