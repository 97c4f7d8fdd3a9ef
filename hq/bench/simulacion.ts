/**
 * Issue 17's simulation, reported as figures (never a timed test): BOXES simulated boxes (default 50), each its own
 * nats-server leaf node provisioned by nueva-caja over TLS, each sending a day of events (EMPLOYEES employees,
 * PUNCHES punches and one closed period with its figures) the way the relay does (in order, one acknowledged publish
 * at a time, Nats-Msg-Id = the event's UUID), through one hub into PostgreSQL by the built headquarters service.
 * Prints events per second into PostgreSQL, the lag from the box's publish to the row in PostgreSQL, and the peak
 * memory of the hub and of the headquarters service, and where the CPU went. BACKLOG=1 stops the service while the
 * boxes publish and starts it once the hub's stream holds every event: the time to drain that backlog is the
 * service's own rate, without the boxes and the bench competing for the CPU.
 *
 *   make bench-hq            (BOXES=50 PUNCHES=200 EMPLOYEES=20 BACKLOG=0)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { HQ_DOMAIN, HQ_STREAM } from '@reloj/contract/eventos';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { ensureLocalStream, freePort, type NatsServerProcess } from '@reloj/daemon/testing/branch';
import { boxSettings, startIssuingHub, startLeaf } from '../src/test-support/issuingHub.js';
import { checada, empleado, eventFactory, prenomina } from '../src/test-support/eventos.js';
import { startPostgres } from '../src/test-support/postgres.js';

const BOXES = Number(process.env.BOXES ?? 50);
const PUNCHES = Number(process.env.PUNCHES ?? 200);
const EMPLOYEES = Number(process.env.EMPLOYEES ?? 20);
const BACKLOG = process.env.BACKLOG === '1';
const repoRoot = join(import.meta.dirname, '..', '..');

/** Peak and current resident memory of a process, from /proc (MB). */
function memoryOf(pid: number): { peakMb: number; nowMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(/(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(field)) ?? '')?.[1] ?? 0);
  return { peakMb: Math.round(kb('VmHWM:') / 1024), nowMb: Math.round(kb('VmRSS:') / 1024) };
}

const pidOf = (server: NatsServerProcess): number => server.pid;

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One box's day: its employees, PUNCHES punches over the day, the week closed; creadoEn is the publish time. */
function dayOfEvents(caja: string) {
  const make = eventFactory(caja);
  const events: Array<() => ReturnType<typeof make>> = [];
  for (let id = 1; id <= EMPLOYEES; id++) events.push(() => make('empleado.creado', empleado(id), { creadoEn: new Date().toISOString() }));
  for (let id = 1; id <= PUNCHES; id++) {
    const empleadoId = 1 + (id % EMPLOYEES);
    const hora = new Date(Date.parse('2026-03-09T14:00:00Z') + id * 120_000).toISOString();
    events.push(() =>
      make('checada.registrada', checada(id, empleadoId, hora, '2026-03-09', { tipo: id % 2 ? 'entrada' : 'salida' }), { creadoEn: new Date().toISOString() }),
    );
  }
  const figures = prenomina(
    '2026-03-09',
    '2026-03-15',
    Array.from({ length: EMPLOYEES }, (_, i) => ({ id: i + 1, nombre: `Empleado ${i + 1}`, numero: `E${i + 1}`, total: 2200 + i })),
  );
  events.push(() =>
    make(
      'periodo.cerrado',
      { id: 1, desde: '2026-03-09', hasta: '2026-03-15', cerradoEn: new Date().toISOString(), cerradoPor: 'admin', prenomina: figures },
      { creadoEn: new Date().toISOString() },
    ),
  );
  return events;
}

/** What main() started, stopped in its `finally` even when the run fails half-way. */
const cleanup: Array<() => Promise<unknown> | void> = [];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-simulacion-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const postgres = await startPostgres();
  cleanup.push(() => postgres.destroy());
  const issuing = await startIssuingHub(dir);
  const hub = issuing.server;
  cleanup.push(() => hub.stop());

  const cajas = Array.from({ length: BOXES }, (_, i) => `caja-${String(i + 1).padStart(2, '0')}`);
  const leaves: NatsServerProcess[] = [];
  const clients: NatsConnection[] = [];
  console.log(`Provisioning ${BOXES} boxes (nueva-caja) and starting their leaf nats-servers…`);
  for (const caja of cajas) {
    const settings = await boxSettings(await issuing.issue(caja), join(dir, caja));
    const leaf = await startLeaf(settings);
    leaves.push(leaf);
    cleanup.push(() => leaf.stop());
    const nc = await connect({ servers: leaf.url });
    cleanup.push(() => nc.close());
    await ensureLocalStream(await jetstreamManager(nc), caja);
    clients.push(nc);
  }

  const webPort = await freePort();
  let hqOutput = '';
  const startService = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [join(repoRoot, 'hq', 'dist', 'main.js')], {
      env: {
        ...process.env,
        HQ_DATABASE_URL: postgres.url,
        HQ_NATS_URL: hub.url,
        HQ_CAJAS_FILE: issuing.cajasFile,
        HQ_PORT: String(webPort),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanup.push(() => void child.kill('SIGTERM'));
    child.stdout?.on('data', (d: Buffer) => (hqOutput += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (hqOutput += d.toString()));
    for (
      let i = 0;
      !(await fetch(`http://127.0.0.1:${webPort}/salud`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (child.exitCode !== null || i > 300) throw new Error(`headquarters service did not start:\n${hqOutput}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return child;
  };
  let hq = await startService();
  const sql = new pg.Pool({ connectionString: postgres.url, max: 2 });
  cleanup.push(() => sql.end());
  const hubClient = await connect({ servers: hub.url });
  cleanup.push(() => hubClient.close());
  const hubJsm = await jetstreamManager(hubClient, { domain: HQ_DOMAIN });
  const inHub = async () => (await hubJsm.streams.info(HQ_STREAM)).state.messages - BOXES;
  // Warm-up, not timed: one event per box, so that every leaf link and every source of headquarters' stream is up.
  await Promise.all(
    cajas.map(async (caja, i) => {
      const e = eventFactory(caja, 1_000_000)('catalogo.guardado', { catalogo: 'sucursales', id: 1, nombre: caja.toUpperCase(), zona: 'general' });
      await jetstream(clients[i]!).publish(e.subject, e.body, { msgID: e.msgID });
    }),
  );
  for (let i = 0; Number((await sql.query('SELECT COUNT(*) AS n FROM eventos')).rows[0].n) < BOXES; i++) {
    if (i > 1200) throw new Error('the warm-up events did not reach PostgreSQL in 2 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }

  if (BACKLOG) {
    const exited = new Promise((resolve) => hq.once('exit', resolve));
    hq.kill('SIGTERM');
    await exited;
  }

  const perBox = EMPLOYEES + PUNCHES + 1;
  const total = BOXES * perBox;
  console.log(`Sending ${total} events (${BOXES} boxes × ${perBox}: ${EMPLOYEES} employees, ${PUNCHES} punches, 1 closed period)…`);
  const started = Date.now();
  const benchCpu = process.cpuUsage();
  const cpuStart = { hub: cpuOf(pidOf(hub)), hq: BACKLOG ? 0 : cpuOf(hq.pid!), leaves: leaves.reduce((sum, l) => sum + cpuOf(pidOf(l)), 0) };
  let allInHub = 0;
  const watchHub = (async () => {
    while ((await inHub()) < total) await new Promise((r) => setTimeout(r, 100));
    allInHub = Date.now();
  })();
  await Promise.all(
    cajas.map(async (caja, i) => {
      const js = jetstream(clients[i]!);
      for (const next of dayOfEvents(caja)) {
        const e = next();
        await js.publish(e.subject, e.body, { msgID: e.msgID });
      }
    }),
  );
  const published = Date.now();
  let serviceStarted = started;
  if (BACKLOG) {
    await watchHub;
    serviceStarted = Date.now();
    hq = await startService();
  }
  let inPostgres = 0;
  let hubPeak = 0;
  let hqPeak = 0;
  while (inPostgres < total) {
    inPostgres = Number((await sql.query('SELECT COUNT(*) AS n FROM eventos')).rows[0].n) - BOXES;
    hubPeak = Math.max(hubPeak, memoryOf(pidOf(hub)).peakMb);
    hqPeak = Math.max(hqPeak, memoryOf(hq.pid!).peakMb);
    if (Date.now() - started > 15 * 60_000) throw new Error(`only ${inPostgres} of ${total} events in PostgreSQL after 15 minutes`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const done = Date.now();
  await watchHub;
  const cpu = {
    bench: (process.cpuUsage(benchCpu).user + process.cpuUsage(benchCpu).system) / 1e6,
    hub: cpuOf(pidOf(hub)) - cpuStart.hub,
    hq: cpuOf(hq.pid!) - cpuStart.hq,
    leaves: leaves.reduce((sum, l) => sum + cpuOf(pidOf(l)), 0) - cpuStart.leaves,
  };
  const window = (await sql.query(`SELECT EXTRACT(EPOCH FROM (max(recibido_en) - min(recibido_en))) AS s FROM eventos WHERE secuencia < 1000000`)).rows[0] as {
    s: string;
  };
  // In BACKLOG mode this is mostly the time the events waited for the service.
  const lag = (
    await sql.query(`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY ms) AS p95, max(ms) AS max
                       FROM (SELECT EXTRACT(EPOCH FROM (recibido_en - creado_en)) * 1000 AS ms FROM eventos WHERE secuencia < 1000000) t`)
  ).rows[0];
  const checadas = Number((await sql.query('SELECT COUNT(*) AS n FROM checadas')).rows[0].n);
  const rechazados = Number((await sql.query('SELECT COUNT(*) AS n FROM eventos_rechazados')).rows[0].n);
  const hubNow = memoryOf(pidOf(hub));
  const hqNow = memoryOf(hq.pid!);
  const leafMb = leaves.slice(0, 5).map((l) => memoryOf(pidOf(l)).nowMb);

  const seconds = (done - started) / 1000;
  const drain = (done - serviceStarted) / 1000;
  console.log('');
  console.log(`boxes                      ${BOXES}${BACKLOG ? ' (BACKLOG: the service started once the hub held every event)' : ''}`);
  console.log(`events into PostgreSQL     ${inPostgres} (${checadas} punches, ${rechazados} dead letters)`);
  console.log(
    `all published by the boxes ${((published - started) / 1000).toFixed(1)} s; all in the hub's stream ${((allInHub - started) / 1000).toFixed(1)} s`,
  );
  console.log(`all in PostgreSQL after    ${seconds.toFixed(1)} s  → ${(inPostgres / seconds).toFixed(0)} events/s`);
  if (BACKLOG) console.log(`backlog drained in         ${drain.toFixed(1)} s from the service's start → ${(inPostgres / drain).toFixed(0)} events/s`);
  console.log(`first to last write        ${Number(window.s).toFixed(1)} s (eventos.recibido_en) → ${(inPostgres / Number(window.s)).toFixed(0)} events/s`);
  console.log(
    `CPU seconds                service ${cpu.hq.toFixed(1)}, hub ${cpu.hub.toFixed(1)}, ${BOXES} leaves ${cpu.leaves.toFixed(1)}, bench (the boxes' clients) ${cpu.bench.toFixed(1)}`,
  );
  console.log(`lag publish → PostgreSQL   p50 ${Number(lag.p50).toFixed(0)} ms, p95 ${Number(lag.p95).toFixed(0)} ms, max ${Number(lag.max).toFixed(0)} ms`);
  console.log(`hub nats-server RSS        peak ${Math.max(hubPeak, hubNow.peakMb)} MB, after ${hubNow.nowMb} MB`);
  console.log(`headquarters service RSS   peak ${Math.max(hqPeak, hqNow.peakMb)} MB, after ${hqNow.nowMb} MB`);
  console.log(`one box's leaf nats-server ${leafMb.join(', ')} MB (first 5)`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    // Newest first: the service and connections before the servers they use.
    for (const stop of cleanup.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  });
