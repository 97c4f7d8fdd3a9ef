import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Face tests load real ONNX models; browser tests start Chromium: keep files from fighting over 2 cores.
    fileParallelism: false,
  },
});
