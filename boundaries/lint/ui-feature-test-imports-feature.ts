// lint-as: ui/src/features/employees/tests/fixture.test.ts
// expect: no-restricted-imports A UI feature never imports another feature
export { kioskDaemon } from '../../kiosk/tests/kioskDaemon';
