import type { EmpleadoPrenomina, Prenomina } from '@reloj/contract/prenomina';
import type { Rango } from '@reloj/contract/periodos';
import type { Repositories } from '../../db/repositories/index.js';
import { punchMethod } from '../../db/repositories/attendance.js';
import type { PayrollEmployeeRow, PayrollPunchRow } from '../../db/repositories/prenomina.js';
import { periodoVersionNotFound, sucursalUnknown } from '../../errors.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import type { Clock } from '../../lib/clock.js';
import { localDate, wallClock } from '../../lib/dates.js';
import {
  advertenciaSalarioMinimo,
  computePrenomina,
  toPesos,
  weekStart,
  type PayrollEmployee,
  type PayrollIncidencia,
  type PayrollPunch,
  type Horario,
  type PrenominaResult,
} from '@reloj/payroll';
import { holidaysBetween } from './festivos.js';
import { currentVersion, periodoWithHistory, snapshotSchema } from './periodos.js';
import { groupBy } from '@reloj/contract/groupBy';

/** `sucursales`: only employees of these branches (an account limited to some; null or absent: all). */
export type PrenominaQuery = Rango & { sucursal?: number; sucursales?: Branches; version?: number };

function toPayrollEmployee(e: PayrollEmployeeRow, horario: Horario | undefined): PayrollEmployee {
  const dias = JSON.parse(e.diasDescanso) as unknown;
  return {
    id: e.id,
    nombre: e.nombre,
    numeroEmpleado: e.numeroEmpleado,
    salarioDiarioCentavos: e.salarioDiarioCentavos,
    horaEntrada: e.horaEntrada,
    horaSalida: e.horaSalida,
    minutosComida: e.minutosComida,
    diasDescanso: Array.isArray(dias) ? dias.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6) : [0],
    fechaIngreso: e.fechaIngreso,
    fechaBaja: e.fechaBaja,
    inicioRegistro: e.inicioRegistro,
    // Issue 41: each day's turno (assignments and one-day changes); without one in force, the fields above.
    horario: horario ?? null,
    // The bono of the employee's bono_id row (its kind and limit) for the amount stored on the employee.
    bono:
      e.bonoCentavos > 0
        ? { nombre: e.bonoNombre ?? 'BONO', montoCentavos: e.bonoCentavos, tipo: e.bonoTipo ?? 'fijo', pierdeCon: e.bonoPierdeCon ?? 1 }
        : null,
  };
}

/**
 * An employee's punches as the engine reads them: local 'YYYY-MM-DDTHH:MM' in the box's zone, and `tipo` by
 * position in the working day's time order (1st entrada, 2nd salida, 3rd entrada...), never the stored column:
 * that one records what the kiosk answered when the punch was made, before any forgotten punch was added.
 */
function toPayrollPunches(rows: readonly PayrollPunchRow[], localTime: (iso: string) => string): PayrollPunch[] {
  const out: PayrollPunch[] = [];
  let day = '';
  let position = 0;
  for (const p of rows) {
    // rows come ordered by working day, time and id
    if (p.fechaLocal !== day) {
      day = p.fechaLocal;
      position = 0;
    }
    out.push({
      id: p.id,
      hora: localTime(p.hora),
      diaLaboral: p.fechaLocal,
      tipo: position % 2 === 0 ? 'entrada' : 'salida',
      manual: p.manual === 1,
      motivo: p.motivo,
    });
    position += 1;
  }
  return out;
}

const HOUR_MS = 3_600_000;
const MINUTES_KEPT = 50_000;

/**
 * UTC ISO instant -> local 'YYYY-MM-DDTHH:MM' in the box's zone. A time zone's offset changes only on the hour (in
 * UTC), so the offset is looked up once per UTC hour; and punches crowd around the same minutes (the start and end
 * of shifts), so each UTC minute's answer is kept too. Converting each of a period's thousands of punches through
 * the zone's rules took about a quarter of the pre-nómina's time (issue 28's bench). One converter lives as long as its
 * service, its minutes at most MINUTES_KEPT (a few MB).
 */
export function localMinuteOf(timeZone: string): (iso: string) => string {
  const offsets = new Map<number, number>();
  const minutes = new Map<string, string>();
  const offsetAt = (ms: number): number => {
    const hour = Math.floor(ms / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const { date, hour: hh, minute, second } = wallClock(new Date(hour * HOUR_MS), timeZone);
      offset = Date.parse(`${date}T${hh}:${minute}:${second}Z`) - hour * HOUR_MS;
      offsets.set(hour, offset);
    }
    return offset;
  };
  return (iso) => {
    const utcMinute = iso.slice(0, 16); // stored instants are toISOString()'s 'YYYY-MM-DDTHH:MM:SS.sssZ'
    let local = minutes.get(utcMinute);
    if (local === undefined) {
      const ms = Date.parse(iso);
      const offset = offsetAt(ms);
      local = new Date(ms + offset).toISOString().slice(0, 16);
      // An offset of whole minutes maps a whole UTC minute to one local minute; an old one with seconds may not.
      if (offset % 60_000 === 0 && iso.endsWith('Z')) {
        if (minutes.size >= MINUTES_KEPT) minutes.clear();
        minutes.set(utcMinute, local);
      }
    }
    return local;
  };
}

export type EmpleadoConSucursal = { sucursalId: number; empleado: EmpleadoPrenomina };

export type EmployeeFigures = { employee: PayrollEmployee; result: PrenominaResult };

/**
 * GET /api/prenomina: each employee's figures for a range, computed by the pure engine (@reloj/payroll) from the punches,
 * incidencias, holidays (LFT + company) and the rules; a closed period with exactly these dates answers the
 * figures frozen when it was closed.
 */
export function createPrenominaService(
  deps: Pick<
    Repositories,
    'prenomina' | 'reglas' | 'festivos' | 'incidencias' | 'periodos' | 'salariosMinimos' | 'limitesLegales' | 'asignaciones' | 'transaction'
  > & {
    clock: Clock;
    timeZone: string;
  },
) {
  const { prenomina: inputs, reglas, festivos, incidencias, periodos, salariosMinimos, limitesLegales, transaction, timeZone } = deps;
  const localTime = localMinuteOf(timeZone);
  const localNow = () => {
    const { date, hour, minute } = wallClock(deps.clock.now(), timeZone);
    return `${date}T${hour}:${minute}`;
  };

  /**
   * The engine's inputs of a range: rules, legal limits, holidays, punches and incidencias by employee (of one when
   * given). Punches, incidencias and holidays are read from the first day of the calendar week holding `desde`: the
   * week's overtime count (LFT arts. 66 and 68) continues across a quincena or catorcena boundary. One query each.
   */
  const rangeInputs = (rango: Rango, empleadoId?: number) => {
    const rules = reglas.get();
    const desde = weekStart(rango.desde, rules.inicioSemana);
    const { hasta } = rango;
    return {
      rules,
      limites: limitesLegales.list(),
      holidays: holidaysBetween(festivos, desde, hasta),
      punches: groupBy(inputs.punches(desde, hasta, empleadoId), (p) => p.empleadoId),
      incidencias: groupBy(incidencias.list({ desde, hasta, empleadoId }), (i) => i.empleadoId),
      hoy: localDate(deps.clock.now(), timeZone),
      ahora: localNow(),
    };
  };

  const run = (rango: Rango, ctx: ReturnType<typeof rangeInputs>, employee: PayrollEmployee): PrenominaResult =>
    computePrenomina({
      period: rango,
      hoy: ctx.hoy,
      ahora: ctx.ahora,
      rules: ctx.rules,
      limites: ctx.limites,
      holidays: ctx.holidays,
      employee,
      punches: toPayrollPunches(ctx.punches.get(employee.id) ?? [], localTime),
      incidencias: (ctx.incidencias.get(employee.id) ?? []).map((i): PayrollIncidencia => ({
        id: i.id,
        fecha: i.fecha,
        tipo: i.tipo,
        horas: i.minutos === null ? null : i.minutos / 60,
        nota: i.nota,
      })),
    });

  /** Live figures of every employee of the range (of one sucursal when given), by name. */
  const compute = (rango: Rango, sucursalId?: number): EmpleadoConSucursal[] =>
    transaction(() => {
      const { desde, hasta } = rango;
      const ctx = rangeInputs(rango);
      const salarios = salariosMinimos.list();
      const rows = inputs.employees({ desde, hasta, sucursalId });
      const horarios = deps.asignaciones.horarios(rows.map((r) => r.id));
      return rows.map((row) => {
        const employee = toPayrollEmployee(row, horarios.get(row.id));
        const empleado: EmpleadoPrenomina = toPesos(run(rango, ctx, employee));
        const minimo = advertenciaSalarioMinimo({ salarioDiarioCentavos: row.salarioDiarioCentavos, turno: employee, zona: row.zona, fecha: hasta, salarios });
        if (minimo) empleado.advertencias.unshift(minimo);
        return { sucursalId: row.sucursalId, empleado };
      });
    });

  /**
   * One employee's live figures in the engine's own shape (centavos, each day's schedule facts), with the employee as
   * the engine read it (its bono's kind and limit); null when the range does not count them. For the kiosk's status.
   */
  const computeEmployee = (rango: Rango, empleadoId: number): EmployeeFigures | null =>
    transaction(() => {
      const [row] = inputs.employees({ ...rango, empleadoId });
      if (!row) return null;
      const employee = toPayrollEmployee(row, deps.asignaciones.horarios([empleadoId]).get(empleadoId));
      return { employee, result: run(rango, rangeInputs(rango, empleadoId), employee) };
    });

  /** Current sucursal and puesto names on each employee (a closed period freezes figures, not names). */
  const withNames = (rows: readonly EmpleadoConSucursal[]): EmpleadoPrenomina[] => {
    const sucursales = inputs.sucursalNames();
    const puestos = inputs.puestoNames();
    return rows.map(({ sucursalId, empleado }) => ({
      ...empleado,
      sucursal: sucursales.get(sucursalId) ?? null,
      puesto: puestos.get(empleado.empleadoId) ?? null,
    }));
  };

  return {
    compute,
    computeEmployee,
    get(query: PrenominaQuery): Prenomina {
      const branches = query.sucursales ?? null;
      if (query.sucursal !== undefined && (!inputs.sucursalExists(query.sucursal) || !inBranches(branches, query.sucursal)))
        throw sucursalUnknown(String(query.sucursal));
      const shown = (rows: readonly EmpleadoConSucursal[]) =>
        withNames(rows.filter((e) => (query.sucursal === undefined || e.sucursalId === query.sucursal) && inBranches(branches, e.sucursalId)));
      const { desde, hasta } = query;
      const periodo = periodos.exact(desde, hasta);
      if (query.version !== undefined) {
        // An earlier close's figures (issue 29), as they were frozen then; the current one answers as below.
        const frozen = periodo ? periodos.cierreSnapshot(periodo.id, query.version) : null;
        if (!periodo || frozen === null) throw periodoVersionNotFound(query.version);
        if (currentVersion(periodos, periodo)?.version !== query.version) {
          const empleados = shown(snapshotSchema.parse(JSON.parse(frozen)).empleados);
          return {
            desde,
            hasta,
            periodo: periodoWithHistory(periodos, periodo),
            empleados,
            checadasDespuesDelCierre: [],
            version: query.version,
            inicioRegistro: inputs.inicioRegistroCaja(),
          };
        }
      }
      if (periodo?.estado === 'cerrado') {
        const snapshot = snapshotSchema.parse(JSON.parse(periodos.snapshot(periodo.id) ?? 'null'));
        const empleados = shown(snapshot.empleados);
        const late = periodo.cerradoEn ? inputs.punchesStoredAfter({ desde, hasta, cerradoEn: periodo.cerradoEn, sucursalId: query.sucursal }) : [];
        const checadasDespuesDelCierre = late
          .filter((p) => inBranches(branches, p.sucursalId))
          .map((p) => ({
            id: p.id,
            empleadoId: p.empleadoId,
            nombre: p.nombre,
            sucursal: p.sucursal,
            tipo: p.tipo,
            hora: localTime(p.hora),
            fecha: p.fechaLocal,
            metodo: punchMethod(p),
          }));
        const version = currentVersion(periodos, periodo)?.version ?? null;
        return {
          desde,
          hasta,
          periodo: periodoWithHistory(periodos, periodo),
          empleados,
          checadasDespuesDelCierre,
          version,
          inicioRegistro: inputs.inicioRegistroCaja(),
        };
      }
      const empleados = shown(compute({ desde, hasta }, query.sucursal));
      return {
        desde,
        hasta,
        periodo: periodo ? periodoWithHistory(periodos, periodo) : null,
        empleados,
        checadasDespuesDelCierre: [],
        version: null,
        inicioRegistro: inputs.inicioRegistroCaja(),
      };
    },
  };
}

export type PrenominaService = ReturnType<typeof createPrenominaService>;
