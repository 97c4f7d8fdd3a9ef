// lint-as: ui/src/features/employees/components/Fixture.ts
// expect: no-restricted-imports A UI feature never imports another feature
export { figures } from '../../prenomina/lib/figures';
