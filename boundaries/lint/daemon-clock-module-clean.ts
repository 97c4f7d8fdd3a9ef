// lint-as: daemon/src/lib/clock.ts
// expect: clean
export const systemClock = { now: () => new Date() };
