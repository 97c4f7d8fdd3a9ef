import type { Employee, EmployeeInput, EmployeeListFilters } from '@reloj/contract/employees';
import { formatDuracion } from '@reloj/contract/duracion';
import { centavosToPesos, formatCentavos, pesosToCentavos } from '@reloj/contract/money';
import type { Advertencia } from '@reloj/contract/prenomina';
import type { LimitesSemana } from '@reloj/contract/limitesLegales';
import type { EmployeeRecord, EmployeeRow } from '../../db/repositories/employees.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { Baja, BajaInput } from '@reloj/contract/prestaciones';
import type { BajaRow } from '../../db/repositories/prestaciones.js';
import {
  bonoMismatch,
  bonoUnknown,
  empleadoYaDeBaja,
  employeeNotFound,
  numeroEmpleadoDuplicate,
  puestoUnknown,
  salarioMismatch,
  sucursalUnknown,
  validationFailed,
} from '../../errors.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { dayMonthYear } from '@reloj/contract/dates';
import { formatDateEs, localDate } from '../../lib/dates.js';
import { advertenciaJornada, advertenciaSalarioMinimo, duracionTurno, type SalarioMinimo } from '@reloj/payroll';
import type { TurnoDelFormulario } from '../turnos/index.js';

export type { Employee };

/** The part of the face service this module needs: keep the in-memory gallery in step with `activo`. */
export type FaceGallery = {
  removeEmployee(employeeId: number): void;
  addEmployee(employeeId: number): void;
};

export const DEFAULT_DIAS_DESCANSO: readonly number[] = [0];
export const DEFAULT_MINUTOS_COMIDA = 0;

const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });
/** For the text filter: case- and accent-insensitive ('jose pena' finds 'JOSÉ PEÑA'). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('es-MX').replace(/\s+/g, ' ').trim();

/**
 * Employee use cases. Rules beyond the body schema:
 *
 * - sucursal and puesto are given by name and stored by id, so renaming a catalogue row never orphans anyone.
 *   An unknown name is a 422 naming the field.
 * - Salary on create (POST): the daily salary comes from the puesto, read on the server. `salario` may be
 *   omitted; when sent it must equal the puesto's current salary, otherwise the request is refused (400,
 *   `salario_mismatch`) rather than silently corrected: a mismatch means the form showed a stale price, and
 *   the administrator should see the salary that will actually be stored.
 * - Salary on edit (PUT): the salary is the employee's own from then on (an administrator may raise one
 *   person). A `salario` (or `salarioDiario`) that is sent is stored as sent. When none is sent, the salary
 *   is re-copied from the puesto if the puesto changed, and kept as it was otherwise.
 * - Bono, chosen by id (`bonoId`, since two bonos may share an amount):
 *   - `bonoId` of an existing bono: its id and current amount are stored. A non-zero `bono` sent beside it must
 *     be that amount (422 `bono_mismatch` otherwise); 0 or nothing means "the bono's amount". On PUT, the
 *     employee's own bonoId with 0, nothing or the stored amount keeps the stored bono as it is.
 *   - `bonoId` of no bono: 422 `bono_unknown` on bonoId.
 *   - `bonoId: null`: no bono; a non-zero amount beside it contradicts it (422 `bono_mismatch`).
 *   - no `bonoId` (the requirements' payload): 0 (or nothing) means no bono; otherwise the amount must be an existing
 *     bono's, the first by name when several share it. On PUT an amount equal to the stored one keeps the
 *     stored bono as it is (even if the catalogue repriced it), and so does a PUT with neither `bono` nor `bonoId`.
 * - Amounts are kept as of registration: repricing a puesto or bono later does not change the employee.
 * - diasDescanso (default [0], domingo), minutosComida (default 0) and numeroEmpleado (default none): on PUT,
 *   a field not sent keeps its stored value. The meal must leave paid time in the shift (422 on minutosComida).
 *   numeroEmpleado is unique ignoring case (409 `numero_empleado_duplicate`); '' or null clears it.
 * - Every answer carries `advertencias`: a salary below the minimum wage of the branch's zone for the shift
 *   (payroll/src/minimumWage.ts), with the minimum in force on the local date of the injectable clock; a shift longer
 *   than the legal maximum of its jornada (LFT arts. 60-61, payroll/src/jornada.ts: the excess is paid as overtime),
 *   with the legal limits in force that day. Warnings, never a refusal: the administrator may be mid-way through
 *   fixing it, or may mean it.
 * - Delete deactivates (punches and faces stay in the database for payroll; the faces leave the in-memory
 *   gallery). Deactivating an inactive employee, or reactivating an active one, succeeds and changes nothing.
 */
export function createEmployeeService(
  deps: Pick<Repositories, 'employees' | 'salariosMinimos' | 'limitesLegales' | 'prestaciones' | 'inicioRegistro' | 'transaction'> & {
    clock: Clock;
    timeZone: string;
    /** Issue 31: each listed employee's pending vacation days (services/prestaciones/prestaciones.ts), for the list; absent: not answered. */
    vacacionesPendientes?: (employees: readonly EmployeeRow[]) => Map<number, number | null>;
    /** The face gallery, or an accessor for one loaded later; absent without face recognition. */
    gallery?: FaceGallery | (() => FaceGallery | undefined);
    /** Issue 41: the form's schedule fields become the employee's weekly turno from a date (services/turnos/turnoDelFormulario.ts). */
    turnoDelFormulario?: TurnoDelFormulario;
  },
) {
  const { employees: repo, salariosMinimos, limitesLegales, prestaciones, transaction, clock } = deps;
  const faces = (): FaceGallery | undefined => (typeof deps.gallery === 'function' ? deps.gallery() : deps.gallery);
  const today = (): string => localDate(clock.now(), deps.timeZone);

  const advertencias = (row: EmployeeRow, salarios: readonly SalarioMinimo[], limites: readonly LimitesSemana[], fecha: string): Advertencia[] => {
    const salarioMinimo = advertenciaSalarioMinimo({
      salarioDiarioCentavos: row.salarioCentavos,
      turno: row,
      zona: row.zona,
      fecha,
      salarios,
    });
    const jornada = advertenciaJornada(row, limites, fecha);
    return [salarioMinimo, jornada].filter((a): a is Advertencia => a !== undefined);
  };

  /** Rows to API answers; the minimum wages and the legal limits are read once per call. */
  const toEmployees = (rows: EmployeeRow[]): Employee[] => {
    const salarios = salariosMinimos.list();
    const limites = limitesLegales.list();
    const fecha = today();
    return rows.map((row) => ({
      id: row.id,
      nombre: row.nombre,
      sucursalId: row.sucursalId,
      sucursal: row.sucursal,
      puestoId: row.puestoId,
      puesto: row.puesto,
      salarioDiario: centavosToPesos(row.salarioCentavos),
      bonoId: row.bonoId,
      bono: centavosToPesos(row.bonoCentavos),
      bonoNombre: row.bonoNombre,
      fechaIngreso: row.fechaIngreso,
      inicioRegistro: row.inicioRegistro,
      horaEntrada: row.horaEntrada,
      horaSalida: row.horaSalida,
      turnoNocturno: row.horaSalida < row.horaEntrada,
      diasDescanso: row.diasDescanso,
      minutosComida: row.minutosComida,
      numeroEmpleado: row.numeroEmpleado,
      activo: row.activo,
      fechaBaja: row.activo ? null : row.fechaBaja,
      motivoBaja: row.activo ? null : row.motivoBaja,
      rostros: row.rostros,
      tieneNip: row.tieneNip,
      advertencias: advertencias(row, salarios, limites, fecha),
    }));
  };
  const toEmployee = (row: EmployeeRow): Employee => toEmployees([row])[0]!;
  const toBaja = (r: BajaRow): Baja => ({
    fechaBaja: r.fechaBaja,
    motivoBaja: r.motivoBaja,
    nota: r.nota,
    registradaPor: r.registradaPor,
    registradaEn: r.registradaEn,
    reactivadoEn: r.reactivadoEn,
  });
  const withBajas = (row: EmployeeRow): Employee => ({ ...toEmployee(row), bajas: prestaciones.bajas(row.id).map(toBaja) });

  const mustExist = (id: number): EmployeeRow => {
    const row = Number.isSafeInteger(id) && id > 0 ? repo.get(id) : undefined;
    if (!row) throw employeeNotFound();
    return row;
  };

  /** A branch outside the account's branches is as unknown as one that does not exist. */
  const resolveSucursal = (nombre: string, branches: Branches) => {
    const sucursal = repo.sucursalByName(nombre);
    if (!sucursal || !inBranches(branches, sucursal.id)) throw sucursalUnknown(nombre);
    return sucursal;
  };

  const resolvePuesto = (nombre: string) => {
    const puesto = repo.puestoByName(nombre);
    if (!puesto) throw puestoUnknown(nombre);
    return puesto;
  };

  /** See the bono rules above; `current` is the stored employee on PUT. */
  const resolveBono = (input: EmployeeInput, current?: EmployeeRow): { bonoId: number | null; bonoCentavos: number } => {
    const centavos = pesosToCentavos(input.bono ?? 0);
    const none = { bonoId: null, bonoCentavos: 0 };
    const kept = current && { bonoId: current.bonoId, bonoCentavos: current.bonoCentavos };
    // A PUT that sends neither leaves the bono as it is (issue 26: a field left out never clears it).
    if (kept && input.bono === undefined && input.bonoId === undefined) return kept;

    if (input.bonoId === undefined) {
      if (centavos === 0) return none;
      if (kept && current.bonoId !== null && centavos === current.bonoCentavos) return kept;
      const bono = repo.bonoByAmount(centavos);
      if (!bono) throw bonoUnknown(`No existe un bono con el monto ${formatCentavos(centavos)}.`);
      return { bonoId: bono.id, bonoCentavos: bono.centavos };
    }
    if (input.bonoId === null) {
      if (centavos === 0) return none;
      throw bonoMismatch(
        `Se envió un bono de ${formatCentavos(centavos)} sin elegir cuál (bonoId es null). Elige el bono o envía el monto 0 para no asignar ninguno.`,
      );
    }
    if (kept && input.bonoId === current.bonoId && (centavos === 0 || centavos === current.bonoCentavos)) return kept;
    const bono = repo.bonoById(input.bonoId);
    if (!bono) throw bonoUnknown('El bono elegido no existe. Vuelve a cargar los bonos e inténtalo de nuevo.', 'bonoId');
    if (centavos !== 0 && centavos !== bono.centavos)
      throw bonoMismatch(
        `El bono "${bono.nombre}" es de ${formatCentavos(bono.centavos)}, no de ${formatCentavos(centavos)}. Vuelve a cargar los bonos e inténtalo de nuevo.`,
      );
    return { bonoId: bono.id, bonoCentavos: bono.centavos };
  };

  /**
   * diasDescanso, minutosComida and numeroEmpleado: sent, else stored (PUT), else the defaults (POST). A número taken by
   * an employee of a branch the account does not see is refused without saying so (issue 26).
   */
  const payrollFields = (input: EmployeeInput, branches: Branches, current?: EmployeeRow, exceptId?: number) => {
    const numeroEmpleado = input.numeroEmpleado !== undefined ? input.numeroEmpleado : (current?.numeroEmpleado ?? null);
    if (numeroEmpleado !== null) {
      const holder = repo.byNumeroEmpleado(numeroEmpleado);
      if (holder && holder.id !== exceptId) throw numeroEmpleadoDuplicate(numeroEmpleado, inBranches(branches, holder.sucursalId));
    }
    const minutosComida = input.minutosComida ?? current?.minutosComida ?? DEFAULT_MINUTOS_COMIDA;
    const duracion = duracionTurno(input);
    if (minutosComida >= duracion)
      throw validationFailed(
        `Los minutos de comida (${minutosComida}) deben ser menos que la duración del turno de ${input.horaEntrada} a ${input.horaSalida} (${formatDuracion(duracion)}).`,
        'minutosComida',
      );
    return {
      diasDescanso: input.diasDescanso ?? current?.diasDescanso ?? [...DEFAULT_DIAS_DESCANSO],
      minutosComida,
      numeroEmpleado,
    };
  };

  /** The schedule fields and the fechaIngreso of an employee, stored or about to be. */
  const ficha = (r: Pick<EmployeeRecord, 'horaEntrada' | 'horaSalida' | 'diasDescanso' | 'minutosComida' | 'fechaIngreso'>) => ({
    campos: { horaEntrada: r.horaEntrada, horaSalida: r.horaSalida, diasDescanso: r.diasDescanso, minutosComida: r.minutosComida },
    fechaIngreso: r.fechaIngreso,
  });

  const schedule = (input: EmployeeInput) => ({
    nombre: input.nombre,
    fechaIngreso: input.fechaIngreso,
    horaEntrada: input.horaEntrada,
    horaSalida: input.horaSalida,
  });

  /**
   * Issue 40: the employee's own first day of record when the PUT changes it (undefined: unchanged). A value equal to
   * the one in force changes nothing (an edited copy sent back as it is); another needs its motivo (audited with the
   * change) and may not be before the fechaIngreso (nobody is recorded before being hired).
   */
  const inicioRegistroPropio = (input: EmployeeInput, current: EmployeeRow, fechaIngreso: string): string | undefined => {
    if (input.inicioRegistro === undefined || input.inicioRegistro === current.inicioRegistro) return undefined;
    if (!input.motivoInicioRegistro) throw validationFailed('Escribe el motivo del cambio de la fecha de inicio del registro.', 'motivoInicioRegistro');
    if (input.inicioRegistro < fechaIngreso)
      throw validationFailed(`La fecha de inicio del registro no puede ser anterior a la fecha de ingreso (${dayMonthYear(fechaIngreso)}).`, 'inicioRegistro');
    return input.inicioRegistro;
  };

  return {
    /** The local date (YYYY-MM-DD) in the box's time zone: the entry-date limit, the minimum wage in force. */
    today,

    /** `branches`: only the employees of these branches (an account limited to some). */
    list: (filters: EmployeeListFilters = {}, branches: Branches = null): Employee[] => {
      const needle = filters.texto === undefined ? '' : fold(filters.texto);
      const rows = repo
        .list(filters)
        .filter((row) => inBranches(branches, row.sucursalId))
        .filter((row) => needle === '' || fold(row.nombre).includes(needle))
        .sort((a, b) => collator.compare(a.nombre, b.nombre) || a.id - b.id);
      const listed = toEmployees(rows);
      if (!deps.vacacionesPendientes) return listed;
      const pendientes = deps.vacacionesPendientes(rows);
      return listed.map((employee) => ({ ...employee, vacacionesPendientes: pendientes.get(employee.id) ?? null }));
    },

    get: (id: number): Employee => toEmployee(mustExist(id)),

    /** Issue 31: every baja of the employee with its date and reason, oldest first; 404 for an unknown id. */
    bajas: (id: number): Baja[] => prestaciones.bajas(mustExist(id).id).map(toBaja),

    /** `usuario`: who registers it (the assignment of the form's turno names them). */
    create: (input: EmployeeInput, branches: Branches = null, usuario: string | null = null): Employee =>
      transaction(() => {
        const sucursal = resolveSucursal(input.sucursal, branches);
        const puesto = resolvePuesto(input.puesto);
        if (input.salario !== undefined && pesosToCentavos(input.salario) !== puesto.centavos)
          throw salarioMismatch(puesto.nombre, puesto.centavos, pesosToCentavos(input.salario));
        const record: EmployeeRecord = {
          ...schedule(input),
          sucursalId: sucursal.id,
          puestoId: puesto.id,
          salarioCentavos: puesto.centavos,
          ...resolveBono(input),
          ...payrollFields(input, branches),
        };
        const now = isoNow(clock);
        const id = repo.insert(record, now);
        deps.turnoDelFormulario?.alta(id, ficha(record), usuario, now);
        return toEmployee(mustExist(id));
      }),

    update: (id: number, input: EmployeeInput, branches: Branches = null, usuario: string | null = null): { before: Employee; after: Employee } =>
      transaction(() => {
        const current = mustExist(id);
        const sucursal = resolveSucursal(input.sucursal, branches);
        const puesto = resolvePuesto(input.puesto);
        const salarioCentavos =
          input.salario !== undefined ? pesosToCentavos(input.salario) : puesto.id !== current.puestoId ? puesto.centavos : current.salarioCentavos;
        const record: EmployeeRecord = {
          ...schedule(input),
          sucursalId: sucursal.id,
          puestoId: puesto.id,
          salarioCentavos,
          ...resolveBono(input, current),
          ...payrollFields(input, branches, current, id),
        };
        const now = isoNow(clock);
        repo.update(id, record, now);
        deps.turnoDelFormulario?.edicion(id, ficha(current), ficha(record), today(), usuario, now);
        const inicio = inicioRegistroPropio(input, current, record.fechaIngreso);
        if (inicio !== undefined) deps.inicioRegistro.setEmpleado(id, inicio, now);
        return { before: toEmployee(current), after: toEmployee(mustExist(id)) };
      }),

    /**
     * Deactivates ("baja") today for 'renuncia', the call as it was before issue 31; `changed` is false when the
     * employee was already inactive.
     */
    deactivate: (id: number, registradaPor = 'desconocido'): { before: Employee; after: Employee; changed: boolean } => {
      const result = transaction(() => {
        const current = mustExist(id);
        if (current.activo) {
          const now = isoNow(clock);
          repo.setActivo(id, false, now, today());
          prestaciones.insertBaja({ empleadoId: id, fechaBaja: today(), motivoBaja: 'renuncia', nota: null, registradaPor }, now);
        }
        return { before: toEmployee(current), after: toEmployee(mustExist(id)), changed: current.activo };
      });
      // Also when it was already inactive: a retried DELETE repairs a gallery that missed the first one.
      faces()?.removeEmployee(id);
      return result;
    },

    /**
     * Issue 31: baja on `fechaBaja` (default today) for a reason, in one transaction with its row of history. 422 on
     * fechaBaja after today or before fechaIngreso, 409 when already de baja. The faces leave the gallery.
     */
    baja: (id: number, input: BajaInput, registradaPor: string): { before: Employee; after: Employee } => {
      const result = transaction(() => {
        const current = mustExist(id);
        if (!current.activo) throw empleadoYaDeBaja(current.nombre, formatDateEs(current.fechaBaja ?? today()));
        const hoy = today();
        const fechaBaja = input.fechaBaja ?? hoy;
        if (fechaBaja > hoy) throw validationFailed(`La fecha de baja no puede ser posterior a hoy (${dayMonthYear(hoy)}).`, 'fechaBaja');
        if (fechaBaja < current.fechaIngreso)
          throw validationFailed(`La fecha de baja no puede ser anterior a la fecha de ingreso (${dayMonthYear(current.fechaIngreso)}).`, 'fechaBaja');
        // Days after the baja are not paid: a date before a day the employee came to work would drop that day's pay.
        const ultimaEntrada = prestaciones.ultimaEntrada(id);
        if (ultimaEntrada && fechaBaja < ultimaEntrada)
          throw validationFailed(
            `${current.nombre} checó su entrada el ${dayMonthYear(ultimaEntrada)}: la fecha de baja no puede ser anterior a ese día, o no se le pagaría.`,
            'fechaBaja',
          );
        const now = isoNow(clock);
        repo.setActivo(id, false, now, fechaBaja);
        prestaciones.insertBaja({ empleadoId: id, fechaBaja, motivoBaja: input.motivoBaja, nota: input.nota ?? null, registradaPor }, now);
        return { before: toEmployee(current), after: withBajas(mustExist(id)) };
      });
      faces()?.removeEmployee(id);
      return result;
    },

    /**
     * Reactivates; `changed` is false when the employee was already active. Their faces re-enter the gallery, and the
     * open baja gets its `reactivado_en` (the history stays).
     */
    reactivate: (id: number): { before: Employee; after: Employee; changed: boolean } => {
      const result = transaction(() => {
        const current = mustExist(id);
        if (!current.activo) {
          const now = isoNow(clock);
          repo.setActivo(id, true, now);
          prestaciones.closeBaja(id, now);
        }
        return { before: toEmployee(current), after: toEmployee(mustExist(id)), changed: !current.activo };
      });
      // Also when it was already active: a retry repairs a gallery that missed the first one.
      faces()?.addEmployee(id);
      return result;
    },
  };
}

export type EmployeeService = ReturnType<typeof createEmployeeService>;
