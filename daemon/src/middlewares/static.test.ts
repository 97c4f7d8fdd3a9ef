import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/testServer.js';

// The built UI is served from a folder; nothing outside it may be reached, and an attempt is an
// ordinary 404, not a 500 with a stack trace in the journal.
let server: TestServer;
let uiDir: string;
let logLines: string[] = [];
const INDEX = '<!doctype html><title>Reloj Checador</title>';

beforeAll(async () => {
  uiDir = mkdtempSync(join(tmpdir(), 'reloj-ui-'));
  mkdirSync(join(uiDir, 'assets'));
  writeFileSync(join(uiDir, 'index.html'), INDEX);
  writeFileSync(join(uiDir, 'assets', 'app-1234.js'), 'console.log("hola");');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ env: { RELOJ_UI_DIR: uiDir }, logger: pino({ level: 'debug' }, stream) });
});
afterAll(async () => {
  await server?.close();
  rmSync(uiDir, { recursive: true, force: true });
});
beforeEach(() => {
  logLines = [];
});

/** A GET with the path sent exactly as written (fetch would normalise '..' and '%2e%2e' away). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers: { accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serving the UI', () => {
  const attempts = [
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/index.html',
    '/../../etc/passwd',
    '//etc/passwd',
    '/%00',
    '/index.html%00.js',
    '/assets/%E0%A4%A',
    '/%',
    `/${'a'.repeat(5000)}`,
    `/assets/${'a/'.repeat(2000)}x.js`,
    '/..\\..\\etc\\passwd',
    '/%5c..%5c..%5cetc%5cpasswd',
    '/admin\\..\\..\\package.json',
  ];
  const label = (path: string) => (path.length > 60 ? `${path.slice(0, 30)}… (${path.length} characters)` : path);
  it.each(attempts.map((path) => [label(path), path]))('answers %s with a plain 404 and logs nothing', async (_label, path) => {
    const response = await rawGet(path);
    expect({ ...response, log: logLines }).toEqual({ status: 404, type: 'text/plain; charset=utf-8', body: 'No encontrado', log: [] });
  });

  it('serves a real asset, cached for a year', async () => {
    const response = await fetch(`${server.url}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("hola");');
    expect(response.headers.get('cache-control')).toBe('max-age=31536000,immutable');
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await rawGet('/assets/no-existe.js');
    expect(response).toEqual({ status: 404, type: 'text/plain; charset=utf-8', body: 'No encontrado' });
  });

  it.each(['/', '/admin/puestos', '/admin/empleados/12', '/kiosko'])('answers %s with the app (its router takes the path from there)', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
    expect(logLines).toEqual([]);
  });
});
