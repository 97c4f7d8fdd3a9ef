// lint-as: ui/src/features/employees/fixture.ts
// expect: no-restricted-imports A UI feature never imports another feature
export { turnosApi } from '../turnos/api';
