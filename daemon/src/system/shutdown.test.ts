import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.js';
import { createLogger } from '../logger.js';
import { createShutdown } from './shutdown.js';

const logger = createLogger('silent');
let dir: string;
let db: Db;
let server: Server;
let port: number;
const events: string[] = [];

function get(path: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  events.length = 0;
  dir = mkdtempSync(join(tmpdir(), 'reloj-shutdown-'));
  db = openDatabase(join(dir, 'reloj.sqlite'));
  db.exec('CREATE TABLE checadas (id INTEGER PRIMARY KEY, nota TEXT) STRICT');
  server = createServer((req, res) => {
    if (req.url === '/lenta') {
      // A punch that takes a while: it must be stored and answered even though SIGTERM came meanwhile.
      setTimeout(() => {
        db.prepare('INSERT INTO checadas (nota) VALUES (?)').run('en vuelo');
        events.push('request finished');
        res.end('guardada');
      }, 300);
      return;
    }
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => {
  server.closeAllConnections();
  server.close();
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('stops accepting, finishes the request in flight, waits for a backup, then checkpoints and closes the database', async () => {
    const keepAlive = new Agent({ keepAlive: true });
    expect((await get('/', keepAlive)).status).toBe(200); // an idle keep-alive connection stays open
    for (let i = 0; i < 50; i++) db.prepare('INSERT INTO checadas (nota) VALUES (?)').run(`previa ${i}`);
    expect(statSync(join(dir, 'reloj.sqlite-wal')).size).toBeGreaterThan(0);

    let exitCode: number | undefined;
    let timerStopped = false;
    const shutdown = createShutdown({
      servers: [server],
      db,
      logger,
      stopTimers: [() => (timerStopped = true)],
      drain: [
        async () => {
          await new Promise((r) => setTimeout(r, 400));
          events.push('backup finished');
        },
      ],
      exit: (code) => {
        events.push('exit');
        exitCode = code;
      },
    });

    const inFlight = get('/lenta');
    await new Promise((r) => setTimeout(r, 50));
    const done = shutdown('SIGTERM');
    expect(shutdown('SIGTERM')).toBe(done); // a second signal joins the same shutdown
    expect(timerStopped).toBe(true);
    await expect(get('/')).rejects.toThrow(/ECONNREFUSED/);

    expect(await inFlight).toEqual({ status: 200, body: 'guardada' });
    await done;
    expect(events).toEqual(['request finished', 'backup finished', 'exit']);
    expect(exitCode).toBe(0);
    expect(db.open).toBe(false);
    // wal_checkpoint(TRUNCATE): everything is in the database file itself.
    expect(!existsSync(join(dir, 'reloj.sqlite-wal')) || statSync(join(dir, 'reloj.sqlite-wal')).size === 0).toBe(true);
    const reopened = new Database(join(dir, 'reloj.sqlite'), { readonly: true });
    expect((reopened.prepare('SELECT count(*) AS n FROM checadas').get() as { n: number }).n).toBe(51);
    reopened.close();
    keepAlive.destroy();
  });

  it('cuts off requests that outlast the grace period, and still closes the database', async () => {
    server.removeAllListeners('request');
    server.on('request', () => undefined); // never answers
    let exitCode: number | undefined;
    const shutdown = createShutdown({ servers: [server], db, logger, graceMs: 200, exit: (code) => (exitCode = code) });
    const hanging = get('/').catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await shutdown('SIGTERM');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
    expect(exitCode).toBe(0);
    expect(db.open).toBe(false);
  });
});
