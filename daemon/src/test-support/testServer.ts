import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { closeDatabase, openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { usuariosRepository } from '../db/repositories/usuarios.js';
import type { FaceEngineLoad } from '../face/load.js';
import { isoNow, systemClock, type Clock } from '../lib/clock.js';
import { createLogger, type Logger } from '../logger.js';
import { createServices, type ServiceDeps, type Services } from '../services/index.js';
import { hashPassword } from '../services/auth/index.js';

export type TestServer = {
  url: string;
  db: Db;
  dataDir: string;
  config: Config;
  /** The same service graph main.ts builds (services/index.ts). */
  services: Services;
  /** fetch against the server, JSON in and out, signed in as the test administrator. */
  request: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<TestResponse>;
  /** The same without the session cookie. */
  anonymous: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<TestResponse>;
  /** The administrator's session cookie (`reloj_sesion=...`). */
  cookie: string;
  /** Stops the server and removes its data folder (`keepData`: left for a server started after it, a restart). */
  close: (options?: { keepData?: boolean }) => Promise<void>;
};

/** `bytes`: the body as sent (downloads in other encodings); `text` decodes it as UTF-8. */
export type TestResponse = { status: number; body: any; headers: Headers; text: string; bytes: Buffer };

/** The real Koa app over real HTTP, on a fresh SQLite file in a temp dir. */
export const TEST_ADMIN = { usuario: 'admin', password: 'contraseña-de-prueba' };

/**
 * The test administrator's hash, made once per test process (at the suites' scrypt cost, `suiteEnv` in
 * vitest.sources.ts), so each of the suite's thousand servers signs in through the real login without hashing again.
 */
let testAdminHash: Promise<string> | undefined;

/** A freshly migrated database, made once per test process and copied for each new server (migrating takes ~90 ms). */
let templateFile: string | undefined;
function migratedTemplate(): string {
  if (templateFile) return templateFile;
  const dir = mkdtempSync(join(tmpdir(), 'reloj-plantilla-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'reloj.sqlite');
  const db = openDatabase(file);
  migrate(db);
  closeDatabase(db);
  return (templateFile = file);
}
const testAdminHashOnce = () => (testAdminHash ??= hashPassword(TEST_ADMIN.password));

/** Without models, face routes answer 503 as on a box whose models are missing. */
export const NO_FACE_ENGINE: FaceEngineLoad = { status: 'error', reason: 'Motor facial no cargado en esta prueba.' };

export type TestServerOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  logger?: Logger;
  /**
   * The real models (face/load.ts loadFaceEngine) or a stub FaceEngine; NO_FACE_ENGINE by default. A promise: the
   * models still loading, as main.ts starts listening before they are in.
   */
  faceEngine?: FaceEngineLoad | Promise<FaceEngineLoad>;
  /** Pretend every connection comes from this address (the socket's, as the daemon sees it). A request may
   * override it with the header `x-test-remote-address`: honoured by this test server only, never by the app. */
  remoteAddress?: string;
  /** Leave the database without any administrator (first-run setup tests). */
  withoutAdmin?: boolean;
  /** Pretend every connection is TLS (the daemon's HTTPS port), as a LAN browser's is. */
  secure?: boolean;
  /** The HTTPS port LAN browsers are sent to (app option), as main.ts passes it once HTTPS listens. */
  httpsPort?: () => number | undefined;
  /** An existing folder for RELOJ_DATA_DIR (a small filesystem of a disk-full test); a new temp dir by default. */
  dataDir?: string;
  /** The data disk's free space as the test says it is, instead of statfs's (services/index.ts). */
  readDiskSpace?: ServiceDeps['readDiskSpace'];
  /** What a restore confirmed in 'Respaldos' calls to restart the daemon (main.ts); nothing by default. */
  restart?: ServiceDeps['restart'];
  /** The box's short id (backup names and signatures); 0a1b2c3d by default. */
  machineId?: string;
};

export async function startTestServer(overrides: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'reloj-test-'));
  const config = loadConfig({ RELOJ_DATA_DIR: dataDir, ...overrides.env });
  const file = join(dataDir, 'reloj.sqlite');
  if (!existsSync(file)) copyFileSync(migratedTemplate(), file);
  const db = openDatabase(file);
  migrate(db);
  const { remoteAddress, withoutAdmin, secure } = overrides;
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger('silent');
  const services = createServices({
    config,
    db,
    clock,
    logger,
    faceEngine: overrides.faceEngine ?? NO_FACE_ENGINE,
    machineId: overrides.machineId ?? '0a1b2c3d',
    readDiskSpace: overrides.readDiskSpace,
    restart: overrides.restart,
  });
  const handler = createApp(config, services, { logger, httpsPort: overrides.httpsPort }).callback();
  const server: Server = createServer((req, res) => {
    const address = (req.headers['x-test-remote-address'] as string | undefined) ?? remoteAddress;
    if (address) Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
    else delete (req.socket as { remoteAddress?: string }).remoteAddress; // a kept-alive socket forgets an earlier request's header
    if (secure) Object.defineProperty(req.socket, 'encrypted', { value: true, configurable: true });
    void handler(req, res); // Koa answers its own errors (ctx.onerror)
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + path, init);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers, text, bytes };
  };

  let cookie = '';
  if (!withoutAdmin) {
    const usuarios = usuariosRepository(db);
    // A data folder kept from an earlier test server (a restart) already has the administrator.
    if (!usuarios.findByName(TEST_ADMIN.usuario)) usuarios.insert(TEST_ADMIN.usuario, await testAdminHashOnce(), isoNow(clock));
    const login = await send('POST', '/api/auth/login', TEST_ADMIN);
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (login.status !== 200 || !cookie) throw new Error(`test login failed: ${login.status} ${login.text}`);
  }
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    send(method, path, body, cookie ? { cookie, ...headers } : headers);

  return {
    url,
    db,
    dataDir,
    config,
    services,
    request,
    anonymous: send,
    cookie,
    close: async (options = {}) => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      closeDatabase(db);
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** startTestServer for a test file: every server it starts is closed after each test. */
export function trackedTestServers(afterEach: (fn: () => Promise<void>) => void) {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return async (...args: Parameters<typeof startTestServer>) => {
    const server = await startTestServer(...args);
    servers.push(server);
    return server;
  };
}
