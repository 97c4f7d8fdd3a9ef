import type { Logger } from '../logger.js';
import type { RetentionService } from '../services/privacidad/index.js';

/**
 * Applies the retention periods a minute after start and then every hour (boxes are often switched off at night, so
 * there is no fixed hour; a run finds nothing to do when nothing is due). Never throws.
 */
export function startRetentionSchedule(retention: Pick<RetentionService, 'run'>, options: { logger: Logger; firstDelayMs?: number; intervalMs?: number }) {
  const tick = () => {
    try {
      const result = retention.run();
      if (result.fotosBorradas > 0 || result.plantillasBorradas > 0) options.logger.info(result, 'retention applied');
    } catch (error) {
      options.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'retention failed');
    }
  };
  const first = setTimeout(tick, options.firstDelayMs ?? 60_000);
  const every = setInterval(tick, options.intervalMs ?? 3_600_000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
