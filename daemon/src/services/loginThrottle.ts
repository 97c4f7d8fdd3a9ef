import type { Clock } from '../lib/clock.js';

/** Failures allowed before any delay, then the wait doubles: 2 s, 4 s, 8 s … up to 15 minutes. */
export const FREE_FAILURES = 4;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** A key with no failure for this long starts over. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

type Entry = { failures: number; lastFailure: number };

/**
 * Counts failed logins per key (the user name and the client address separately) and says how long
 * a key must wait before trying again. In memory: a restart forgives, which is fine for a LAN box.
 */
export function createLoginThrottle(clock: Clock) {
  const entries = new Map<string, Entry>();

  const delayFor = (failures: number) => (failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES + 1)));

  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && clock.now().getTime() - entry.lastFailure > FORGET_AFTER_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** Milliseconds the slowest of the keys must still wait (0: may try now). */
    waitMs(keys: string[]): number {
      const now = clock.now().getTime();
      return Math.max(0, ...keys.map((key) => {
        const entry = current(key);
        return entry ? entry.lastFailure + delayFor(entry.failures) - now : 0;
      }));
    },
    fail(keys: string[]): void {
      const now = clock.now().getTime();
      for (const key of keys) {
        const entry = current(key) ?? { failures: 0, lastFailure: now };
        entries.set(key, { failures: entry.failures + 1, lastFailure: now });
      }
      if (entries.size > 10_000) for (const key of [...entries.keys()].slice(0, 5_000)) entries.delete(key);
    },
    succeed(keys: string[]): void {
      for (const key of keys) entries.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
