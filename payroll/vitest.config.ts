import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../vitest.sources.js';

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
