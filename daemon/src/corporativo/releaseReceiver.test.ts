import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { connect } from '@nats-io/transport-node';
import { anuncioSubject, type AnuncioVersion } from '@reloj/contract/eventos';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../db/repositories/index.js';
import { freePort, startNatsServer, type NatsServerProcess } from '../lib/natsServer.js';
import { createReleaseReceiver } from './releaseReceiver.js';

// Issue 39: headquarters' announcement named the file the box reads the release into (`corporativo-${objeto}.tar.zst`),
// so '../../../x' made the box write, or on a failed read delete, a *.tar.zst outside its updates folder.

let root: string;
let server: NatsServerProcess;
let db: Db;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'reloj-anuncio-'));
  const port = await freePort();
  server = await startNatsServer(join(root, 'nats'), `listen: "127.0.0.1:${port}"\n`, port);
  db = openDatabase(join(root, 'reloj.sqlite'));
  migrate(db);
});
afterAll(async () => {
  closeDatabase(db);
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('a release announced by headquarters', () => {
  it('is read into a fixed file of the updates folder, whatever its object is called', async () => {
    const dataDir = join(root, 'datos');
    mkdirSync(join(dataDir, 'actualizaciones'), { recursive: true });
    // Bundles of someone else's the crafted names point at: one beside the data, one absolute.
    const victims = [join(dataDir, 'victima.tar.zst'), join(root, 'ajena.tar.zst')];
    for (const file of victims) writeFileSync(file, 'no es del actualizador');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }));
    const receiver = createReleaseReceiver({
      caja: 'caja-1',
      natsUrl: server.url,
      dataDir,
      trustedKeysDir: join(root, 'claves'),
      installedVersion: '0.1.0',
      arch: process.arch,
      outbox: createRepositories(db).outbox,
      quietMs: 0,
      shiftMarginMin: 0,
      logger,
    });
    await receiver.start();
    const hq = await connect({ servers: server.url });
    try {
      const objects = ['../../../victima', join(root, 'ajena')];
      for (const [i, objeto] of objects.entries()) {
        const anuncio: AnuncioVersion = { despliegue: i + 1, version: `0.2.${i}`, arch: process.arch, objeto, sha256: '0'.repeat(64), bytes: 100 };
        hq.publish(anuncioSubject('caja-1'), JSON.stringify(anuncio));
        await hq.flush();
        // This server has no object store: the read fails, and the box removes what it would have read into.
        while (!lines.some((l) => l.includes('not fetched') && l.includes(`0.2.${i}`))) await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await hq.close();
      await receiver.stop();
    }
    for (const file of victims) expect(existsSync(file), file).toBe(true);
    expect(readdirSync(join(dataDir, 'actualizaciones'))).toEqual([]);
  });
});
