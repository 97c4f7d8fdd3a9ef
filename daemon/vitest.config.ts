import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { suiteEnv, workspaceSources } from '../vitest.sources.js';
import { CAMERA } from './e2e/support/cameraFiles.js';

const shared = { environment: 'node', env: suiteEnv, testTimeout: 30_000, hookTimeout: 120_000 } as const;

/**
 * The camera's file (e2e/withCamera.test.ts, about a third of the browser phase) starts first in its group, so that
 * the screens' tests fill the other worker while it runs; then the longest known first, as Vitest does.
 */
class CameraFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => f.project.config.sequence.groupOrder * 2 + (f.project.name === 'camera' ? 0 : 1);
    return sorted.sort((a, b) => rank(a) - rank(b)); // stable: Vitest's order within each rank is kept
  }
}

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    sequence: { sequencer: CameraFirst },
    projects: [
      // API, database and face-engine tests: each file has its own SQLite files and ports, so several run at once, and
      // a worker keeps the modules it loaded for the next file (isolate: false): loading the daemon with its native
      // addons (better-sqlite3, onnxruntime, sharp) cost seconds of CPU per file. Four at once measured no faster
      // on 2 cores (134.8 s against 138.6 s with three, back to back). Nothing in the daemon keeps state in
      // a module; a test file that changes process.env puts it back.
      {
        extends: true,
        test: { ...shared, name: 'unit', include: ['src/**/*.test.ts'], maxWorkers: 3, isolate: false, sequence: { groupOrder: 0 } },
      },
      // Browser tests start Chromium and measure what the screen shows, after the rest, two at a time: in one worker the
      // screens' tests, in the other the camera's (e2e/withCamera.test.ts runs them one after another: two of them at
      // once starve the kiosk's burst), then screens again. Their daemons and browsers are processes of their own, so a
      // worker keeps playwright and the test helpers loaded for its next file (isolate: false: 1.4 CPU-s less a file).
      {
        extends: true,
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          exclude: [...CAMERA, 'e2e/withCamera.test.ts'],
          maxWorkers: 2,
          isolate: false,
          testTimeout: 90_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { ...shared, name: 'camera', include: ['e2e/withCamera.test.ts'], maxWorkers: 2, testTimeout: 90_000, sequence: { groupOrder: 1 } },
      },
      // One camera file by itself (`npx vitest run e2e/kiosk.test.ts`); the suite (npm test) leaves this project out.
      {
        extends: true,
        test: { ...shared, name: 'camera-file', include: [...CAMERA], fileParallelism: false, testTimeout: 90_000, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
