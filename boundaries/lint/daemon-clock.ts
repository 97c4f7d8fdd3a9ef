// lint-as: daemon/src/services/prenomina/fixture.ts
// expect: no-restricted-syntax Read the time through the injected clock
// expect: no-restricted-properties Read the time through the injected clock
// expect: no-restricted-syntax Read the time through the injected clock
export const fixture = () => [new Date(), Date.now(), Date()];
