/**
 * Payroll handoff benchmark: a quincena (15 days) of EMPLOYEES employees punching twice a day, some late and some
 * staying late, in a fresh SQLite file; prints the time to compute the pre-nómina, to write the Excel workbook and
 * the incidencias files, their sizes, and the RSS. Run: npx tsx bench/payroll.bench.ts (part of `make bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { datesBetween, instantOf } from '@reloj/contract/dates';
import { systemClock } from '../src/lib/clock.js';
import { createPrenominaService } from '../src/services/prenomina.js';
import { createPayrollExportService } from '../src/services/payrollExport.js';
import { prng } from './load-seed.js';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 300);
const RUNS = Number(process.env.RUNS ?? 5);
const TZ = 'America/Mexico_City';
const RANGE = { desde: '2026-03-01', hasta: '2026-03-15' };

const dir = mkdtempSync(join(tmpdir(), 'reloj-payroll-bench-'));
const db = openDatabase(join(dir, 'bench.sqlite'));
migrate(db);

function seed(): number {
  const now = new Date().toISOString();
  const random = prng(20261125);
  const sucursal = Number(db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('CENTRO', ?, ?)").run(now, now).lastInsertRowid);
  const puesto = Number(db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('CAJERO', 31550, ?, ?)").run(now, now).lastInsertRowid);
  const employee = db.prepare(
    `INSERT INTO empleados (nombre, numero_empleado, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, created_at, updated_at)
     VALUES (?, ?, ?, ?, 31550, '2025-01-06', '09:00', '18:00', ?, ?)`,
  );
  const punch = db.prepare(
    `INSERT INTO checadas (empleado_id, tipo, hora, fecha_local, created_at, manual, motivo, registrado_por) VALUES (?, ?, ?, ?, ?, 1, 'carga de prueba', 'bench')`,
  );
  let punches = 0;
  db.transaction(() => {
    for (let i = 0; i < EMPLOYEES; i++) {
      const id = Number(employee.run(`EMPLEADO ${i + 1}`, String(i + 1).padStart(5, '0'), sucursal, puesto, now, now).lastInsertRowid);
      for (const fecha of datesBetween(RANGE.desde, RANGE.hasta)) {
        if (new Date(`${fecha}T12:00:00Z`).getUTCDay() === 0 || random() < 0.05) continue; // Sundays off, 5 % faltas
        const late = random() < 0.15 ? Math.floor(random() * 40) : 0;
        const stay = random() < 0.2 ? 60 + Math.floor(random() * 120) : 0;
        const at = (minutes: number) => {
          const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
          const mm = String(minutes % 60).padStart(2, '0');
          return instantOf(`${fecha}T${hh}:${mm}`, TZ).toISOString();
        };
        punch.run(id, 'entrada', at(9 * 60 - 5 + late), fecha, now);
        punch.run(id, 'salida', at(18 * 60 + stay), fecha, now);
        punches += 2;
      }
    }
  })();
  return punches;
}

async function time<T>(fn: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  let result = await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)] as number, result };
}

const punches = seed();
const prenomina = createPrenominaService({ db, clock: systemClock, timeZone: TZ });
const exports = createPayrollExportService({ db, clock: systemClock, prenomina });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`Payroll handoff: ${EMPLOYEES} employees, ${punches} punches, ${RANGE.desde}..${RANGE.hasta} (median of ${RUNS})`);
const json = await time(() => prenomina.get(RANGE));
console.log(`  pre-nómina (JSON)            ${json.ms.toFixed(1).padStart(8)} ms`);
const xlsx = await time(() => exports.workbook(RANGE));
console.log(`  Excel workbook               ${xlsx.ms.toFixed(1).padStart(8)} ms   ${kb(xlsx.result.bytes.length)}`);
for (const perfil of ['contpaqi', 'noi'] as const) {
  const file = await time(() => exports.incidenciasFile({ ...RANGE, perfil }));
  console.log(`  incidencias ${perfil.padEnd(16)} ${file.ms.toFixed(1).padStart(8)} ms   ${kb(file.result.bytes.length)}`);
}
const one = await time(() => prenomina.computeEmployee(RANGE, Math.ceil(EMPLOYEES / 2)));
console.log(`  one employee (kiosk status)  ${one.ms.toFixed(1).padStart(8)} ms`);
console.log(`  RSS                          ${(process.memoryUsage().rss / 1048576).toFixed(0).padStart(8)} MB`);
closeDatabase(db);
rmSync(dir, { recursive: true, force: true });
