/**
 * Issue 44's closing figures for 'Avisos', with the real pieces: the BUILT daemon (daemon/dist/main.js) as a child
 * process with its jobs running as main.ts starts them, a real SMTP server on loopback (test-support/testSmtp.ts,
 * STARTTLS + AUTH) and a real webhook receiver checking the signature; 100 employees (yesterday punched) in 2 branches
 * and 2 approved kiosks.
 * - Cause → message: N times (N=50), an account locked by wrong passwords (POST /api/auth/login, 4 failures from its own
 *   127.0.x.y address) raises 'cuenta_bloqueada'; the time from the 4th (locking) request to the SMTP server's receipt
 *   of that message (the administrator has an e-mail and the kind), then the same to the webhook alone. Median, p95, max.
 * - Idle cost: SMTP configured, a recipient, nothing to send, for DURATION_S seconds (180) from at least SETTLE_S (150)
 *   after the start (past its one-off jobs): the daemon's CPU time (/proc/<pid>/stat) per minute, its RSS at start and
 *   end. Then, in this process on a copy of the same data, each periodic check timed alone: vigilancia's kiosks and
 *   disk (every minute), the scheduled alerts (late arrivals and daily summary, every minute), the sender with nothing
 *   due (every 30 s).
 * Prints figures, asserts none. Run: cd daemon && npx tsx bench/avisos.bench.ts (part of `make bench`; needs
 * `npm run build -w daemon` first). N=50, DURATION_S=180, EMPLOYEES=100 by default.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays, instantOf, localDate, wallClock } from '@reloj/contract/dates';
import { closeDatabase, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { markDatabaseCreated } from '../src/jobs/databaseCheck.js';
import { startTestSmtp, startWebhookReceiver } from '../src/test-support/testSmtp.js';
import { startTestServer } from '../src/test-support/testServer.js';
import { cpuSeconds, memory, startDaemon, type Daemon } from './load-daemon.js';

const N = Number(process.env.N ?? 50);
const DURATION_S = Number(process.env.DURATION_S ?? 180);
const EMPLOYEES = Number(process.env.EMPLOYEES ?? 100);
const RUNS = Number(process.env.RUNS ?? 20);
/** Seconds after the daemon is ready before the idle measurement: past the start's one-off jobs (60 s and 120 s). */
const SETTLE_S = Number(process.env.SETTLE_S ?? 150);
const TZ = 'America/Mexico_City'; // the box's zone (config's default), given to the daemon and to the copy alike
const ADMIN = { usuario: 'admin', password: 'contraseña-del-banco-de-avisos' };
const SMTP_USER = { usuario: 'avisos', password: 'clave-smtp-1' };
const mainJs = resolve(import.meta.dirname, '..', 'dist', 'main.js');

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95), max: s.at(-1) ?? NaN };
}
const line = (xs: number[]) => {
  const { median, p95, max } = stats(xs);
  return `median ${ms(median)}   p95 ${ms(p95)}   max ${ms(max)}`;
};

/** One JSON request to the daemon over a new connection from `localAddress` (the address the daemon sees). */
function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  opts: { cookie?: string; localAddress?: string } = {},
): Promise<{ status: number; json: unknown; cookie?: string }> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent: false,
        localAddress: opts.localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = text;
          }
          resolvePromise({ status: res.statusCode ?? 0, json, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A fresh data directory: EMPLOYEES employees in two branches, one approved kiosk each (seen now), yesterday's punches. */
function seed(dataDir: string) {
  const db = openDatabase(join(dataDir, 'reloj.sqlite'));
  migrate(db);
  const now = new Date();
  const iso = now.toISOString();
  const hoy = localDate(now, TZ);
  const ayer = addDays(hoy, -1);
  db.transaction(() => {
    const sucursal = db.prepare('INSERT INTO sucursales (nombre, created_at, updated_at) VALUES (?, ?, ?)');
    const branches = ['CENTRO', 'NORTE'].map((n) => Number(sucursal.run(n, iso, iso).lastInsertRowid));
    const puesto = Number(
      db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('CAJERO', 31550, ?, ?)").run(iso, iso).lastInsertRowid,
    );
    const kiosk = db.prepare(
      "INSERT INTO dispositivos (fingerprint_sha256, codigo, nombre, sucursal_id, status, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, 'approved', ?, ?)",
    );
    const kiosks = branches.map((b, i) => Number(kiosk.run(`bench-${i}`, `K${i + 1}`, `CAJA ${i + 1}`, b, iso, iso).lastInsertRowid));
    const employee = db.prepare(
      `INSERT INTO empleados (nombre, numero_empleado, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, minutos_comida, created_at, updated_at)
       VALUES (?, ?, ?, ?, 31550, '2025-01-06', '09:00', '18:00', 60, ?, ?)`,
    );
    const punch = db.prepare(
      `INSERT INTO checadas (empleado_id, dispositivo_id, sucursal_id, tipo, hora, fecha_local, match_score, liveness, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 0.93, 0.9, ?, ?)`,
    );
    for (let i = 0; i < EMPLOYEES; i++) {
      const b = i % 2;
      const id = Number(employee.run(`EMPLEADO ${i + 1}`, String(i + 1).padStart(5, '0'), branches[b], puesto, iso, iso).lastInsertRowid);
      const entrada = instantOf(`${ayer}T09:${String(i % 20).padStart(2, '0')}`, TZ).toISOString();
      const salida = instantOf(`${ayer}T18:${String(i % 30).padStart(2, '0')}`, TZ).toISOString();
      punch.run(id, kiosks[b], branches[b], 'entrada', entrada, ayer, `e-${id}`, entrada);
      punch.run(id, kiosks[b], branches[b], 'salida', salida, ayer, `s-${id}`, salida);
    }
  })();
  closeDatabase(db);
  markDatabaseCreated(dataDir, new Date(now.getTime() - 30 * 86_400_000)); // a box in service for a month
}

/** A timestamp for each element pushed onto `list` (the SMTP server's receipt, the receiver's hit). */
function stamped<T>(list: T[]): { at: number; item: T }[] {
  const seen: { at: number; item: T }[] = [];
  const push = list.push.bind(list);
  list.push = (...items: T[]) => {
    const at = performance.now();
    for (const item of items) seen.push({ at, item });
    return push(...items);
  };
  return seen;
}

/** The first answer of `find` within `timeoutMs`, or undefined. */
async function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined || performance.now() > deadline) return found;
    await sleep(1);
  }
}

/** Locks N fresh accounts, each from its own address; answers cause→receipt, request, response→receipt times. */
async function lockRound(daemon: Daemon, cookie: string, prefix: string, received: (usuario: string) => number | undefined) {
  const causeToReceipt: number[] = [];
  const requestMs: number[] = [];
  const missed: string[] = [];
  for (let i = 1; i <= N; i++) {
    const usuario = `${prefix}${String(i).padStart(3, '0')}`;
    const created = await call(daemon.base, 'POST', '/api/usuarios', { usuario, password: 'una-contraseña-larga-9', rol: 'consulta' }, { cookie });
    if (created.status !== 201) throw new Error(`POST /api/usuarios ${created.status}: ${JSON.stringify(created.json)}`);
    const localAddress = `127.0.${prefix === 'correo' ? 1 : 2}.${i + 1}`;
    const wrong = () => call(daemon.base, 'POST', '/api/auth/login', { usuario, password: 'equivocada' }, { localAddress });
    for (let k = 0; k < 3; k++) await wrong();
    const t0 = performance.now();
    const locking = await wrong();
    const t1 = performance.now();
    if (locking.status !== 401) throw new Error(`the locking login answered ${locking.status}`);
    // A lock is reported only while its first 2 s wait lasts: a password check slower than that raises nothing.
    const at = await waitFor(() => received(usuario), 15_000);
    if (at === undefined) {
      missed.push(`${usuario} (locking request ${(t1 - t0).toFixed(0)} ms)`);
      continue;
    }
    causeToReceipt.push(at - t0);
    requestMs.push(t1 - t0);
  }
  return { causeToReceipt, requestMs, afterAnswer: causeToReceipt.map((x, i) => x - requestMs[i]!), missed };
}

async function main() {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run "npm run build -w daemon" first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'reloj-avisos-bench-'));
  seed(dataDir);
  const smtp = await startTestSmtp({ users: { [SMTP_USER.usuario]: SMTP_USER.password } });
  const mails = stamped(smtp.received);
  let secreto: string | undefined;
  const hook = await startWebhookReceiver(() => secreto);
  const hits = stamped(hook.hits);
  const env: NodeJS.ProcessEnv = { ...process.env, RELOJ_ADMIN_USER: ADMIN.usuario, RELOJ_ADMIN_PASSWORD: ADMIN.password, TZ };
  const started = performance.now();
  const daemon = await startDaemon({ mainJs, dataDir, env, nodeArgs: [] });
  const ready = performance.now();
  console.log(`Avisos (issue 44): daemon ${mainJs}, pid ${daemon.pid}, ready in ${(performance.now() - started).toFixed(0)} ms; node ${process.version}`);
  console.log(`  ${EMPLOYEES} employees in 2 branches, 2 approved kiosks, SMTP on 127.0.0.1:${smtp.port} (STARTTLS, AUTH PLAIN)`);
  console.log(
    `  load average (1, 5, 15 min) ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  try {
    const login = await call(daemon.base, 'POST', '/api/auth/login', ADMIN);
    const cookie = login.cookie ?? '';
    if (login.status !== 200) throw new Error(`admin login ${login.status}`);
    const configure = async (webhookUrl: string) => {
      const res = await call(
        daemon.base,
        'PUT',
        '/api/avisos/configuracion',
        {
          smtp: {
            host: '127.0.0.1',
            puerto: smtp.port,
            seguridad: 'starttls',
            verificarCertificado: false,
            usuario: SMTP_USER.usuario,
            password: SMTP_USER.password,
            remitente: 'reloj@empresa.mx',
          },
          webhook: { url: webhookUrl },
          resumenHora: '07:00',
          minutosRetardo: 15,
          minutosKioscoSinSenal: 30,
        },
        { cookie },
      );
      if (res.status !== 200) throw new Error(`PUT /api/avisos/configuracion ${res.status}: ${JSON.stringify(res.json)}`);
      secreto = (res.json as { webhook: { secreto?: string } }).webhook.secreto ?? secreto;
    };
    const usuarios = await call(daemon.base, 'GET', '/api/usuarios', undefined, { cookie });
    const adminId = (usuarios.json as { id: number; usuario: string }[]).find((u) => u.usuario === ADMIN.usuario)!.id;
    const subscribe = async (avisos: string[]) => {
      const res = await call(
        daemon.base,
        'PUT',
        `/api/usuarios/${adminId}`,
        { rol: 'administrador', activo: true, email: 'duena@empresa.mx', avisos },
        { cookie },
      );
      if (res.status !== 200) throw new Error(`PUT /api/usuarios ${res.status}: ${JSON.stringify(res.json)}`);
    };
    await configure('');
    await subscribe(['cuenta_bloqueada']);
    const avisosRows = async () => ((await call(daemon.base, 'GET', '/api/avisos', undefined, { cookie })).json as unknown[]).length;

    // Cause → message, e-mail only (no webhook).
    const correo = await lockRound(daemon, cookie, 'correo', (u) => mails.find((m) => m.item.mail.subject?.includes(`«${u}»`))?.at);
    console.log(
      `\nCause → e-mail on loopback, ${N} accounts locked, ${correo.causeToReceipt.length} messages timed (the 4th wrong password → SMTP server's receipt, STARTTLS + AUTH)`,
    );
    console.log(`  cause → receipt      ${line(correo.causeToReceipt)}`);
    console.log(`  the locking request  ${line(correo.requestMs)} (scrypt of the wrong password included)`);
    console.log(`  answer → receipt     ${line(correo.afterAnswer)}`);
    if (correo.missed.length) console.log(`  no message in 15 s   ${correo.missed.join(', ')}`);

    // Cause → webhook alone: the administrator unsubscribed, a webhook configured.
    await subscribe([]);
    await configure(hook.url);
    const hitOf = (u: string) =>
      hits.find((h) => {
        const body = JSON.parse(h.item.body) as { tipo: string; datos: { usuario?: string } };
        return h.item.firmaValida && body.tipo === 'cuenta_bloqueada' && body.datos.usuario === u;
      })?.at;
    const webhook = await lockRound(daemon, cookie, 'webhook', hitOf);
    console.log(`\nCause → webhook on loopback, ${N} accounts locked, ${webhook.causeToReceipt.length} messages timed (signed POST, checked by the receiver)`);
    console.log(`  cause → receipt      ${line(webhook.causeToReceipt)}`);
    console.log(`  the locking request  ${line(webhook.requestMs)}`);
    console.log(`  answer → receipt     ${line(webhook.afterAnswer)}`);
    if (webhook.missed.length) console.log(`  no message in 15 s   ${webhook.missed.join(', ')}`);
    await configure('');
    await subscribe(['cuenta_bloqueada']);

    // Idle: SMTP configured, a recipient, nothing to send; measured once the start's one-off jobs are over (old data
    // purged and the daily backup at 60 s, the record chain checked at 120 s), and 10 s after the rounds above.
    await sleep(Math.max(10_000, SETTLE_S * 1000 - (performance.now() - ready)));
    const idleFrom = new Date();
    const rowsBefore = await avisosRows();
    const memStart = memory(daemon.pid);
    let cpuPrev = cpuSeconds(daemon.pid);
    const cpuStart = cpuPrev;
    const perMinute: number[] = [];
    for (let elapsed = 0; elapsed < DURATION_S;) {
      const step = Math.min(60, DURATION_S - elapsed);
      await sleep(step * 1000);
      elapsed += step;
      const cpu = cpuSeconds(daemon.pid);
      perMinute.push(((cpu.total - cpuPrev.total) * 1000 * 60) / step);
      cpuPrev = cpu;
    }
    const memEnd = memory(daemon.pid);
    const rowsAfter = await avisosRows();
    const idleCpuMs = (cpuPrev.total - cpuStart.total) * 1000;
    const hhmm = (at: Date) => {
      const { hour, minute } = wallClock(at, TZ);
      return `${hour}:${minute}`;
    };
    console.log(
      `\nIdle, ${DURATION_S} s (${hhmm(idleFrom)}-${hhmm(new Date())} box time), nothing to send (avisos rows ${rowsBefore} → ${rowsAfter}): the whole daemon process`,
    );
    console.log(`  CPU per minute       ${perMinute.map((x) => `${x.toFixed(0)} ms`).join(', ')} (/proc stat, 10 ms ticks)`);
    console.log(
      `  CPU average          ${((idleCpuMs * 60) / DURATION_S).toFixed(0)} ms/min = ${((idleCpuMs / (DURATION_S * 1000)) * 100).toFixed(3)} % of one core`,
    );
    console.log(`  RSS start → end      ${memStart.rssMb} → ${memEnd.rssMb} MB (anon ${memStart.anonMb} → ${memEnd.anonMb} MB; face models loaded)`);
  } finally {
    await daemon.stop();
    await smtp.stop();
    await hook.close();
  }

  // Each periodic check alone, in this process, on a copy of the daemon's data (its key file included).
  const copy = mkdtempSync(join(tmpdir(), 'reloj-avisos-bench-copia-'));
  cpSync(dataDir, copy, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startTestServer({ dataDir: copy, withoutAdmin: true, env: { TZ } });
  const { services, db } = server;
  const cpuMedian: Record<string, number> = {};
  const timed = async (name: string, fn: () => unknown) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await fn();
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    cpuMedian[name] = stats(cpu).median;
    return `wall ${ms(stats(wall).median)}, CPU ${ms(stats(cpu).median)} (median of ${RUNS})`;
  };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  services.avisosProgramados.revisar(); // the first of the process: today's summary is worked out once past its hour
  const firstWall = performance.now() - t0;
  const firstCpu = process.cpuUsage(c0);
  console.log(`\nEach periodic check alone (this process, ${EMPLOYEES} employees, 2 kiosks)`);
  console.log(`  programados, first of the day   wall ${ms(firstWall)}, CPU ${ms((firstCpu.user + firstCpu.system) / 1000)}`);
  console.log(`  programados (every minute)      ${await timed('programados', () => services.avisosProgramados.revisar())}`);
  console.log(`  vigilancia: kiosks (every min)  ${await timed('kioscos', () => services.avisosInmediatos.revisarKioscos())}`);
  console.log(`  vigilancia: disk (every min)    ${await timed('disco', () => services.disk.status())}`);
  console.log(`  sender, nothing due (every 30 s) ${await timed('envio', () => services.avisos.sendDue())}`);
  const share = cpuMedian.programados! + cpuMedian.kioscos! + cpuMedian.disco! + 2 * cpuMedian.envio!;
  console.log(`  = the avisos jobs' CPU per idle minute ≈ ${ms(share)} (programados + kiosks + disk + 2 × sender)`);
  db.prepare('UPDATE dispositivos SET last_seen_at = ?').run(new Date(Date.now() - 2 * 3_600_000).toISOString());
  console.log(
    `  kiosks, both silent for 2 h     ${await timed('silenciosos', () => services.avisosInmediatos.revisarKioscos())} (the branches' schedules read)`,
  );

  // What the checks leave behind: the heap after a forced collection, before and after 100 of each.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const heap0 = process.memoryUsage().heapUsed;
  for (let i = 0; i < 100; i++) {
    services.avisosProgramados.revisar();
    services.avisosInmediatos.revisarKioscos();
    await services.avisos.sendDue();
  }
  gc();
  const heap1 = process.memoryUsage().heapUsed;
  console.log(`  heap change over 100 rounds of the three (after GC)  ${((heap1 - heap0) / 1024).toFixed(0)} KiB`);
  await server.close();
  console.log(
    `\nLoad average (1, 5, 15 min) at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
}

await main();
