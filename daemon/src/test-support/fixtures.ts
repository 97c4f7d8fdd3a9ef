import { resolve } from 'node:path';

/** The repository root (daemon/src/test-support is three levels below it). */
export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

/** The test photos, video and spoof samples kept in the repository; test-fixtures/LICENSES.md names each one's source. */
export const fixturesDir = resolve(repoRoot, 'test-fixtures');
