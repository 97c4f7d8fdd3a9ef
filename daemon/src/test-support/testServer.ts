import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppDeps } from '../app.js';
import { loadConfig } from '../config.js';
import { closeDatabase, openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { createLogger } from '../logger.js';

export type TestServer = {
  url: string;
  db: Db;
  dataDir: string;
  deps: AppDeps;
  /** fetch against the server, JSON in and out. */
  request: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<TestResponse>;
  close: () => Promise<void>;
};

export type TestResponse = { status: number; body: any; headers: Headers; text: string };

/** The real Koa app over real HTTP, on a fresh SQLite file in a temp dir. */
export async function startTestServer(overrides: Partial<AppDeps> & { env?: Record<string, string>; clock?: Clock } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reloj-test-'));
  const config = loadConfig({ RELOJ_DATA_DIR: dataDir, ...overrides.env });
  const db = openDatabase(join(dataDir, 'reloj.sqlite'));
  migrate(db);
  const deps: AppDeps = { config, db, clock: overrides.clock ?? systemClock, logger: createLogger('silent'), ...overrides };
  const server: Server = createServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + path, init);
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  };

  return {
    url,
    db,
    dataDir,
    deps,
    request,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      closeDatabase(db);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
