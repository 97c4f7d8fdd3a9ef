// lint-as: contract/src/fixture.ts
// expect: no-restricted-imports contract/ imports nothing of ours
export { notFound } from '../../daemon/src/errors.js';
