// lint-as: payroll/src/export/fixture.ts
// expect: clean
export { pesos } from '@reloj/contract/money';
export { septimo } from '../septimo.js';
export { hoja } from './hoja.js';
