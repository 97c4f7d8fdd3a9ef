import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The shared contract is bundled from its TypeScript source.
  resolve: { alias: [{ find: /^@reloj\/contract\/(.*)$/, replacement: fileURLToPath(new URL('../contract/src/$1.ts', import.meta.url)) }] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Each screen test starts the real daemon on a temporary SQLite file.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
