import { defineConfig } from 'vitest/config';
import { suiteEnv, workspaceSources } from '../vitest.sources.js';

const shared = { environment: 'node', env: suiteEnv, testTimeout: 30_000, hookTimeout: 120_000 } as const;
/**
 * The browser tests whose fake webcam (e2e/support/fakeWebcam.ts) feeds the kiosk or the enrolment: named one by one,
 * so that a kiosk test without the camera (kioskIdentity) runs with the screens, two at a time.
 */
const CAMERA = [
  'e2e/employees.test.ts',
  'e2e/kiosk.test.ts',
  'e2e/kioskButtons.test.ts',
  'e2e/kioskChallenge.test.ts',
  'e2e/kioskGuidance.test.ts',
  'e2e/kioskNip.test.ts',
];

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
      // Browser tests start Chromium and measure what the screen shows, after the rest: two at a time for the screens,
      // one at a time for those whose fake webcam feeds the face models (two of them at once starve the kiosk's burst).
      {
        extends: true,
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          exclude: CAMERA,
          maxWorkers: 2,
          testTimeout: 90_000,
          sequence: { groupOrder: 1 },
        },
      },
      { extends: true, test: { ...shared, name: 'camera', include: CAMERA, fileParallelism: false, testTimeout: 90_000, sequence: { groupOrder: 2 } } },
    ],
  },
});
