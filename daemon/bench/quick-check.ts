/**
 * What the start-up database check costs (issue 26): `PRAGMA quick_check` (jobs/databaseCheck.ts) on the database a
 * box has after a year of EMPLOYEES employees punching twice every working day (Monday to Saturday), built through
 * the repositories: each face punch keeps its 112x112 photo for the 90 days of the default retention (none before),
 * each employee has 3 face templates. Prints the file's size and the check's time with the file in the page cache
 * (a restart) and, where this machine lets root drop the cache, from the disk (a boot); `integrity_check`, what a
 * restore runs, for comparison. Run: npx tsx bench/quick-check.ts   (EMPLOYEES=200 DAYS=365 RUNS=5)
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { addDays, instantOf } from '@reloj/contract/dates';
import { DIAS_FOTOS_DEFAULT } from '@reloj/contract/privacidad';
import { DB_FILE } from '../src/paths.js';
import { closeDatabase, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { catalogueRepository } from '../src/db/repositories/catalogues.js';
import { deviceRepository } from '../src/db/repositories/devices.js';
import { employeeRepository } from '../src/db/repositories/employees.js';
import { faceRepository } from '../src/db/repositories/faces.js';
import { attendanceRepository } from '../src/db/repositories/attendance.js';
import { puestos, sucursales } from '../src/services/catalogues/index.js';
import { checkDatabaseAtStart } from '../src/jobs/databaseCheck.js';
import { facePath } from '../src/test-support/faces.js';
import { prng } from './load-seed.js';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 200);
const DAYS = Number(process.env.DAYS ?? 365);
const RUNS = Number(process.env.RUNS ?? 5);
const TZ = 'America/Mexico_City';
const TODAY = '2026-03-31';

const dir = mkdtempSync(join(tmpdir(), 'reloj-quick-check-'));
const dbFile = join(dir, DB_FILE);

function unitVector(random: () => number): Float32Array {
  const v = Float32Array.from({ length: 512 }, () => random() - 0.5);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

async function build(): Promise<{ punches: number; photos: number; cropBytes: number }> {
  const crop = await sharp(facePath('people', 'obama', '1.jpg'))
    .resize(112, 112, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const random = prng(20260331);
  const db = openDatabase(dbFile);
  migrate(db);
  const now = `${TODAY}T12:00:00.000Z`;
  const sucursal = catalogueRepository(db, sucursales).insert('CENTRO', undefined, { zona: 'general' }, now);
  const puesto = catalogueRepository(db, puestos).insert('CAJERO', 31550, {}, now);
  const device = deviceRepository(db).insert(randomBytes(32).toString('hex'), 'ABCD-EFGH', now);
  const employees = employeeRepository(db);
  const faces = faceRepository(db);
  const punches = attendanceRepository(db);
  const ids: number[] = [];
  db.transaction(() => {
    for (let i = 0; i < EMPLOYEES; i++) {
      const id = employees.insert(
        {
          nombre: `EMPLEADO ${i + 1}`,
          sucursalId: sucursal,
          puestoId: puesto,
          salarioCentavos: 31550,
          bonoId: null,
          bonoCentavos: 0,
          fechaIngreso: '2024-01-08',
          horaEntrada: '09:00',
          horaSalida: '18:00',
          diasDescanso: [0],
          minutosComida: 60,
          numeroEmpleado: String(i + 1),
        },
        now,
      );
      ids.push(id);
      for (let t = 0; t < 3; t++)
        faces.insert({ employeeId: id, embedding: unitVector(random), modelId: 'fr_feature@bench', quality: 0.9, cropJpeg: crop, createdAt: now });
    }
  })();
  let count = 0;
  let photos = 0;
  const at = (fecha: string, minutes: number) =>
    instantOf(`${fecha}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, TZ).toISOString();
  for (let d = DAYS; d >= 1; d--) {
    const fecha = addDays(TODAY, -d);
    if (new Date(`${fecha}T12:00:00Z`).getUTCDay() === 0) continue;
    const withPhoto = d <= DIAS_FOTOS_DEFAULT;
    db.transaction(() => {
      for (const id of ids) {
        if (random() < 0.04) continue; // a falta now and then
        for (const [tipo, minutes] of [
          ['entrada', 9 * 60 - 10 + Math.floor(random() * 25)],
          ['salida', 18 * 60 + Math.floor(random() * 60)],
        ] as const) {
          punches.insert({
            empleadoId: id,
            dispositivoId: device,
            tipo,
            hora: at(fecha, minutes),
            fechaLocal: fecha,
            matchScore: 0.6 + random() * 0.3,
            liveness: 0.97,
            snapshot: withPhoto ? crop : null,
            idempotencyKey: randomBytes(16).toString('hex'),
            nip: 0,
          });
          count += 1;
          if (withPhoto) photos += 1;
        }
      }
    })();
  }
  closeDatabase(db);
  return { punches: count, photos, cropBytes: crop.length };
}

/** Drops the kernel's page cache (root only), so the next read comes from the disk as after a boot. */
function dropCache(): boolean {
  try {
    execFileSync('sync');
    writeFileSync('/proc/sys/vm/drop_caches', '1');
    return true;
  } catch {
    return false;
  }
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;

function timeOf(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

const pragma = (name: 'quick_check' | 'integrity_check') => () => {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma(name) as Record<string, string>[];
    if (rows[0]?.[name] !== 'ok') throw new Error(`${name}: ${JSON.stringify(rows)}`);
  } finally {
    db.close();
  }
};
const startCheck = () => {
  const check = checkDatabaseAtStart(dir);
  if (!check.ok) throw new Error(check.problem.finding);
};

const built = performance.now();
const { punches, photos, cropBytes } = await build();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `quick_check at start: ${EMPLOYEES} employees, ${DAYS} days, ${punches} punches (${photos} with a ${(cropBytes / 1024).toFixed(1)} KB photo), ` +
    `${mb(statSync(dbFile).size)} file, built in ${((performance.now() - built) / 1000).toFixed(1)} s (median of ${RUNS})`,
);
startCheck(); // warm the page cache
console.log(
  `  checkDatabaseAtStart, cached   ${median(Array.from({ length: RUNS }, () => timeOf(startCheck)))
    .toFixed(0)
    .padStart(6)} ms`,
);
console.log(
  `  quick_check, cached            ${median(Array.from({ length: RUNS }, () => timeOf(pragma('quick_check'))))
    .toFixed(0)
    .padStart(6)} ms`,
);
console.log(
  `  integrity_check, cached        ${median(Array.from({ length: RUNS }, () => timeOf(pragma('integrity_check'))))
    .toFixed(0)
    .padStart(6)} ms`,
);
if (dropCache()) {
  const cold = Array.from({ length: RUNS }, () => {
    dropCache();
    return timeOf(startCheck);
  });
  console.log(`  checkDatabaseAtStart, from disk ${median(cold).toFixed(0).padStart(5)} ms`);
} else {
  console.log('  from disk: not measured (dropping the page cache needs root)');
}
rmSync(dir, { recursive: true, force: true });
