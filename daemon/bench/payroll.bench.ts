/**
 * Payroll handoff benchmark: a quincena (15 days) of EMPLOYEES employees punching twice a day, some late and some
 * staying late, in a fresh SQLite file, plus the days of the quincena's first week before it (the pre-nómina reads
 * them to continue the week's overtime count, LFT art. 68); prints the time to compute the pre-nómina, to write the
 * Excel workbook and the incidencias files, their sizes, and the RSS. Each figure is the median wall time and, beside
 * it, the median CPU time of the process: on a box shared with other jobs the second is the steadier one.
 * Run: npx tsx bench/payroll.bench.ts (part of `make bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { datesBetween, instantOf, weekStart } from '@reloj/contract/dates';
import { systemClock } from '../src/lib/clock.js';
import { createPrestacionesService } from '../src/services/prestaciones/index.js';
import { createPrenominaService } from '../src/services/prenomina/index.js';
import { createExportacionService } from '../src/services/exportacion/index.js';
import { prng } from './load-seed.js';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 300);
const RUNS = Number(process.env.RUNS ?? 5);
const TZ = 'America/Mexico_City';
const RANGE = { desde: '2026-03-01', hasta: '2026-03-15' };
/** Monday 23 February: the quincena's first week starts before it. */
const SEEDED_FROM = weekStart(RANGE.desde, 1);

const dir = mkdtempSync(join(tmpdir(), 'reloj-payroll-bench-'));
const db = openDatabase(join(dir, 'bench.sqlite'));
migrate(db);

function seed(): { total: number; inRange: number } {
  const now = new Date().toISOString();
  const inside = prng(20261125); // the quincena's punches are the same as before the week before it was seeded
  const before = prng(20260223);
  const sucursal = Number(db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('CENTRO', ?, ?)").run(now, now).lastInsertRowid);
  const puesto = Number(
    db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('CAJERO', 31550, ?, ?)").run(now, now).lastInsertRowid,
  );
  const employee = db.prepare(
    // 09:00-18:00 with 60 min of meal: 8 h, the diurna maximum (LFT art. 61), so that overtime is only the time stayed.
    `INSERT INTO empleados (nombre, numero_empleado, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, minutos_comida, created_at, updated_at)
     VALUES (?, ?, ?, ?, 31550, '2025-01-06', '09:00', '18:00', 60, ?, ?)`,
  );
  const punch = db.prepare(
    `INSERT INTO checadas (empleado_id, tipo, hora, fecha_local, created_at, manual, motivo, registrado_por) VALUES (?, ?, ?, ?, ?, 1, 'carga de prueba', 'bench')`,
  );
  let punches = 0;
  let inRange = 0;
  db.transaction(() => {
    for (let i = 0; i < EMPLOYEES; i++) {
      const id = Number(employee.run(`EMPLEADO ${i + 1}`, String(i + 1).padStart(5, '0'), sucursal, puesto, now, now).lastInsertRowid);
      for (const fecha of datesBetween(SEEDED_FROM, RANGE.hasta)) {
        const random = fecha < RANGE.desde ? before : inside;
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
        if (fecha >= RANGE.desde) inRange += 2;
      }
    }
  })();
  return { total: punches, inRange };
}

const median = (samples: number[]) => samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;

async function time<T>(fn: () => Promise<T> | T): Promise<{ ms: number; cpu: number; result: T }> {
  let result = await fn(); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    result = await fn();
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(wall), cpu: median(cpu), result };
}

/** '   412.3 ms (CPU   398.1 ms)' */
const figure = (t: { ms: number; cpu: number }) => `${t.ms.toFixed(1).padStart(8)} ms (CPU ${t.cpu.toFixed(1).padStart(7)} ms)`;

const punches = seed();
const repositories = createRepositories(db);
const prenomina = createPrenominaService({ ...repositories, clock: systemClock, timeZone: TZ });
const exports = createExportacionService({ ...repositories, clock: systemClock, prenomina });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `Payroll handoff: ${EMPLOYEES} employees, ${punches.inRange} punches in ${RANGE.desde}..${RANGE.hasta} ` +
    `(${punches.total} from ${SEEDED_FROM}, the week's first day), median of ${RUNS}`,
);
const json = await time(() => prenomina.get(RANGE));
console.log(`  pre-nómina (JSON)            ${figure(json)}`);
const xlsx = await time(() => exports.workbook(RANGE, 'bench'));
console.log(`  Excel workbook               ${figure(xlsx)}   ${kb(xlsx.result.bytes.length)}`);
for (const perfil of ['contpaqi', 'noi'] as const) {
  const file = await time(() => exports.incidenciasFile({ ...RANGE, perfil }, 'bench'));
  console.log(`  incidencias ${perfil.padEnd(16)} ${figure(file)}   ${kb(file.result.bytes.length)}`);
}
const one = await time(() => prenomina.computeEmployee(RANGE, Math.ceil(EMPLOYEES / 2)));
console.log(`  one employee (kiosk status)  ${figure(one)}`);
// Issue 31: the aguinaldo counts each employee's faltas of the whole year with the engine, month by month.
const prestaciones = createPrestacionesService({
  ...repositories,
  clock: systemClock,
  timeZone: TZ,
  inicioCaja: () => null,
  compute: prenomina.compute,
  computeEmployee: prenomina.computeEmployee,
});
const aguinaldo = await time(() => prestaciones.aguinaldo({ anio: 2026, fecha: '2026-12-31' }, null));
console.log(`  aguinaldo (a whole year)     ${figure(aguinaldo)}`);
console.log(`  RSS                          ${(process.memoryUsage().rss / 1048576).toFixed(0).padStart(8)} MB`);
closeDatabase(db);
rmSync(dir, { recursive: true, force: true });
