import { defineConfig } from 'vitest/config';
import { suiteEnv, workspaceSources } from '../vitest.sources.js';

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    env: suiteEnv,
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Every file starts its own PostgreSQL and nats-server: keep them from fighting over 2 cores.
    fileParallelism: false,
  },
});
