// lint-as: hq/src/latidosFixture.ts
// expect: no-restricted-syntax Read the time through the injected clock
export const fixture = () => new Date().toISOString();
