import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startNatsServer } from './natsServer.js';

describe('startNatsServer', () => {
  it('refuses a port another program already listens on, instead of taking that program for its own server', async () => {
    const port = await freePort();
    const other = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    const dir = mkdtempSync(join(tmpdir(), 'reloj-nats-'));
    try {
      await expect(startNatsServer(dir, `listen: "127.0.0.1:${port}"\n`, port)).rejects.toThrow(/already in use/);
    } finally {
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts, answers on its port, and stops', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'reloj-nats-'));
    try {
      const server = await startNatsServer(dir, `listen: "127.0.0.1:${port}"\n`, port);
      expect(server.running()).toBe(true);
      expect(server.pid).toBeGreaterThan(0);
      await server.stop();
      expect(server.running()).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
