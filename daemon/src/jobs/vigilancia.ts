import type { Logger } from '../logger.js';

export type Vigilancia = {
  /** Runs every check once, now. Never throws. */
  tick: () => void;
  stop: () => void;
};

/**
 * Issue 44: what no request causes is looked at every minute (`intervalMs`) for the immediate alerts: an approved
 * kiosk silent during working hours (services/avisos `revisarKioscos`, by the injected clock) and the data disk
 * crossing its warning lines (a reading of system/diskSpace.ts, which raises 'disco' once a level and day). One
 * check failing does not stop the others.
 */
export function startVigilancia(checks: Record<string, () => unknown>, options: { logger: Logger; intervalMs?: number }): Vigilancia {
  const tick = () => {
    for (const [name, check] of Object.entries(checks)) {
      try {
        check();
      } catch (error) {
        options.logger.error({ err: error instanceof Error ? error.message : String(error), check: name }, 'alert check failed');
      }
    }
  };
  const every = setInterval(tick, options.intervalMs ?? 60_000);
  every.unref();
  return { tick, stop: () => clearInterval(every) };
}
