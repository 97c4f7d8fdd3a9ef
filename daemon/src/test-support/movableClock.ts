import type { Clock } from '../lib/clock.js';

export type MovableClock = Clock & { set: (iso: string) => void };

/** A clock the test moves; starts after every week the tests use (America/Mexico_City is UTC-6). */
export function movableClock(iso = '2026-03-30T18:00:00.000Z'): MovableClock {
  let now = Date.parse(iso);
  return { now: () => new Date(now), set: (next) => void (now = Date.parse(next)) };
}
