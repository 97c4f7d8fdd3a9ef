// lint-as: ui/src/features/employees/components/Fixture.ts
// expect: clean
export { employeesApi } from '../api';
export { figures } from '../lib/figures';
export { now } from '../../../lib/clock';
export { Modal } from '../../../components/Modal';
export { contractTypes } from '@reloj/contract/employees';
