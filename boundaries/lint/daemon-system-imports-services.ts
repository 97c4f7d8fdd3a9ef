// lint-as: daemon/src/system/fixture.ts
// expect: no-restricted-imports daemon/src/system/ and db/ are the bottom layers
export { createRespaldosService } from '../services/respaldos/index.js';
