import type { Clock } from '../../lib/clock.js';
import { isLoopback } from '../../lib/network.js';

/** New kiosks one client address may register per window; polling by a known kiosk is never counted. */
export const REGISTRATIONS_PER_WINDOW = 5;
export const REGISTRATION_WINDOW_MS = 60_000;
const MAX_ADDRESSES = 10_000;

type Entry = { times: number[]; refusedSince?: number };

/**
 * Sliding-window count of new-device registrations per client address (the socket's: the daemon
 * never trusts X-Forwarded-For). The box itself (loopback) is not limited: its own kiosk and the
 * bench scripts run there, and whoever runs code on the box needs no flood to do harm.
 * In memory: a restart forgives, and the cap on pending devices still bounds the list.
 */
export function createRegistrationLimit(clock: Clock) {
  const entries = new Map<string, Entry>();

  const current = (address: string, now: number): Entry => {
    const entry = entries.get(address) ?? { times: [] };
    entry.times = entry.times.filter((at) => now - at < REGISTRATION_WINDOW_MS);
    return entry;
  };

  return {
    /**
     * Whether `address` may register another device now. `firstRefusal` is true once per run of
     * refusals, so a flood leaves one line in the log rather than thousands.
     */
    check(address: string | undefined): { allowed: true } | { allowed: false; firstRefusal: boolean } {
      if (isLoopback(address)) return { allowed: true };
      const now = clock.now().getTime();
      const entry = current(address ?? '', now);
      if (entry.times.length < REGISTRATIONS_PER_WINDOW) return { allowed: true };
      const firstRefusal = entry.refusedSince === undefined;
      entry.refusedSince ??= now;
      entries.set(address ?? '', entry);
      return { allowed: false, firstRefusal };
    },
    record(address: string | undefined): void {
      if (isLoopback(address)) return;
      const now = clock.now().getTime();
      const key = address ?? '';
      const entry = current(key, now);
      entries.set(key, { times: [...entry.times, now] });
      if (entries.size <= MAX_ADDRESSES) return;
      for (const [other, { times }] of entries) if (!times.some((at) => now - at < REGISTRATION_WINDOW_MS)) entries.delete(other);
      if (entries.size > MAX_ADDRESSES) for (const other of [...entries.keys()].slice(0, MAX_ADDRESSES / 2)) entries.delete(other);
    },
  };
}
