import type { Logger } from '../logger.js';
import type { AvisosService } from '../services/avisos/index.js';

export type AvisosSender = {
  /** Sends what is due; runs one at a time (a call during a run answers that run). Never throws. */
  tick: () => Promise<void>;
  stop: () => void;
};

/**
 * The sender of the `avisos` outbox (issue 44): every `intervalMs` (30 s) and as soon as an alert is raised or retried,
 * it sends the due 'pendiente' rows. Its whole state is the table, so a restart goes on where the last run stopped.
 */
export function startAvisosSender(avisos: Pick<AvisosService, 'sendDue' | 'onRaised'>, options: { logger: Logger; intervalMs?: number }): AvisosSender {
  const { logger } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = async () => {
    do {
      again = false;
      await avisos.sendDue();
    } while (again && !stopped);
  };

  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true; // something was raised during this run: look once more before resting
      return running;
    }
    running = run()
      .catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : String(error) }, 'alert sender failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const every = setInterval(() => void tick(), options.intervalMs ?? 30_000);
  every.unref();
  avisos.onRaised(() => setImmediate(() => void tick()));

  return {
    tick,
    stop() {
      stopped = true;
      clearInterval(every);
      avisos.onRaised(undefined);
    },
  };
}
