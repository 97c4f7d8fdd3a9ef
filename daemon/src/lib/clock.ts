/** Injectable time source, so tests can move time (duplicate windows, night shifts, sessions). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** Milliseconds on a monotonic timer, for deadlines and waits: never a date, and it does not jump when NTP sets the clock. */
export const monotonicMs = (): number => performance.now();

export const isoNow = (clock: Clock = systemClock) => clock.now().toISOString();
