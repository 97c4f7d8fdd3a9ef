import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type RequestOptions } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createLogger } from '../logger.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../test-support/testServer.js';
import { CERT_FILE } from './certificate.js';
import { startHttps, tlsDir, type HttpsHandle } from './https.js';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; peer: X509Certificate };

/** An HTTPS request that trusts only `ca`, or Node's public root store without it (never rejectUnauthorized: false). */
function httpsRequest(options: RequestOptions & { ca?: string; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ ...options, agent: false }, (res) => {
      const peer = new X509Certificate((res.socket as TLSSocket).getPeerCertificate(true).raw);
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, peer }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

let server: TestServer;
let https: HttpsHandle;
let ca: string;
const names = { dns: ['caja-norte', 'caja-norte.local', 'localhost'], ips: ['127.0.0.1', '::1'] };

beforeAll(async () => {
  server = await startTestServer();
  https = await startHttps({
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback answers its own errors (ctx.onerror): its promise never rejects
    handler: createApp(server.config, server.services, { logger: createLogger('silent'), certificateNames: () => [...names.dns, ...names.ips] }).callback(),
    host: '127.0.0.1',
    port: 0,
    dataDir: server.dataDir,
    logger: createLogger('silent'),
    names: () => names,
  });
  ca = readFileSync(`${tlsDir(server.dataDir)}/${CERT_FILE}`, 'utf8');
});
afterAll(async () => {
  https.stop();
  https.server.closeAllConnections();
  await new Promise((r) => https.server.close(r));
  await server.close();
});

describe('HTTPS on RELOJ_HTTPS_PORT', () => {
  it('serves /api/health with the generated certificate, verified against that certificate only', async () => {
    const res = await httpsRequest({ host: '127.0.0.1', port: https.port, path: '/api/health', ca });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, db: 'ok', machineId: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(res.peer.fingerprint256).toBe(new X509Certificate(ca).fingerprint256);
    expect(res.peer.fingerprint256).toBe(https.material().fingerprint256);
  });

  it('is valid for the box name too (servername caja-norte.local)', async () => {
    const res = await httpsRequest({
      host: '127.0.0.1',
      servername: 'caja-norte.local',
      port: https.port,
      path: '/api/health',
      ca,
      headers: { host: 'caja-norte.local' },
    });
    expect(res.status).toBe(200);
  });

  it('is refused by a client that does not trust the certificate', async () => {
    await expect(httpsRequest({ host: '127.0.0.1', port: https.port, path: '/api/health' })).rejects.toThrow(/self[- ]signed/i);
  });

  it('sets the admin session cookie Secure when signing in over HTTPS', async () => {
    const body = JSON.stringify(TEST_ADMIN);
    const res = await httpsRequest({
      host: '127.0.0.1',
      port: https.port,
      path: '/api/auth/login',
      method: 'POST',
      ca,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: `https://localhost:${https.port}`,
        host: `localhost:${https.port}`,
      },
      servername: 'localhost',
      body,
    });
    expect(res.status).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/reloj_sesion=/);
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);
  });

  it('keeps plain HTTP cookies without Secure (the kiosk at http://localhost)', async () => {
    const res = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*secure/i);
  });
});
