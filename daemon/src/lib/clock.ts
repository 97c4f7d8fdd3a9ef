/** Injectable time source, so tests can move time (duplicate windows, night shifts, sessions). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export const isoNow = (clock: Clock = systemClock) => clock.now().toISOString();
