/**
 * How long a backup of a realistic database keeps the daemon's event loop (the kiosk) waiting, and how long it takes:
 * SQLite's online backup API stepped on the daemon's connection (how backups were made before issue 26), against the
 * VACUUM INTO copy on a worker thread that backups are made with now; then what rewriting one backup without a
 * person's biometrics costs, and the WAL checkpoint after an erasure.
 *
 *   cd daemon && npx tsx bench/respaldo.ts [employees=200] [days=365] [photoDays=90]
 *
 * The database: `employees` employees with 3 templates each (2 KB embedding, 5 KB crop), two kiosk punches a working
 * day for `days` days, a 5 KB photo on those of the last `photoDays` days (the default retention), the outbox rows the
 * punches write. The event loop's delay is sampled every 5 ms while each runs, and for 3 s of nothing as a baseline
 * (on a loaded machine the baseline is not zero: compare with it).
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { closeDatabase, liveDatabase, openDatabase, type Db } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { systemClock } from '../src/lib/clock.js';
import { fsyncPath } from '../src/lib/fsync.js';
import { createLogger } from '../src/logger.js';
import { createRespaldosService } from '../src/services/respaldos/index.js';

const [employees = 200, days = 365, photoDays = 90] = process.argv.slice(2).map(Number);
const MB = 1024 * 1024;

function seed(db: Db) {
  const now = new Date().toISOString();
  db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('CENTRO', ?, ?)").run(now, now);
  db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('CAJERO', 30000, ?, ?)").run(now, now);
  db.prepare(
    "INSERT INTO dispositivos (fingerprint_sha256, codigo, nombre, sucursal_id, status, first_seen_at, last_seen_at) VALUES ('x', 'K1', 'Entrada', 1, 'approved', ?, ?)",
  ).run(now, now);
  const employee = db.prepare(
    `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
     VALUES (?, 1, 1, 30000, '2025-01-06', '09:00', '18:00', ?, ?)`,
  );
  const face = db.prepare(
    "INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, ?, 'fr_feature@bench', 0.9, ?, ?)",
  );
  const punch = db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, created_at)
     VALUES (?, 1, ?, ?, ?, 0.7, 0.98, ?, ?)`,
  );
  db.transaction(() => {
    for (let e = 1; e <= employees; e++) {
      employee.run(`EMPLEADO ${e}`, now, now);
      for (let t = 0; t < 3; t++) face.run(e, randomBytes(2048), randomBytes(5 * 1024), now);
    }
  })();
  const start = Date.now() - days * 86_400_000;
  for (let d = 0; d < days; d++) {
    const day = new Date(start + d * 86_400_000);
    const withPhoto = d >= days - photoDays;
    db.transaction(() => {
      for (let e = 1; e <= employees; e++)
        for (const [tipo, hour] of [
          ['entrada', 15],
          ['salida', 24],
        ] as const) {
          const hora = new Date(day.getTime() + hour * 3_600_000 + e * 1000).toISOString();
          punch.run(e, tipo, hora, hora.slice(0, 10), withPhoto ? randomBytes(5 * 1024) : null, hora);
        }
    })();
  }
}

/**
 * Runs `job` sampling the event loop's delay every 5 ms (longest and 99th percentile), and how much of the time the
 * loop was busy running code rather than waiting (event-loop utilisation: on a loaded machine a delay can also be the
 * OS scheduling other work; the busy time is this thread's own).
 */
async function measure(job: () => Promise<unknown>): Promise<{ ms: number; maxLagMs: number; p99LagMs: number; busyMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  await job();
  const ms = performance.now() - started;
  const used = performance.eventLoopUtilization(elu);
  histogram.disable();
  return {
    ms: Math.round(ms),
    maxLagMs: Math.round(histogram.max / 1e6),
    p99LagMs: Math.round(histogram.percentile(99) / 1e6),
    busyMs: Math.round(used.active),
  };
}

const show = (m: Awaited<ReturnType<typeof measure>>) =>
  `${m.ms} ms, event loop busy ${m.busyMs} ms of them, delayed up to ${m.maxLagMs} ms (p99 ${m.p99LagMs} ms)`;

const dir = mkdtempSync(join(tmpdir(), 'reloj-bench-backup-'));
try {
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  migrate(db);
  const seeded = performance.now();
  seed(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  const size = statSync(join(dir, 'reloj.sqlite')).size;
  console.log(
    `database: ${employees} employees, ${days} days of punches (${employees * 2 * days}), photos on the last ${photoDays} days: ${(size / MB).toFixed(1)} MB (seeded in ${Math.round((performance.now() - seeded) / 1000)} s)`,
  );

  const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  console.log(`baseline, nothing to do: ${show(idle)}`);

  // Before issue 26 (then services/backups.ts): the online backup API, the copy opened to switch it out of WAL, fsync.
  const online = await measure(async () => {
    const copy = join(dir, 'online.sqlite');
    await db.backup(copy);
    const check = new Database(copy);
    check.pragma('journal_mode = DELETE');
    check.prepare('SELECT count(*) FROM sqlite_schema').get();
    check.close();
    fsyncPath(copy);
  });
  console.log(`before: online backup API on the daemon's connection: ${show(online)}`);

  const service = createRespaldosService({
    ...createRepositories(db),
    database: liveDatabase(db),
    dataDir: dir,
    clock: systemClock,
    timeZone: 'America/Mexico_City',
    machineId: '0a1b2c3d',
    logger: createLogger('silent'),
  });
  let nombre = '';
  const vacuum = await measure(async () => (nombre = (await service.create('manual')).nombre));
  console.log(`now: VACUUM INTO on a worker thread, signed: ${show(vacuum)}; ${(statSync(join(service.directory, nombre)).size / MB).toFixed(1)} MB`);

  // One person's biometrics erased: the database first (what the request does), then every backup that holds them.
  const request = performance.now();
  db.transaction(() => {
    service.queueErasure(1, { fotos: true, motivo: 'arco.cancelar_biometricos' });
    db.prepare('DELETE FROM rostros WHERE empleado_id = 1').run();
    db.prepare('UPDATE checadas SET snapshot_jpeg = NULL WHERE empleado_id = 1 AND snapshot_jpeg IS NOT NULL').run();
  })();
  console.log(`erasure of one employee (3 templates, ${photoDays * 2} photos) in the database: ${Math.round(performance.now() - request)} ms`);
  const erased = await measure(() => service.idle());
  console.log(`then from the backup (WAL checkpoint, rewrite, re-sign): ${show(erased)}`);
  const checkpoint = performance.now();
  db.pragma('wal_checkpoint(TRUNCATE)');
  console.log(`wal_checkpoint(TRUNCATE) with an empty WAL: ${(performance.now() - checkpoint).toFixed(1)} ms`);
  closeDatabase(db);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
