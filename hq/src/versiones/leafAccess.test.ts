import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { anuncioSubject, HQ_DOMAIN, respuestasPrefix } from '@reloj/contract/eventos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NatsServerProcess } from '@reloj/daemon/testing/branch';
import { readObject } from '../../../daemon/src/corporativo/objectRead.js';
import { boxSettings, startIssuingHub, startLeaf } from '../test-support/issuingHub.js';
import { chunkSubject, objectStream, putFile } from './objectStore.js';

// Issue 32 item 3c, found by experiment with nats-server 2.9.10: a box reads the releases' bucket of the hub through
// its leaf node with the permissions nueva-caja gives it, receives its own announcements and no other box's, and
// cannot write the bucket.
let dir: string;
let hub: NatsServerProcess;
let hubNc: NatsConnection;
const boxes: Record<string, { server: NatsServerProcess; nc: NatsConnection; jsm: JetStreamManager }> = {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function linked(monitorPort: number): Promise<boolean> {
  const body = (await (await fetch(`http://127.0.0.1:${monitorPort}/leafz`)).json()) as { leafnodes: number };
  return body.leafnodes > 0;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-versiones-'));
  const issuing = await startIssuingHub(dir);
  hub = issuing.server;
  hubNc = await connect({ servers: hub.url });
  for (const caja of ['norte', 'sur']) {
    const lines = await issuing.issue(caja);
    await sleep(200); // the reload (SIGHUP) is asynchronous
    const hq = await boxSettings(lines, join(dir, caja));
    const server = await startLeaf(hq);
    const deadline = Date.now() + 15_000;
    while (!(await linked(hq.monitorPort))) {
      if (Date.now() > deadline) throw new Error(`${caja} never linked`);
      await sleep(50);
    }
    const nc = await connect({ servers: server.url, inboxPrefix: respuestasPrefix(caja) });
    boxes[caja] = { server, nc, jsm: await jetstreamManager(nc, { domain: HQ_DOMAIN, checkAPI: false, timeout: 2000 }) };
  }
}, 60_000);

afterAll(async () => {
  for (const box of Object.values(boxes)) {
    await box.nc.close();
    await box.server.stop();
  }
  await hubNc?.close();
  await hub?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the releases' bucket through a box's leaf node", () => {
  it('a box reads a stored bundle whole, byte for byte, and cannot write the bucket', async () => {
    const bundle = join(dir, 'paquete.tar.zst');
    const bytes = randomBytes(300 * 1024 + 17); // three chunks, the last one short
    writeFileSync(bundle, bytes);
    const hubJsm = await jetstreamManager(hubNc, { domain: HQ_DOMAIN });
    const { sha256, meta } = await putFile(jetstream(hubNc, { domain: HQ_DOMAIN }), hubJsm, '9.9.9-x64', bundle);
    expect(meta.chunks).toBe(3);

    const copy = join(dir, 'copia.tar.zst');
    await readObject(boxes.norte!.jsm, '9.9.9-x64', copy, { sha256, bytes: bytes.length });
    expect(readFileSync(copy).equals(bytes)).toBe(true);

    // A second object, stored after the first: its chunks are found by their subject, not by position.
    const other = randomBytes(200 * 1024);
    writeFileSync(bundle, other);
    const second = await putFile(jetstream(hubNc, { domain: HQ_DOMAIN }), hubJsm, '9.9.10-x64', bundle);
    await readObject(boxes.norte!.jsm, '9.9.10-x64', copy, { sha256: second.sha256, bytes: other.length });
    expect(readFileSync(copy).equals(other)).toBe(true);

    // A wrong announcement (another hash) leaves no file behind.
    await expect(readObject(boxes.norte!.jsm, '9.9.9-x64', join(dir, 'otra.tar.zst'), { sha256: '0'.repeat(64), bytes: bytes.length })).rejects.toThrow();

    // Writing a chunk or asking the hub's JetStream anything else goes nowhere.
    const before = (await hubJsm.streams.info(objectStream())).state.messages;
    const js = jetstream(boxes.norte!.nc, { domain: HQ_DOMAIN, timeout: 1000 });
    await expect(js.publish(chunkSubject('intruso'), 'x')).rejects.toThrow();
    await expect(boxes.norte!.jsm.streams.info(objectStream())).rejects.toThrow();
    await expect(boxes.norte!.jsm.streams.purge(objectStream())).rejects.toThrow();
    expect((await hubJsm.streams.info(objectStream())).state.messages).toBe(before);
  });

  it("an announcement reaches its box only, not another box's credentials", async () => {
    const got: Record<string, string[]> = { norte: [], sur: [] };
    boxes.norte!.nc.subscribe(anuncioSubject('norte'), { callback: (_e, m) => void got.norte!.push(m.string()) });
    // sur listening for norte's announcements (its local server passes the interest up its leaf node).
    boxes.sur!.nc.subscribe(anuncioSubject('norte'), { callback: (_e, m) => void got.sur!.push(m.string()) });
    boxes.sur!.nc.subscribe('versiones.>', { callback: (_e, m) => void got.sur!.push(m.string()) });
    await boxes.norte!.nc.flush();
    await boxes.sur!.nc.flush();
    await sleep(500); // interest crosses the leaf links
    for (let i = 0; i < 5; i++) hubNc.publish(anuncioSubject('norte'), `anuncio ${i}`);
    await hubNc.flush();
    const deadline = Date.now() + 5000;
    while (got.norte!.length < 5 && Date.now() < deadline) await sleep(50);
    await sleep(300);
    expect(got.norte).toEqual(['anuncio 0', 'anuncio 1', 'anuncio 2', 'anuncio 3', 'anuncio 4']);
    expect(got.sur).toEqual([]);
  });
});
