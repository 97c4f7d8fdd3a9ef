import type { Logger } from '../logger.js';
import type { AvisosProgramados } from '../services/avisos/index.js';

export type AvisosProgramadosJob = {
  /** One check now; never throws (a failure is logged and the next minute tries again). */
  tick: () => void;
  stop: () => void;
};

/**
 * Issue 44: the late-arrivals alerts and the daily summary, checked once a minute and right after the start (a summary
 * whose hour passed while the box was off goes out as soon as it is back, the same day). The sender (jobs/avisos.ts)
 * delivers what this raises.
 */
export function startAvisosProgramados(
  programados: Pick<AvisosProgramados, 'revisar'>,
  options: { logger: Logger; intervalMs?: number },
): AvisosProgramadosJob {
  const { logger } = options;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    try {
      const revisado = programados.revisar();
      if (revisado.retardos + revisado.resumenes > 0) logger.info(revisado, 'scheduled alerts raised');
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'scheduled alerts check failed');
    }
  };
  const first = setTimeout(tick, 5_000);
  first.unref();
  const every = setInterval(tick, options.intervalMs ?? 60_000);
  every.unref();
  return {
    tick,
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
