// lint-as: ui/src/features/kiosk/lib/fixture.ts
// expect: no-restricted-properties Read the time through the injected clock
export const fixture = (untilMs: number) => untilMs - Date.now();
