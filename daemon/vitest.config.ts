import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../vitest.sources.js';

const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    projects: [
      // API, database and face-engine tests: each file has its own SQLite files and ports, so several run at once, and
      // a worker keeps the modules it loaded for the next file (isolate: false): loading the daemon with its native
      // addons (better-sqlite3, onnxruntime, sharp) cost seconds of CPU per file. Nothing in the daemon keeps state in
      // a module; a test file that changes process.env puts it back.
      {
        extends: true,
        test: { ...shared, name: 'unit', include: ['src/**/*.test.ts'], maxWorkers: 3, isolate: false, sequence: { groupOrder: 0 } },
      },
      // Browser tests start Chromium with a fake webcam and measure what the screen shows: two at a time, after the rest.
      // A whole screen flow with two browsers sharing two cores can pass 30 s: they get 90.
      {
        extends: true,
        test: { ...shared, name: 'browser', include: ['e2e/**/*.test.ts'], maxWorkers: 2, testTimeout: 90_000, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
