// lint-as: ui/src/lib/clock.ts
// expect: clean
export const browserMs = (): number => Date.now();
export const now = (): Date => new Date();
