import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cajaDomain, cajaStreamName, HQ_STREAM, latidoSchema, latidoSubject, eventoSubject } from '@reloj/contract/eventos';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { outboxRepository, type OutboxRepository } from '../db/repositories/outbox.js';
import { freePort } from '../lib/natsServer.js';
import { createLogger } from '../logger.js';
import { eventoEnvelope } from './envelope.js';
import { createRelay, type Relay } from './relay.js';
import type { HqConfig } from './settings.js';
import { superviseLeaf, type LeafSupervisor } from './supervisor.js';
import { makeTestCertificates, testHub, type TestHub } from '../test-support/testNats.js';

// Issue 17: one headquarters hub and one box (its own nats-server as a leaf node, its own domain), real processes.
const CAJA = 'norte';
const logger = createLogger('silent');
let dir: string;
let db: Db;
let outbox: OutboxRepository;
let hub: TestHub;
let hubNc: NatsConnection;
let hubJsm: JetStreamManager;
let leaf: LeafSupervisor;
let hq: HqConfig;
let relay: Relay;

const until = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const newRelay = () =>
  createRelay({
    caja: CAJA,
    natsUrl: `nats://127.0.0.1:${hq.natsPort}`,
    monitorUrl: `http://127.0.0.1:${hq.monitorPort}`,
    outbox,
    logger,
    version: 'prueba',
    heartbeatMs: 150,
    pollMs: 50,
    retryMaxMs: 500,
  });
const addBranch = (nombre: string) =>
  db.prepare(`INSERT INTO sucursales (nombre, created_at, updated_at) VALUES (?, '2026-03-11T17:00:00.000Z', '2026-03-11T17:00:00.000Z')`).run(nombre);
const hubCount = async () => (await hubJsm.streams.info(HQ_STREAM)).state.messages;
const hubEventIds = async (): Promise<string[]> => {
  const ids: string[] = [];
  const total = await hubCount();
  for (let seq = 1; seq <= total; seq++) ids.push((await hubJsm.streams.getMessage(HQ_STREAM, { seq }))!.json<{ eventoId: string }>().eventoId);
  return ids;
};
const connectHub = async () => {
  hubNc = await connect({ servers: `127.0.0.1:${hub.port}`, reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 200 });
  hubJsm = await jetstreamManager(hubNc);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-relay-'));
  const certs = makeTestCertificates(dir);
  hub = await testHub(join(dir, 'hub'), certs, 'caja-norte', 'contrasena-de-prueba');
  await hub.start();
  await connectHub();
  await hubJsm.streams.add({
    name: HQ_STREAM,
    sources: [
      { name: cajaStreamName(CAJA), external: { api: `$JS.${cajaDomain(CAJA)}.API`, deliver: `entrega.${CAJA}` }, filter_subject: eventoSubject(CAJA, '>') },
    ],
  });
  hq = {
    natsUrl: `tls://localhost:${hub.leafPort}`,
    caja: CAJA,
    usuario: 'caja-norte',
    password: 'contrasena-de-prueba',
    caFile: certs.caFile,
    natsPort: await freePort(),
    monitorPort: await freePort(),
    natsDir: join(dir, 'caja'),
    maxFileStore: '256M',
  };
  leaf = superviseLeaf({ hq, logger, minBackoffMs: 100 });
  await leaf.start();
  db = openDatabase(join(dir, 'reloj.sqlite'));
  migrate(db);
  outbox = outboxRepository(db);
  relay = newRelay();
  relay.start();
});

afterAll(async () => {
  await relay?.stop();
  await leaf?.stop();
  await hubNc?.close();
  await hub?.server()?.stop();
  if (db) closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('the relay, a box leaf node and the headquarters hub', () => {
  it('publishes the outbox in order, marks it sent, and headquarters sources it', async () => {
    for (const nombre of ['Centro', 'Norte', 'Sur']) addBranch(nombre);
    const written = db.prepare('SELECT evento_id AS id FROM eventos_salida ORDER BY secuencia').all() as { id: string }[];
    expect(written).toHaveLength(3);
    await until('the outbox to be sent', () => outbox.stats().pendientes === 0);
    expect(outbox.stats()).toMatchObject({ pendientes: 0, ultimaSecuencia: 3, ultimoAcuse: expect.any(String) });
    await until('headquarters to hold 3 events', async () => (await hubCount()) === 3);
    expect(await hubEventIds()).toEqual(written.map((w) => w.id));
    const first = (await hubJsm.streams.getMessage(HQ_STREAM, { seq: 1 }))!;
    expect(first.subject).toBe(eventoSubject(CAJA, 'catalogo.guardado'));
    expect(first.header.get('Nats-Msg-Id')).toBe(written[0]!.id);
    expect(first.json()).toMatchObject({
      caja: CAJA,
      secuencia: 1,
      tipo: 'catalogo.guardado',
      version: 1,
      datos: { catalogo: 'sucursales', nombre: 'Centro' },
    });
    await until('the link to be reported', async () => (await relay.status()).conectado);
    expect(await relay.status()).toMatchObject({ conectado: true, pendientes: 0, ultimaSecuencia: 3, error: null });
  });

  it('sends heartbeats with the box clock and backlog to a subscriber at headquarters', async () => {
    const sub = hubNc.subscribe(latidoSubject(CAJA), { max: 1 });
    for await (const m of sub) {
      const latido = latidoSchema.parse(m.json());
      expect(latido).toMatchObject({ caja: CAJA, pendientes: 0, ultimaSecuencia: 3, relojSincronizado: null, version: 'prueba' });
      expect(Math.abs(Date.parse(latido.reloj) - Date.now())).toBeLessThan(5000);
    }
  });

  it('keeps working while headquarters is down, and catches up when it returns', async () => {
    await hubNc.close();
    await hub.server()!.stop();
    addBranch('Oriente');
    addBranch('Poniente');
    await until('the box to store them locally', () => outbox.stats().pendientes === 0);
    const boxNc = await connect({ servers: `127.0.0.1:${hq.natsPort}` });
    expect((await (await jetstreamManager(boxNc)).streams.info(cajaStreamName(CAJA))).state.messages).toBe(5);
    await boxNc.close();
    await until('the link to be reported down', async () => !(await relay.status()).conectado);
    expect((await relay.status()).error).toMatch(/Sin enlace con el corporativo/);

    await hub.start();
    await connectHub();
    await until('headquarters to catch up', async () => (await hubCount()) === 5, 20_000);
  });

  it('de-duplicates a resend after a relay died between publishing and marking sent', async () => {
    await relay.stop();
    addBranch('Bajío');
    addBranch('Costa');
    // The dead relay's last act: both published to the box's stream, neither marked sent.
    const boxNc = await connect({ servers: `127.0.0.1:${hq.natsPort}` });
    const js = jetstream(boxNc);
    for (const row of outbox.pending(10)) {
      await js.publish(eventoSubject(CAJA, row.tipo), JSON.stringify(eventoEnvelope(CAJA, row)), { msgID: row.eventoId });
    }
    expect(outbox.stats().pendientes).toBe(2);
    relay = newRelay();
    relay.start();
    await until('the fresh relay to mark them', () => outbox.stats().pendientes === 0);
    expect((await (await jetstreamManager(boxNc)).streams.info(cajaStreamName(CAJA))).state.messages).toBe(7);
    await boxNc.close();
    await until('headquarters to hold 7 events', async () => (await hubCount()) === 7);
    await new Promise((r) => setTimeout(r, 300));
    const ids = await hubEventIds();
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
  });

  it('after a power cut that lost the box stream, a restarted relay publishes the events acknowledged in the last minutes again', async () => {
    await relay.stop();
    const boxNc = await connect({ servers: `127.0.0.1:${hq.natsPort}` });
    const boxJsm = await jetstreamManager(boxNc);
    // Everything of the store gone (what an unsynced file store may lose), SQLite says all was sent.
    await boxJsm.streams.delete(cajaStreamName(CAJA));
    expect(outbox.stats().pendientes).toBe(0);
    relay = newRelay();
    relay.start();
    await until(
      'the recent events back in the box stream',
      async () =>
        (await boxJsm.streams.info(cajaStreamName(CAJA)).then(
          (i) => i.state.messages,
          () => 0,
        )) === 7,
    );
    const ids: string[] = [];
    for (let seq = 1; seq <= 7; seq++) ids.push((await boxJsm.streams.getMessage(cajaStreamName(CAJA), { seq }))!.json<{ eventoId: string }>().eventoId);
    expect(ids).toEqual((db.prepare('SELECT evento_id AS id FROM eventos_salida ORDER BY secuencia').all() as { id: string }[]).map((r) => r.id));
    // Published once more only at start: the stream still has them, nothing is added.
    addBranch('Laguna');
    await until('the new event in the box stream', async () => (await boxJsm.streams.info(cajaStreamName(CAJA))).state.messages === 8);
    await boxNc.close();
  });
});
