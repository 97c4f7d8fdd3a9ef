/**
 * Issue 41's bench: the pre-nómina of a quincena for EMPLOYEES employees on mixed turnos and rotations, and in the same
 * run the same number on the single schedule of before (a weekly turno, as migration 036 leaves every employee), each
 * in a fresh SQLite file. Mixed: a quarter each on 'L-V 9-18, S 9-14', a split 10-15 y 17-20, a rol of three weekly
 * shifts (matutino, vespertino, nocturno) and a 12x24 cycle; each punches its own segments, some late, some early.
 * Prints the median wall and CPU time of GET /api/prenomina's computation and of one employee's (the kiosk's status).
 * Run: npx tsx bench/turnos.bench.ts (part of `make bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, datesBetween, instantOf, weekStart } from '@reloj/contract/dates';
import { segmentSpan, type TurnoDia } from '@reloj/contract/turnos';
import { diaProgramado, type Horario } from '@reloj/payroll';
import { closeDatabase, openDatabase, type Db } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { systemClock } from '../src/lib/clock.js';
import { createPrenominaService } from '../src/services/prenomina/index.js';
import { prng } from './load-seed.js';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 500);
const RUNS = Number(process.env.RUNS ?? 5);
const TZ = 'America/Mexico_City';
const RANGE = { desde: '2026-03-01', hasta: '2026-03-15' };
const SEEDED_FROM = weekStart(RANGE.desde, 1);

const seg = (entrada: string, salida: string) => ({ entrada, salida });
const REST: TurnoDia = { segmentos: [], minutosComida: 0 };
const six = (dia: TurnoDia): TurnoDia[] => [dia, dia, dia, dia, dia, dia, REST];
const NUEVE: TurnoDia = { segmentos: [seg('09:00', '18:00')], minutosComida: 60 };

type TurnoSeed = { nombre: string; codigo: string; tipo: 'semanal' | 'ciclo'; dias: TurnoDia[]; inicioCiclo?: string };
const SINGLE: TurnoSeed[] = [{ nombre: 'L-S 09:00-18:00', codigo: '9-18', tipo: 'semanal', dias: six(NUEVE) }];
const MIXED: TurnoSeed[] = [
  { nombre: 'L-V 9-18, S 9-14', codigo: 'LVS', tipo: 'semanal', dias: [NUEVE, NUEVE, NUEVE, NUEVE, NUEVE, { segmentos: [seg('09:00', '14:00')] }, REST] },
  { nombre: 'Partido', codigo: 'PAR', tipo: 'semanal', dias: six({ segmentos: [seg('10:00', '15:00'), seg('17:00', '20:00')] }) },
  { nombre: 'Matutino', codigo: 'MAT', tipo: 'semanal', dias: six({ segmentos: [seg('07:00', '15:00')] }) },
  { nombre: 'Vespertino', codigo: 'VES', tipo: 'semanal', dias: six({ segmentos: [seg('15:00', '22:30')] }) },
  { nombre: 'Nocturno', codigo: 'NOC', tipo: 'semanal', dias: six({ segmentos: [seg('22:30', '05:30')] }) },
  {
    nombre: '12x24',
    codigo: '12',
    tipo: 'ciclo',
    dias: [{ segmentos: [seg('07:00', '19:00')] }, { segmentos: [seg('19:00', '07:00')] }, REST],
    inicioCiclo: '2026-01-01',
  },
];

/** A company in a fresh file: its turnos, a rol of MAT/VES/NOC when mixed, EMPLOYEES employees and their punches. */
function seed(db: Db, turnos: TurnoSeed[], mixed: boolean): number {
  const now = new Date().toISOString();
  const random = prng(20261202);
  const sucursal = Number(db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('CENTRO', ?, ?)").run(now, now).lastInsertRowid);
  const puesto = Number(
    db.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('CAJERO', 31550, ?, ?)").run(now, now).lastInsertRowid,
  );
  const insertTurno = db.prepare(
    `INSERT INTO turnos (nombre, codigo, color, tipo, dias, inicio_ciclo, creado_en, actualizado_en) VALUES (?, ?, '#336699', ?, ?, ?, ?, ?)`,
  );
  const turnoIds = turnos.map((t) =>
    Number(insertTurno.run(t.nombre, t.codigo, t.tipo, JSON.stringify(t.dias), t.inicioCiclo ?? null, now, now).lastInsertRowid),
  );
  const rolId = mixed
    ? Number(
        db
          .prepare("INSERT INTO roles (nombre, turnos, inicio, creado_en, actualizado_en) VALUES ('Tres turnos', ?, '2026-01-05', ?, ?)")
          .run(JSON.stringify(turnoIds.slice(2, 5)), now, now).lastInsertRowid,
      )
    : null;
  const employee = db.prepare(
    `INSERT INTO empleados (nombre, numero_empleado, sucursal_id, puesto_id, salario_diario_centavos, fecha_ingreso, hora_entrada, hora_salida, minutos_comida, created_at, updated_at)
     VALUES (?, ?, ?, ?, 31550, '2025-01-06', '09:00', '18:00', 60, ?, ?)`,
  );
  const asignar = db.prepare(
    "INSERT INTO asignaciones (empleado_id, turno_id, rol_id, vigente_desde, registrado_por, registrado_en) VALUES (?, ?, ?, '2025-01-06', 'bench', ?)",
  );
  const punch = db.prepare(
    `INSERT INTO checadas (empleado_id, tipo, hora, fecha_local, created_at, manual, motivo, registrado_por) VALUES (?, ?, ?, ?, ?, 1, 'carga de prueba', 'bench')`,
  );
  const turnoMap = new Map(
    turnos.map((t, i) => [
      turnoIds[i]!,
      { id: turnoIds[i]!, nombre: t.nombre, codigo: t.codigo, color: '#336699', tipo: t.tipo, dias: t.dias, inicioCiclo: t.inicioCiclo ?? null },
    ]),
  );
  const roles = new Map(rolId ? [[rolId, { id: rolId, nombre: 'Tres turnos', turnos: turnoIds.slice(2, 5), inicio: '2026-01-05' }]] : []);
  let punches = 0;
  db.transaction(() => {
    for (let i = 0; i < EMPLOYEES; i++) {
      const id = Number(employee.run(`EMPLEADO ${i + 1}`, String(i + 1).padStart(5, '0'), sucursal, puesto, now, now).lastInsertRowid);
      // Mixed: LVS, PAR, the rol, 12x24 in turn; single: everyone on the one weekly turno.
      const kind = mixed ? i % 4 : 0;
      const turnoId = !mixed ? turnoIds[0]! : kind === 0 ? turnoIds[0]! : kind === 1 ? turnoIds[1]! : kind === 3 ? turnoIds[5]! : null;
      asignar.run(id, turnoId, turnoId === null ? rolId : null, now);
      const horario: Horario = {
        turnos: turnoMap,
        roles,
        asignaciones: [{ vigenteDesde: '2025-01-06', turnoId, rolId: turnoId === null ? rolId : null }],
        cambios: [],
      };
      for (const fecha of datesBetween(SEEDED_FROM, RANGE.hasta)) {
        const dia = diaProgramado(horario, fecha)!;
        if (dia.segmentos.length === 0 || random() < 0.05) continue; // rest days, 5 % faltas
        for (const s of dia.segmentos) {
          const { start, end } = segmentSpan(s);
          const late = random() < 0.15 ? Math.floor(random() * 40) : 0;
          const early = random() < 0.05 ? 30 + Math.floor(random() * 60) : 0;
          const stay = early === 0 && random() < 0.2 ? 60 + Math.floor(random() * 120) : 0;
          const at = (minutes: number) => {
            const day = addDays(fecha, Math.floor(minutes / 1440));
            const m = minutes % 1440;
            return instantOf(`${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`, TZ).toISOString();
          };
          punch.run(id, 'entrada', at(start - 5 + late), fecha, now);
          punch.run(id, 'salida', at(end - early + stay), fecha, now);
          punches += 2;
        }
      }
    }
  })();
  return punches;
}

const median = (samples: number[]) => samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;

function time<T>(fn: () => T): { ms: number; cpu: number; result: T } {
  let result = fn(); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    result = fn();
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(wall), cpu: median(cpu), result };
}

const figure = (t: { ms: number; cpu: number }) => `${t.ms.toFixed(1).padStart(8)} ms (CPU ${t.cpu.toFixed(1).padStart(7)} ms)`;

console.log(`Turnos: ${EMPLOYEES} employees, the quincena ${RANGE.desde}..${RANGE.hasta} (punches from ${SEEDED_FROM}), median of ${RUNS}`);
for (const [label, turnos, mixed] of [
  ['single schedule (a weekly turno)', SINGLE, false],
  ['mixed turnos and a rol', MIXED, true],
] as const) {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-turnos-bench-'));
  const db = openDatabase(join(dir, 'bench.sqlite'));
  migrate(db);
  const punches = seed(db, [...turnos], mixed);
  const prenomina = createPrenominaService({ ...createRepositories(db), clock: systemClock, timeZone: TZ });
  const json = time(() => prenomina.get(RANGE));
  const one = time(() => prenomina.computeEmployee(RANGE, Math.ceil(EMPLOYEES / 2)));
  const retardos = json.result.empleados.reduce((t, e) => t + e.retardos, 0);
  const salidas = json.result.empleados.reduce((t, e) => t + e.salidasAnticipadas, 0);
  console.log(`  ${label.padEnd(34)} ${punches} punches · ${retardos} retardos · ${salidas} salidas anticipadas`);
  console.log(`    pre-nómina (JSON)              ${figure(json)}`);
  console.log(`    one employee (kiosk status)    ${figure(one)}`);
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
}
console.log(`  RSS                              ${(process.memoryUsage().rss / 1048576).toFixed(0).padStart(8)} MB`);
