import { startNatsServer, type NatsServerProcess } from '../lib/natsServer.js';
import type { Logger } from '../logger.js';
import { leafConfig } from './leafConfig.js';
import type { HqConfig } from './settings.js';

export type LeafSupervisor = {
  /** Starts the box's nats-server; if it cannot start or dies later, it is started again with backoff. */
  start: () => Promise<void>;
  /** Stops it for good (daemon shutdown). */
  stop: () => Promise<void>;
  running: () => boolean;
  /** Why the last start failed or the server died, in Spanish; null while it runs. */
  lastError: () => string | null;
};

export type SupervisorOptions = {
  hq: HqConfig;
  logger: Logger;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Tests: start something else than the rendered config. */
  config?: string;
};

/** Runs the box's leaf node as a child process of the daemon and keeps it running. */
export function superviseLeaf(options: SupervisorOptions): LeafSupervisor {
  const { hq, logger } = options;
  const minBackoff = options.minBackoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  let proc: NatsServerProcess | undefined;
  let stopped = false;
  let backoff = minBackoff;
  let timer: NodeJS.Timeout | undefined;
  let error: string | null = null;
  let healthyTimer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    const wait = backoff;
    backoff = Math.min(backoff * 2, maxBackoff);
    timer = setTimeout(() => void launch(), wait);
  };

  const launch = async (): Promise<void> => {
    timer = undefined;
    if (stopped) return;
    try {
      const started = await startNatsServer(hq.natsDir, options.config ?? leafConfig(hq), hq.natsPort);
      if (stopped) {
        await started.stop();
        return;
      }
      proc = started;
      error = null;
      logger.info({ port: hq.natsPort, caja: hq.caja }, 'leaf nats-server running');
      // A server that stays up a minute earns a fresh backoff.
      healthyTimer = setTimeout(() => (backoff = minBackoff), 60_000);
      healthyTimer.unref();
      started.onUnexpectedExit((code) => {
        clearTimeout(healthyTimer);
        proc = undefined;
        error = `El servidor NATS local de este equipo se detuvo (código ${code ?? 'señal'}); se reinicia.`;
        logger.error({ code, output: started.output().slice(-1000) }, 'leaf nats-server exited; restarting');
        schedule();
      });
    } catch (e) {
      error = 'No se pudo iniciar el servidor NATS local de este equipo; se reintenta.';
      logger.error({ err: e instanceof Error ? e.message : String(e) }, 'leaf nats-server failed to start');
      schedule();
    }
  };

  return {
    start: () => launch(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(healthyTimer);
      const p = proc;
      proc = undefined;
      await p?.stop();
    },
    running: () => proc?.running() ?? false,
    lastError: () => error,
  };
}
