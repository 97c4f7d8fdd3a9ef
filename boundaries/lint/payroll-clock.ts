// lint-as: payroll/src/fixture.ts
// expect: no-restricted-properties Read the time through the injected clock
export const fixture = () => Date.now();
