import { periodContaining, type Rango } from '@reloj/contract/periodos';
import { addDays, dayMonthYear } from '@reloj/contract/dates';
import { centavosToPesos, pesosToCentavos } from '@reloj/contract/money';
import type { Aguinaldo, AguinaldoEmpleado, Finiquito, SaldoInicial, Vacaciones } from '@reloj/contract/prestaciones';
import { aguinaldoEmpleado, avisoNoLaborable, calcularFiniquito, diaNoLaborable, saldoVacaciones, vacacionesQueCuentan } from '@reloj/payroll';
import { aguinaldoWorkbook } from '@reloj/payroll/export';
import type { EmployeeRow } from '../../db/repositories/employees.js';
import type { FestivosRepository } from '../../db/repositories/festivos.js';
import type { Repositories } from '../../db/repositories/index.js';
import { employeeNotFound, finiquitoSinBaja, vacacionesSinSaldo, validationFailed } from '../../errors.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import type { Clock } from '../../lib/clock.js';
import { localDate } from '../../lib/dates.js';
import type { PrenominaService } from '../prenomina/index.js';

type Empleado = Pick<EmployeeRow, 'id' | 'nombre' | 'fechaIngreso' | 'inicioRegistroPropio' | 'fechaBaja' | 'activo' | 'diasDescanso'>;

const dias = (n: number) => (n === 1 || n === -1 ? `${n} día` : `${n} días`);

/**
 * Issue 40: an employee's inicioRegistro, the later of their own first day of record (or else the box's first day in
 * service) and fechaIngreso; null while neither is set (a database main.ts never started: no opening balance is asked).
 */
export const inicioRegistroDe = (employee: Pick<EmployeeRow, 'fechaIngreso' | 'inicioRegistroPropio'>, inicioCaja: string | null): string | null => {
  const desde = employee.inicioRegistroPropio ?? inicioCaja;
  return desde === null ? null : desde > employee.fechaIngreso ? desde : employee.fechaIngreso;
};

/** Hired before the record's start: the vacation balance needs an opening balance (issue 40). */
export const requiereSaldoInicial = (employee: Pick<EmployeeRow, 'fechaIngreso'>, inicio: string | null): boolean =>
  inicio !== null && employee.fechaIngreso < inicio;

/** The engine's reading of a stored opening balance. */
const saldoInicialDelMotor = (saldo: SaldoInicial | null | undefined) =>
  saldo ? { fecha: saldo.fecha, anios: saldo.anios, tomadosAnioEnCurso: saldo.tomadosAnioEnCurso } : null;

/** De baja: the balance is taken at the end of the fechaBaja, a day served (saldoVacaciones' alCierre). */
const deBaja = (employee: Empleado): boolean => !employee.activo && employee.fechaBaja !== null;

/**
 * The date a balance is taken at: today for an active employee, the fechaBaja for one de baja; never before the hire
 * (an employee hired in the future has nothing yet).
 */
const fechaCorteDe = (employee: Empleado, hoy: string): string => {
  const corte = deBaja(employee) ? employee.fechaBaja! : hoy;
  return corte < employee.fechaIngreso ? employee.fechaIngreso : corte;
};

/**
 * Art. 76 counts vacation in working days: of each employee's 'vacaciones' dates, those on an art. 74 holiday, a
 * company holiday or the employee's rest day (their schedule as it is now) take nothing from the balance
 * (vacacionesQueCuentan, @reloj/payroll). The company's holidays are read once for every date asked.
 */
function diasQueCuentan(festivos: FestivosRepository, fechas: readonly string[]) {
  const sorted = [...fechas].sort();
  const festivosEmpresa = sorted.length === 0 ? [] : festivos.between(sorted[0]!, sorted.at(-1)!).map((f) => ({ fecha: f.fecha, nombre: f.nombre }));
  return (employee: Pick<Empleado, 'diasDescanso'>, tomadas: readonly string[]): string[] =>
    vacacionesQueCuentan(tomadas, { diasDescanso: employee.diasDescanso, festivosEmpresa });
}

/**
 * Issue 31, vacations (LFT arts. 76-81, as reformed in 2023): each employee's balance from their fechaIngreso, the
 * company's days above the law (rule diasVacacionesExtra) and their 'vacaciones' incidencias, computed by the pure
 * `saldoVacaciones` (@reloj/payroll). The balance is taken today (the box's local date) or at the fechaBaja.
 */
export function createVacacionesService(
  deps: Pick<Repositories, 'employees' | 'reglas' | 'prestaciones' | 'festivos' | 'saldosVacaciones'> & {
    clock: Clock;
    timeZone: string;
    /** Issue 40: the box's first day in service, null while it has none. */
    inicioCaja: () => string | null;
  },
) {
  const { employees, reglas, prestaciones, festivos, saldosVacaciones } = deps;
  const today = () => localDate(deps.clock.now(), deps.timeZone);

  /** `tomadas`: every 'vacaciones' date of the employee; only those on working days are taken from the balance. */
  const saldo = (
    employee: Empleado,
    tomadas: readonly string[],
    fechaCorte: string,
    diasExtra: number,
    cuentan = diasQueCuentan(festivos, tomadas),
    inicial: SaldoInicial | null = saldosVacaciones.current(employee.id) ?? null,
    inicioCaja: string | null = deps.inicioCaja(),
  ): Vacaciones => {
    const inicioRegistro = inicioRegistroDe(employee, inicioCaja);
    return {
      empleadoId: employee.id,
      ...saldoVacaciones({
        fechaIngreso: employee.fechaIngreso,
        fechaCorte,
        alCierre: deBaja(employee) && fechaCorte === employee.fechaBaja,
        diasExtra,
        tomadas: cuentan(employee, tomadas),
        saldoInicial: saldoInicialDelMotor(inicial),
        requiereSaldoInicial: requiereSaldoInicial(employee, inicioRegistro),
      }),
      inicioRegistro,
      saldoInicial: inicial,
    };
  };

  const mustExist = (id: number) => {
    const employee = employees.get(id);
    if (!employee) throw employeeNotFound();
    return employee;
  };

  return {
    /** GET /api/employees/{id}/vacaciones: every opened year oldest first, the days taken and pending. 404 unknown id. */
    get: (empleadoId: number): Vacaciones => {
      const employee = mustExist(empleadoId);
      return saldo(employee, prestaciones.vacacionesTomadas(employee.id), fechaCorteDe(employee, today()), reglas.get().diasVacacionesExtra);
    },

    /** The 'Empleados' column: each employee's pending days, from one query of every vacation day. */
    pendientes: (rows: readonly Empleado[]): Map<number, number | null> => {
      const hoy = today();
      const diasExtra = reglas.get().diasVacacionesExtra;
      const tomadas = prestaciones.todasLasVacaciones();
      const cuentan = diasQueCuentan(festivos, [...tomadas.values()].flat());
      const iniciales = saldosVacaciones.allCurrent();
      const inicioCaja = deps.inicioCaja();
      return new Map(
        rows.map((row) => [
          row.id,
          saldo(row, tomadas.get(row.id) ?? [], fechaCorteDe(row, hoy), diasExtra, cuentan, iniciales.get(row.id) ?? null, inicioCaja).pendientes,
        ]),
      );
    },

    /**
     * Issue 40, the home page's 'Primeros pasos': of the active employees, how many were hired before the record's start
     * (they need an opening balance) and how many of them still lack one.
     */
    saldosIniciales: (): { requieren: number; faltan: number } => {
      const iniciales = saldosVacaciones.allCurrent();
      const inicioCaja = deps.inicioCaja();
      const requieren = employees.list({}).filter((row) => row.activo && requiereSaldoInicial(row, inicioRegistroDe(row, inicioCaja)));
      return { requieren: requieren.length, faltan: requieren.filter((row) => !iniciales.has(row.id)).length };
    },

    /**
     * Before a 'vacaciones' incidencia on `fecha` is stored. A day that is not a working day (an art. 74 or company
     * holiday, the employee's rest day) takes nothing from the balance (art. 76): no check, and the answer is the
     * sentence that says so. Otherwise 422 `vacaciones_sin_saldo` when the balance, counting this day, would go below
     * zero, unless the company advances the days (`adelantadas`); null. The balance is taken at the later of today and
     * `fecha` (a day after the next anniversary may use that year's days).
     */
    assertSaldo: (empleadoId: number, fecha: string, adelantadas: boolean): string | null => {
      const employee = mustExist(empleadoId);
      const festivosEmpresa = festivos.between(fecha, fecha).map((f) => ({ fecha: f.fecha, nombre: f.nombre }));
      const noLaborable = diaNoLaborable(fecha, { diasDescanso: employee.diasDescanso, festivosEmpresa });
      if (noLaborable) return avisoNoLaborable(noLaborable);
      if (adelantadas) return null;
      const tomadas = prestaciones.vacacionesTomadas(employee.id);
      if (tomadas.includes(fecha)) return null;
      const hoy = today();
      const corte = fecha > hoy ? fecha : fechaCorteDe(employee, hoy);
      const { pendientes } = saldo(
        employee,
        [...tomadas, fecha],
        corte < employee.fechaIngreso ? employee.fechaIngreso : corte,
        reglas.get().diasVacacionesExtra,
      );
      // Issue 40: no balance can be told without the opening one; the owner enters it, or advances the day.
      if (pendientes === null)
        throw vacacionesSinSaldo(
          `Falta el saldo inicial de vacaciones de ${employee.nombre} (ingresó antes de que el reloj empezara a registrar): regístralo en Empleados → Vacaciones → Saldo inicial, o marca «Adelantar días».`,
          { pendientes: null, saldoInicialPendiente: true },
        );
      if (pendientes >= 0) return null;
      const quedan = pendientes + 1;
      const frase =
        quedan > 0
          ? `A ${employee.nombre} le ${quedan === 1 ? 'queda' : 'quedan'} ${dias(quedan)} de vacaciones.`
          : quedan === 0
            ? `A ${employee.nombre} no le quedan días de vacaciones.`
            : `${employee.nombre} ya tiene ${dias(-quedan)} de vacaciones adelantados.`;
      throw vacacionesSinSaldo(`${frase} Para adelantarle días, marca «Adelantar días».`, { pendientes: quedan });
    },
  };
}

export type VacacionesService = ReturnType<typeof createVacacionesService>;

/** One month at a time from `desde` to `hasta` (the pre-nómina computes ranges of at most 31 days). */
function months(desde: string, hasta: string): Rango[] {
  const out: Rango[] = [];
  let start = desde;
  while (start <= hasta) {
    const end = `${start.slice(0, 8)}${String(new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`;
    out.push({ desde: start, hasta: end < hasta ? end : hasta });
    start = addDays(end, 1);
  }
  return out;
}

/** Days the aguinaldo takes off (art. 87, rule aguinaldoDescuentaFaltas): unjustified absences and permisos sin goce. */
const descontado = (dia: { estado: string; incidencia: string | null }) => dia.estado === 'falta' || dia.incidencia === 'permiso_sin_goce';

export type AguinaldoQuery = { anio?: number; fecha?: string };

/**
 * Issue 31: aguinaldo (LFT art. 87) and finiquito (arts. 48, 50, 79, 80, 87, 162), computed by the pure
 * calculations of @reloj/payroll from the employees, the rules, the vacation days taken and the pre-nómina engine's
 * days (faltas and permisos sin goce), month by month.
 */
export function createPrestacionesService(
  deps: Pick<Repositories, 'employees' | 'reglas' | 'prestaciones' | 'periodos' | 'salariosMinimos' | 'festivos' | 'saldosVacaciones'> & {
    clock: Clock;
    timeZone: string;
    /** Issue 40: the box's first day in service, null while it has none. */
    inicioCaja: () => string | null;
    compute: PrenominaService['compute'];
    computeEmployee: PrenominaService['computeEmployee'];
  },
) {
  const { employees, reglas, prestaciones, periodos, salariosMinimos } = deps;
  const today = () => localDate(deps.clock.now(), deps.timeZone);

  /**
   * Where the aguinaldo starts counting faltas in `anio`: 1 January, or the first day this box recorded attendance if
   * later (a box installed in October knows nothing of September: those days are not faltas). Null: no record yet.
   */
  const faltasDesde = (anio: number): string | null => {
    const inicio = prestaciones.inicioDelRegistro();
    if (inicio === null) return null;
    return inicio > `${anio}-01-01` ? inicio : `${anio}-01-01`;
  };

  /** Days taken off per employee from `faltasDesde(anio)` to `hasta` (every employee the pre-nómina counts). */
  const descontadosDelAnio = (anio: number, hasta: string): Map<number, number> => {
    const totals = new Map<number, number>();
    const fin = `${anio}-12-31` < hasta ? `${anio}-12-31` : hasta;
    const desde = faltasDesde(anio);
    if (desde === null) return totals;
    for (const rango of months(desde, fin)) {
      for (const { empleado } of deps.compute(rango)) {
        const n = empleado.dias.filter(descontado).length;
        if (n > 0) totals.set(empleado.empleadoId, (totals.get(empleado.empleadoId) ?? 0) + n);
      }
    }
    return totals;
  };

  /** The same for one employee (the finiquito), through the engine's own days. */
  const descontadosDe = (empleadoId: number, anio: number, hasta: string): number => {
    let total = 0;
    const desde = faltasDesde(anio);
    if (desde === null) return 0;
    for (const rango of months(desde, hasta)) {
      const figures = deps.computeEmployee(rango, empleadoId);
      if (figures) total += figures.result.dias.filter(descontado).length;
    }
    return total;
  };

  const aguinaldo = (query: AguinaldoQuery, branches: Branches): Aguinaldo => {
    const hoy = today();
    const anio = query.anio ?? Number(hoy.slice(0, 4));
    const fecha = query.fecha ?? hoy;
    if (fecha < `${anio}-01-01`) throw validationFailed(`La fecha (${dayMonthYear(fecha)}) debe ser del año ${anio} o posterior.`, 'fecha');
    const rules = reglas.get();
    // Today is not over: at 07:58 nobody has missed it yet, so the faltas are counted up to yesterday (practice).
    const faltasHasta = fecha >= hoy ? addDays(hoy, -1) : fecha;
    const descontados = rules.aguinaldoDescuentaFaltas ? descontadosDelAnio(anio, faltasHasta) : new Map<number, number>();
    const filas: AguinaldoEmpleado[] = [];
    for (const row of employees.list({})) {
      if (!inBranches(branches, row.sucursalId)) continue;
      const calculado = aguinaldoEmpleado({
        anio,
        fechaIngreso: row.fechaIngreso,
        fechaBaja: row.activo ? null : row.fechaBaja,
        diasDescontados: descontados.get(row.id) ?? 0,
        diasAguinaldo: rules.diasAguinaldo,
        salarioDiarioCentavos: row.salarioCentavos,
      });
      if (calculado) filas.push({ empleadoId: row.id, nombre: row.nombre, numeroEmpleado: row.numeroEmpleado, sucursal: row.sucursal, ...calculado });
    }
    const totalCentavos = filas.reduce((sum, f) => sum + pesosToCentavos(f.importe), 0);
    return {
      anio,
      fecha,
      diasAguinaldo: rules.diasAguinaldo,
      descuentaFaltas: rules.aguinaldoDescuentaFaltas,
      faltasDesde: rules.aguinaldoDescuentaFaltas ? faltasDesde(anio) : null,
      fechaLimitePago: `${anio}-12-20`,
      empleados: filas,
      total: centavosToPesos(totalCentavos),
    };
  };

  return {
    aguinaldo,

    /** GET /api/aguinaldo?formato=xlsx: the same figures as one 'Aguinaldo' sheet. */
    aguinaldoWorkbook: async (query: AguinaldoQuery, branches: Branches): Promise<{ fileName: string; contentType: string; bytes: Buffer }> => {
      const datos = aguinaldo(query, branches);
      return { fileName: `aguinaldo-${datos.anio}.xlsx`, contentType: XLSX, bytes: await aguinaldoWorkbook(datos) };
    },

    /**
     * GET /api/employees/{id}/finiquito: the latest baja's date and reason, the salary, the zone's minimum wage at the
     * fechaBaja, the vacation days taken, the aguinaldo's days taken off in the fechaBaja's year, and the pre-nómina total
     * of the pay period holding the fechaBaja when that period is not closed. 404 unknown, 409 active.
     */
    finiquito: (empleadoId: number, incluirVeinteDias: boolean): Finiquito => {
      const row = employees.get(empleadoId);
      if (!row) throw employeeNotFound();
      const baja = prestaciones.latestBaja(empleadoId);
      if (row.activo || !baja) throw finiquitoSinBaja(row.nombre);
      const { fechaBaja, motivoBaja } = baja;
      const rules = reglas.get();
      const tomadas = prestaciones.vacacionesTomadas(empleadoId);
      const minimo = salariosMinimos
        .list()
        .filter((w) => w.zona === row.zona && w.desde <= fechaBaja)
        .at(-1);
      const anio = Number(fechaBaja.slice(0, 4));
      const saved = periodos.overlapping(fechaBaja, fechaBaja);
      const periodo = saved ?? periodContaining(fechaBaja, rules);
      const pendiente =
        saved?.estado === 'cerrado' ? null : (deps.computeEmployee({ desde: periodo.desde, hasta: periodo.hasta }, empleadoId)?.result.totalCentavos ?? null);
      return calcularFiniquito(
        {
          fechaIngreso: row.fechaIngreso,
          fechaBaja,
          motivoBaja,
          salarioDiarioCentavos: row.salarioCentavos,
          salarioMinimoCentavos: minimo?.centavos ?? 0,
          reglas: rules,
          vacacionesTomadas: diasQueCuentan(deps.festivos, tomadas)(row, tomadas),
          saldoInicial: saldoInicialDelMotor(deps.saldosVacaciones.current(empleadoId)),
          requiereSaldoInicial: requiereSaldoInicial(row, inicioRegistroDe(row, deps.inicioCaja())),
          aguinaldoDiasDescontados: rules.aguinaldoDescuentaFaltas ? descontadosDe(empleadoId, anio, fechaBaja) : 0,
          salarioPendienteCentavos: pendiente,
          incluirVeinteDias,
        },
        { empleadoId, nombre: row.nombre, numeroEmpleado: row.numeroEmpleado, sucursal: row.sucursal, puesto: row.puesto },
      );
    },
  };
}

export type PrestacionesService = ReturnType<typeof createPrestacionesService>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
