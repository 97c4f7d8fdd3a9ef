/**
 * Tests read the workspaces they import from their TypeScript sources (the build compiles them to <workspace>/dist),
 * so no test run needs a build first. Every workspace's vitest.config.ts resolves with these aliases.
 */
import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const workspaceSources = [
  { find: /^@reloj\/contract\/(.*)$/, replacement: source('./contract/src/$1.ts') },
  { find: /^@reloj\/payroll$/, replacement: source('./payroll/src/index.ts') },
  { find: /^@reloj\/payroll\/export$/, replacement: source('./payroll/src/export/index.ts') },
];

/**
 * Environment for every workspace's tests. scrypt at N=2^10 instead of the box's 2^15 (daemon/src/services/auth/passwords.ts
 * honours it only under Vitest): the suites create and log in accounts and try NIPs thousands of times, which at the
 * box's cost was about a minute of CPU. A hash keeps its own N, so verifying runs the same code either way.
 */
export const suiteEnv = { RELOJ_SCRYPT_N_PRUEBAS: String(2 ** 10) };
