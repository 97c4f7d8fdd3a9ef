/**
 * Starts the real daemon (Koa app, SQLite in a temporary directory, a signed-in test administrator)
 * on a free port and points the UI's same-origin `/api/...` calls at it. Test-only: the seam is a
 * wrapper around globalThis.fetch that prefixes the origin and sends the session cookie, as a
 * browser on the daemon's own origin would.
 */
import { startTestServer, type Db, type TestServerOptions } from '@reloj/daemon/testing';

export type RealDaemon = {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Calls the API directly as the administrator (to seed rows or check what was stored), bypassing the UI. */
  request: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
  /** The daemon's SQLite handle, to seed what the API cannot create in a UI test (punches need the face engine). */
  db: Db;
  stop: () => Promise<void>;
};

export async function startRealDaemon(
  options: {
    signedIn?: boolean;
    withoutAdmin?: boolean;
    readDiskSpace?: TestServerOptions['readDiskSpace'];
    env?: Record<string, string>;
    /** The box's clock (what GET /api/reloj answers and every date the daemon decides with). */
    clock?: TestServerOptions['clock'];
  } = {},
): Promise<RealDaemon> {
  const server = await startTestServer({ withoutAdmin: options.withoutAdmin, readDiskSpace: options.readDiskSpace, env: options.env, clock: options.clock });
  const originalFetch = globalThis.fetch;
  // A one-cookie jar, as the browser keeps it: what the daemon sets (login) or clears (logout) is sent back.
  let cookie = options.signedIn === false ? '' : server.cookie;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return originalFetch(input, init);
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('Cookie', cookie);
    const response = await originalFetch(server.url + input, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? '' : pair;
    }
    return response;
  };

  return {
    origin: server.url,
    db: server.db,
    request: async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await server.request(method, path, body);
      if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
      return response.body as T;
    },
    stop: async () => {
      globalThis.fetch = originalFetch;
      await server.close();
    },
  };
}
