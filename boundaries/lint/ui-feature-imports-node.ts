// lint-as: ui/src/features/employees/lib/fixture.ts
// expect: no-restricted-imports The UI runs in the browser: no Node.js modules outside its tests.
export { readFileSync } from 'node:fs';
