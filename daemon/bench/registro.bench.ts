/**
 * The record chain's cost (issue 29 item 4), in a fresh SQLite file with the product's pragmas (WAL, synchronous=FULL):
 * - per punch: the median time of storing one punch in its own transaction, as the kiosk does, with the chain's
 *   trigger and without it (dropped for the comparison only); the difference is what the chain costs a punch;
 * - verification: the time and peak RSS to recompute a chain of ROWS links (punches) and compare every row.
 * Run: npx tsx bench/registro.bench.ts (part of `make bench`). ROWS=100000 and SAMPLES=2000 by default.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { systemClock } from '../src/lib/clock.js';
import { createRegistroService } from '../src/services/registro/index.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const SAMPLES = Number(process.env.SAMPLES ?? 2_000);

const dir = mkdtempSync(join(tmpdir(), 'reloj-registro-bench-'));

/** A migrated database with one employee and one kiosk, and a function storing one punch in its own transaction. */
function seeded(file: string) {
  const db = openDatabase(join(dir, file));
  migrate(db);
  const now = new Date().toISOString();
  db.prepare("INSERT INTO sucursales (id, nombre, created_at, updated_at) VALUES (1, 'CENTRO', ?, ?)").run(now, now);
  db.prepare("INSERT INTO puestos (id, nombre, salario_diario_centavos, created_at, updated_at) VALUES (1, 'CAJERO', 31550, ?, ?)").run(now, now);
  db.prepare(
    `INSERT INTO empleados (id, nombre, numero_empleado, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, minutos_comida, created_at, updated_at)
     VALUES (1, 'ANA', '00001', 1, 1, 31550, '2025-01-06', '09:00', '18:00', 60, ?, ?)`,
  ).run(now, now);
  db.prepare(
    "INSERT INTO dispositivos (id, fingerprint_sha256, codigo, nombre, status, first_seen_at, last_seen_at) VALUES (1, 'bench', 'K1', 'CAJA 1', 'approved', ?, ?)",
  ).run(now, now);
  const insertPunch = db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, idempotency_key, created_at)
     VALUES (1, 1, ?, ?, '2026-03-10', 0.9312, 0.88, ?, ?)`,
  );
  let n = 0;
  const punch = () => {
    n += 1;
    const hora = new Date(Date.UTC(2026, 2, 10, 15) + n * 1000).toISOString();
    insertPunch.run(n % 2 ? 'entrada' : 'salida', hora, `clave-${n}`, hora);
  };
  return { db, punchOnce: db.transaction(punch), punchMany: db.transaction((count: number) => Array.from({ length: count }, punch)) };
}

function medianPunchMs(punchOnce: () => void, samples: number): number {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    punchOnce();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const chained = seeded('con-cadena.sqlite');
const unchained = seeded('sin-cadena.sqlite');
unchained.db.exec('DROP TRIGGER checadas_eslabon');
medianPunchMs(chained.punchOnce, 200); // warm-up
medianPunchMs(unchained.punchOnce, 200);
const withChain = medianPunchMs(chained.punchOnce, SAMPLES);
const withoutChain = medianPunchMs(unchained.punchOnce, SAMPLES);
closeDatabase(unchained.db);
console.log(`Record chain: ${SAMPLES} punches each in its own transaction (synchronous=FULL), median`);
console.log(`  with the chain's link        ${withChain.toFixed(3)} ms`);
console.log(`  without it                   ${withoutChain.toFixed(3)} ms`);
console.log(`  cost of the link per punch   ${(withChain - withoutChain).toFixed(3)} ms`);

// Fill up to ROWS links in large transactions, then verify.
const { db } = chained;
const repo = createRepositories(db);
while (repo.registro.count() < ROWS) chained.punchMany(Math.min(10_000, ROWS - repo.registro.count()));
const registro = createRegistroService({ registro: repo.registro, clock: systemClock });
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const result = await registro.verificar('consola');
const verifyMs = performance.now() - t0;
const rssAfter = process.memoryUsage().rss;
console.log(
  `Verification of ${result.filas.toLocaleString('en')} links: ${verifyMs.toFixed(0)} ms, RSS ${Math.round(rssBefore / 1e6)} → ${Math.round(rssAfter / 1e6)} MB`,
);
console.log(`  result: ${result.ok ? 'ok' : `broken: ${result.primeraRotura?.motivo}`}`);

closeDatabase(db);
rmSync(dir, { recursive: true, force: true });
