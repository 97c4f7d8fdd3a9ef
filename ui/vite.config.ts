import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The daemon serves the API (and, in production, this bundle) on :3001; in development Vite proxies /api to it.
 * changeOrigin stays false: the daemon refuses changes whose Origin is not its Host, and both must read localhost:5173.
 */
const daemonUrl = process.env.RELOJ_DAEMON_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  // The shared contract is bundled from its TypeScript source.
  resolve: { alias: [{ find: /^@reloj\/contract\/(.*)$/, replacement: fileURLToPath(new URL('../contract/src/$1.ts', import.meta.url)) }] },
  server: {
    proxy: { '/api': { target: daemonUrl, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: daemonUrl, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
