// lint-as: daemon/src/db/repositories/fixture.ts
// expect: no-restricted-imports daemon/src/system/ and db/ are the bottom layers
export { router } from '../../routes/router.js';
