// lint-as: payroll/src/export/fixture.ts
// expect: no-restricted-imports payroll/ imports only @reloj/contract of ours
export { systemClock } from '../../../daemon/src/lib/clock.js';
