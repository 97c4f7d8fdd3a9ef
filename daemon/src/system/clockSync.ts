import { execFile } from 'node:child_process';
import type { LiveDatabase } from '../db/connection.js';
import type { ClockSyncRepository } from '../db/repositories/clockSync.js';
import { isoNow, type Clock } from '../lib/clock.js';
import type { Logger } from '../logger.js';

/**
 * Whether the system clock is NTP-synchronised, from `timedatectl show` (systemd-timesyncd). A Raspberry Pi 4 has no
 * battery clock: after a power cut without network its time may be wrong, and every punch and every event for
 * headquarters records what this said when it was written (reloj_sistema, read by the outbox triggers).
 */

/** `NTPSynchronized=yes|no` in `timedatectl show` output; null when the line is missing. */
export function parseTimedatectlShow(output: string): boolean | null {
  const line = output.split('\n').find((l) => l.startsWith('NTPSynchronized='));
  if (!line) return null;
  const value = line.slice('NTPSynchronized='.length).trim();
  return value === 'yes' ? true : value === 'no' ? false : null;
}

export type ClockSyncReader = () => Promise<boolean | null>;

/** null where there is no timedatectl or no systemd (a container, a developer's machine): not known. */
export const readClockSync: ClockSyncReader = () =>
  new Promise((resolve) => {
    execFile('timedatectl', ['show', '--property=NTPSynchronized'], { timeout: 3000 }, (error, stdout) =>
      resolve(error ? null : parseTimedatectlShow(String(stdout))),
    );
  });

/** Checks at start and then every minute; logs when the answer changes. Never throws. */
export function startClockSyncSchedule(options: {
  clockSync: Pick<ClockSyncRepository, 'record'>;
  database: Pick<LiveDatabase, 'isOpen'>;
  clock: Clock;
  logger: Logger;
  read?: ClockSyncReader;
  intervalMs?: number;
}) {
  const repo = options.clockSync;
  const read = options.read ?? readClockSync;
  let last: boolean | null | undefined;
  let stopped = false;
  const tick = async () => {
    const sincronizado = await read();
    if (stopped || !options.database.isOpen()) return;
    try {
      repo.record(sincronizado, isoNow(options.clock));
      if (sincronizado !== last) options.logger[sincronizado === false ? 'warn' : 'info']({ sincronizado }, 'clock synchronisation');
      last = sincronizado;
    } catch (error) {
      options.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'clock check failed');
    }
  };
  const first = tick();
  const every = setInterval(() => void tick(), options.intervalMs ?? 60_000);
  every.unref();
  return {
    firstCheck: first,
    stop() {
      stopped = true;
      clearInterval(every);
    },
  };
}
