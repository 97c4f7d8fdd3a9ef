import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read the shared contract from its TypeScript source; the build compiles it to contract/dist.
  resolve: {
    alias: [
      { find: /^@reloj\/contract\/(.*)$/, replacement: fileURLToPath(new URL('../contract/src/$1.ts', import.meta.url)) },
      { find: /^@reloj\/daemon\/payroll-export$/, replacement: fileURLToPath(new URL('../daemon/src/payroll/export/index.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Every file starts its own PostgreSQL and nats-server: keep them from fighting over 2 cores.
    fileParallelism: false,
  },
});
