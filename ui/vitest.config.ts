import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { suiteEnv, workspaceSources } from '../vitest.sources.js';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceSources },
  test: {
    env: suiteEnv,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Each screen test starts the real daemon on a temporary SQLite file and port; two files run at once (vitest would
    // use one worker on two cores), and a worker keeps the modules it loaded for its next file (isolate: false: loading
    // the daemon and React again for each of 63 files was two thirds of the suite's CPU). Test files share nothing else:
    // each has its own daemon, and the DOM is cleaned after every test (test/setup.ts).
    // Three at once on 2 cores: a screen test waits on its daemon and timers for part of its time (a clean clone's run:
    // 158 s against 170 s with two, headquarters' tests beside them).
    maxWorkers: 3,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
