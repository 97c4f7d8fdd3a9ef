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
