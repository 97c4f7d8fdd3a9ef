import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cajaStreamName, eventoSubject, HQ_STREAM, latidoSchema, latidoSubject } from '@reloj/contract/eventos';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDatabase,
  createLogger,
  createRelay,
  leafConfig,
  migrate,
  openDatabase,
  outboxRepository,
  type Db,
  type HqConfig,
  type NatsServerProcess,
  type Relay,
} from '@reloj/daemon/testing/branch';
import { issueCaja, NuevaCajaError } from '../cli/nuevaCajaIssue.js';
import { boxSettings, startIssuingHub, startLeaf } from '../test-support/issuingHub.js';
import { cajasOf } from './cajasFile.js';

// Issue 17, headquarters side: the hub as hubConfig renders it, boxes provisioned by nueva-caja, and one real box
// (its own nats-server as a leaf node and the daemon's relay) connecting with the printed credentials.
const logger = createLogger('silent');
let dir: string;
let hub: NatsServerProcess;
let hubNc: NatsConnection;
let hubJsm: JetStreamManager;
let cajasFile: string;
let leafPort: number;
let caFile: string;
let norteEnv: string[];
let norte: { hq: HqConfig; server: NatsServerProcess; nc: NatsConnection; db: Db; relay: Relay };

const until = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const leafCount = async (monitorPort: number): Promise<number> =>
  ((await (await fetch(`http://127.0.0.1:${monitorPort}/leafz`)).json()) as { leafnodes: number }).leafnodes;
const hubSubjects = async (): Promise<string[]> => {
  const total = (await hubJsm.streams.info(HQ_STREAM)).state.last_seq;
  const subjects: string[] = [];
  for (let seq = 1; seq <= total; seq++) subjects.push((await hubJsm.streams.getMessage(HQ_STREAM, { seq }))!.subject);
  return subjects;
};

/** A box's leaf nats-server from the env lines nueva-caja printed. */
async function startBox(env: string[], name: string, withoutCredentials = false): Promise<{ hq: HqConfig; server: NatsServerProcess }> {
  const hq = await boxSettings(env, join(dir, name));
  let config = leafConfig(hq);
  if (withoutCredentials) config = config.replace(/url: "tls:\/\/[^@"]*@/, 'url: "tls://');
  return { hq, server: await startLeaf(hq, config) };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-hub-'));
  const issuing = await startIssuingHub(dir);
  ({ server: hub, cajasFile, leafPort, caFile } = issuing);
  hubNc = await connect({ servers: hub.url });
  hubJsm = await jetstreamManager(hubNc);

  norteEnv = await issuing.issue('norte');
  await issuing.issue('sur');
  await sleep(200); // the reload (SIGHUP) is asynchronous

  const box = await startBox(norteEnv, 'norte');
  const db = openDatabase(join(dir, 'norte.sqlite'));
  migrate(db);
  const relay = createRelay({
    caja: 'norte',
    natsUrl: box.server.url,
    monitorUrl: `http://127.0.0.1:${box.hq.monitorPort}`,
    outbox: outboxRepository(db),
    logger,
    version: 'prueba',
    heartbeatMs: 150,
    pollMs: 50,
  });
  relay.start();
  norte = { ...box, nc: await connect({ servers: box.server.url }), db, relay };
});

afterAll(async () => {
  await norte?.relay.stop();
  await norte?.nc.close();
  await norte?.server.stop();
  if (norte?.db) closeDatabase(norte.db);
  await hubNc?.close();
  await hub?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('nueva-caja', () => {
  it('prints the box settings and writes its user, readable by the owner only', () => {
    expect(norteEnv).toEqual([
      `RELOJ_HQ_NATS_URL=tls://localhost:${leafPort}`,
      'RELOJ_HQ_CAJA=norte',
      'RELOJ_HQ_USUARIO=caja-norte',
      expect.stringMatching(/^RELOJ_HQ_PASSWORD=[A-Za-z0-9_-]{32}$/),
      `RELOJ_HQ_CA=${caFile}`,
    ]);
    expect(cajasOf(cajasFile)).toEqual(['norte', 'sur']);
    expect(statSync(cajasFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(cajasFile, 'utf8')).toContain('"reloj.norte.>"');
  });

  it('refuses an invalid or an existing box id in Spanish', async () => {
    const base = { cajasFile, hubUrl: hub.url, publicUrl: `tls://localhost:${leafPort}` };
    await expect(issueCaja({ ...base, caja: 'Norte_1' })).rejects.toThrow(
      new NuevaCajaError('"Norte_1" no es un id de caja válido: use minúsculas, dígitos y guiones (hasta 32), por ejemplo "monterrey-centro".'),
    );
    await expect(issueCaja({ ...base, caja: 'norte' })).rejects.toThrow('La caja "norte" ya existe; elija otro id.');
    expect(cajasOf(cajasFile)).toEqual(['norte', 'sur']);
  });

  it('sources every box into RELOJ_CORPORATIVO, each filtered to its own events', async () => {
    const { config } = await hubJsm.streams.info(HQ_STREAM);
    expect(config.sources?.map((s) => [s.name, s.filter_subject, s.external?.api, s.external?.deliver])).toEqual([
      ['RELOJ_NORTE', 'reloj.norte.eventos.>', '$JS.caja-norte.API', 'entrega.norte'],
      ['RELOJ_SUR', 'reloj.sur.eventos.>', '$JS.caja-sur.API', 'entrega.sur'],
    ]);
  });
});

describe('a box connected with its credentials', () => {
  it("relays its outbox into headquarters' stream through the permissions it was given", async () => {
    const insert = norte.db.prepare(
      `INSERT INTO sucursales (nombre, created_at, updated_at) VALUES (?, '2026-03-11T17:00:00.000Z', '2026-03-11T17:00:00.000Z')`,
    );
    insert.run('Centro');
    insert.run('Norte');
    await until('both events at headquarters', async () => (await hubJsm.streams.info(HQ_STREAM)).state.messages === 2, 20_000);
    expect(await hubSubjects()).toEqual([eventoSubject('norte', 'catalogo.guardado'), eventoSubject('norte', 'catalogo.guardado')]);
    expect(outboxRepository(norte.db).stats().pendientes).toBe(0);
  });

  it('sends heartbeats that reach a subscriber at headquarters', async () => {
    const sub = hubNc.subscribe(latidoSubject('norte'), { max: 1, timeout: 5000 });
    for await (const m of sub) expect(latidoSchema.parse(m.json())).toMatchObject({ caja: 'norte', pendientes: 0 });
  });

  it("cannot publish under another box's subjects, nor reach the hub's or another box's JetStream", async () => {
    const seen: string[] = [];
    const spy = hubNc.subscribe('reloj.>', { callback: (_e, m) => void seen.push(m.subject) });
    await hubNc.flush();
    await sleep(300); // the interest crosses the link
    norte.nc.publish('reloj.sur.latido', '{}');
    norte.nc.publish(eventoSubject('sur', 'checada.registrada'), '{}');
    norte.nc.publish('reloj.norte.prueba', '{}');
    await until('the control message', () => seen.includes('reloj.norte.prueba'));
    await sleep(200);
    spy.unsubscribe();
    expect(seen.filter((s) => s.startsWith('reloj.sur.'))).toEqual([]);

    await expect(norte.nc.request(`$JS.hq.API.STREAM.INFO.${HQ_STREAM}`, '', { timeout: 500 })).rejects.toThrow();
    await expect(norte.nc.request('$JS.caja-sur.API.INFO', '', { timeout: 500 })).rejects.toThrow();
  });

  it("never brings another box's subject into RELOJ_CORPORATIVO, even from a box that widened its own stream", async () => {
    const boxJsm = await jetstreamManager(norte.nc);
    const stream = (await boxJsm.streams.info(cajaStreamName('norte'))).config;
    await boxJsm.streams.update(stream.name, { ...stream, subjects: [...stream.subjects, 'reloj.sur.eventos.>'] });
    const js = jetstream(norte.nc);
    await js.publish(eventoSubject('sur', 'checada.registrada'), '{"falso":true}', { msgID: 'falso-1' });
    await js.publish(eventoSubject('norte', 'prueba'), '{"control":true}', { msgID: 'control-1' });
    await until('the control event at headquarters', async () => (await hubSubjects()).includes(eventoSubject('norte', 'prueba')), 20_000);
    expect((await hubSubjects()).filter((s) => !s.startsWith('reloj.norte.'))).toEqual([]);
    expect((await boxJsm.streams.info(cajaStreamName('norte'))).state.messages).toBe(4); // the box itself holds all it captured
  });

  it('refuses a leaf node that dials with a wrong password or without credentials', async () => {
    const env = (password: string) => [
      `RELOJ_HQ_NATS_URL=tls://localhost:${leafPort}`,
      'RELOJ_HQ_CAJA=norte',
      'RELOJ_HQ_USUARIO=caja-norte',
      `RELOJ_HQ_PASSWORD=${password}`,
      `RELOJ_HQ_CA=${caFile}`,
    ];
    const wrong = await startBox(env('contrasena-falsa'), 'falsa');
    const anonymous = await startBox(env('sin-credenciales'), 'anonima', true);
    try {
      await sleep(1500);
      expect(await leafCount(wrong.hq.monitorPort)).toBe(0);
      expect(await leafCount(anonymous.hq.monitorPort)).toBe(0);
      expect(await leafCount(norte.hq.monitorPort)).toBe(1);
    } finally {
      await wrong.server.stop();
      await anonymous.server.stop();
    }
  });
});
