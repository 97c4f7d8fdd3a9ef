import type { Clock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import type { RespaldosService } from '../services/respaldos/index.js';

export type RespaldoSchedule = {
  /** One check: makes today's automatic backup if there is none yet. Never throws. */
  tick: () => Promise<void>;
  stop: () => void;
};

/**
 * The daily backup. Boxes are often switched off at night, so there is no fixed hour: a minute after
 * start and then every hour, the daemon makes the day's automatic backup if it has none yet. On a
 * box that stays on, that is shortly after local midnight; on one that is switched on each morning,
 * a minute after it starts. Retention (7 daily, 4 weekly) is applied after each backup. Each check also finishes an
 * erasure of biometrics from the backups that a stop cut short, and after the day's backup the punch photos past
 * their retention period are cleared from every backup.
 */
export function startRespaldoSchedule(
  backups: Pick<RespaldosService, 'create' | 'hasAutomaticOn' | 'erasePending' | 'expirePhotos'>,
  options: {
    clock: Clock;
    logger: Logger;
    firstDelayMs?: number;
    intervalMs?: number;
    onStatus?: (text: string | null) => void;
    /** Issue 44: the day's backup failed (the 'respaldo_fallido' alert), with the reason. Never throws into the schedule. */
    onFailure?: (motivo: string) => void;
  },
): RespaldoSchedule {
  const { clock, logger } = options;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    running ??= (async () => {
      try {
        if (stopped) return;
        await backups.erasePending();
        if (await backups.hasAutomaticOn(clock.now())) return;
        options.onStatus?.('Haciendo el respaldo diario…');
        await backups.create('automatico');
        await backups.expirePhotos();
      } catch (error) {
        const motivo = error instanceof Error ? error.message : String(error);
        logger.error({ err: motivo }, 'daily backup failed');
        try {
          options.onFailure?.(motivo);
        } catch (alertError) {
          logger.error({ err: alertError instanceof Error ? alertError.message : String(alertError) }, 'backup failure alert not raised');
        }
      } finally {
        options.onStatus?.(null);
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const first = setTimeout(() => void tick(), options.firstDelayMs ?? 60_000);
  const every = setInterval(() => void tick(), options.intervalMs ?? 3_600_000);
  first.unref();
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
