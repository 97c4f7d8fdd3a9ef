// lint-as: payroll/src/export/fixture.ts
// expect: no-restricted-imports payroll/ imports only @reloj/contract of ours
export { useRealDaemon } from '@reloj/daemon/testing';
