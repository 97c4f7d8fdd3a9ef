import { dayMonthYear } from '@reloj/contract/dates';
import type { SaldoInicial, SaldoInicialInput } from '@reloj/contract/prestaciones';
import { anioEnCursoAl, aniosAbiertos, repartirSaldoInicial } from '@reloj/payroll';
import type { EmployeeRow } from '../../db/repositories/employees.js';
import type { Repositories } from '../../db/repositories/index.js';
import { employeeNotFound, validationFailed } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { localDate } from '../../lib/dates.js';
import { inicioRegistroDe, requiereSaldoInicial } from './prestaciones.js';

/** The motivo of an opening balance written by the staff import. */
export const MOTIVO_IMPORTACION = 'Importación de personal';

const dias = (n: number) => (n === 1 ? '1 día' : `${n} días`);

/**
 * Issue 40 item 2: the opening vacation balances. POST /api/employees/{id}/saldo-vacaciones appends one (the latest is
 * in force, the earlier ones stay), checked against the employee's years of service at its fecha: an anniversary
 * that is not one of theirs, more days than a year or the opened years give (art. 76 plus the company's extra days),
 * or more days taken from the year under way than it will give, are refused with the field named.
 */
export function createSaldoInicialService(
  deps: Pick<Repositories, 'employees' | 'reglas' | 'saldosVacaciones' | 'transaction'> & {
    clock: Clock;
    timeZone: string;
    /** The box's first day in service, null while it has none. */
    inicioCaja: () => string | null;
  },
) {
  const { employees, reglas, saldosVacaciones, transaction } = deps;
  const today = () => localDate(deps.clock.now(), deps.timeZone);

  /** The balance as stored: per year, the total assigned by the box when entered as one figure. Throws 422. */
  const check = (employee: EmployeeRow, input: SaldoInicialInput): Pick<SaldoInicial, 'anios' | 'pendientes' | 'forma' | 'tomadosAnioEnCurso'> => {
    const { fecha } = input;
    const hoy = today();
    if (fecha < employee.fechaIngreso)
      throw validationFailed(
        `La fecha del saldo inicial (${dayMonthYear(fecha)}) no puede ser anterior a la fecha de ingreso de ${employee.nombre} (${dayMonthYear(employee.fechaIngreso)}).`,
        'fecha',
      );
    if (fecha > hoy) throw validationFailed(`La fecha del saldo inicial no puede ser posterior a hoy (${dayMonthYear(hoy)}).`, 'fecha');
    const diasExtra = reglas.get().diasVacacionesExtra;
    const abiertos = aniosAbiertos(employee.fechaIngreso, fecha, diasExtra);
    const capacidad = abiertos.reduce((total, a) => total + a.dias, 0);

    let anios: SaldoInicial['anios'];
    if (input.anios !== undefined) {
      for (const a of input.anios) {
        const anio = abiertos.find((x) => x.aniversario === a.aniversario);
        if (!anio) {
          const suyos = abiertos.map((x) => dayMonthYear(x.aniversario)).join(', ');
          throw validationFailed(
            `El ${dayMonthYear(a.aniversario)} no es un aniversario de ${employee.nombre} cumplido al ${dayMonthYear(fecha)}` +
              (suyos ? ` (los suyos: ${suyos}).` : ': aún no cumplía un año de servicio.'),
            'anios',
          );
        }
        if (a.pendientes > anio.dias)
          throw validationFailed(
            `El año de servicio ${anio.anioServicio} (aniversario del ${dayMonthYear(anio.aniversario)}) dio ${dias(anio.dias)}: no puede tener ${dias(a.pendientes)} pendientes.`,
            'anios',
          );
      }
      anios = abiertos.flatMap((x) => input.anios!.filter((a) => a.aniversario === x.aniversario && a.pendientes > 0));
    } else {
      const repartidos = repartirSaldoInicial(employee.fechaIngreso, fecha, input.pendientes!, diasExtra);
      if (repartidos === null)
        throw validationFailed(
          `${dias(input.pendientes!)} pendientes son más de los que dan los años de servicio de ${employee.nombre} cumplidos al ${dayMonthYear(fecha)} (${dias(capacidad)}).`,
          'pendientes',
        );
      anios = repartidos;
    }
    const tomados = input.tomadosAnioEnCurso ?? 0;
    const enCurso = anioEnCursoAl(employee.fechaIngreso, fecha, diasExtra);
    if (tomados > enCurso.dias)
      throw validationFailed(
        `El año de servicio en curso (el ${enCurso.anioServicio}, hasta el ${dayMonthYear(enCurso.aniversario)}) dará ${dias(enCurso.dias)}: no pudo tomar ${dias(tomados)} de él.`,
        'tomadosAnioEnCurso',
      );
    return {
      anios,
      pendientes: anios.reduce((total, a) => total + a.pendientes, 0),
      forma: input.anios !== undefined ? 'por_anio' : 'total',
      tomadosAnioEnCurso: tomados,
    };
  };

  const registrar = (employee: EmployeeRow, input: SaldoInicialInput, usuario: string) =>
    transaction(() => {
      const before = saldosVacaciones.current(employee.id) ?? null;
      const checked = check(employee, input);
      saldosVacaciones.insert({
        empleadoId: employee.id,
        fecha: input.fecha,
        motivo: input.motivo,
        registradoPor: usuario,
        registradoEn: isoNow(deps.clock),
        ...checked,
      });
      return { before, after: saldosVacaciones.current(employee.id)! };
    });

  return {
    /** POST /api/employees/{id}/saldo-vacaciones: 404 unknown employee, 422 bad figures; the balance before and after. */
    registrar: (empleadoId: number, input: SaldoInicialInput, usuario: string): { before: SaldoInicial | null; after: SaldoInicial } => {
      const employee = employees.get(empleadoId);
      if (!employee) throw employeeNotFound();
      return registrar(employee, input, usuario);
    },

    /**
     * The staff import's 'Vacaciones pendientes' (inside its transaction): stored as a single total, dated the
     * employee's inicioRegistro, for an employee hired before it. Nothing when not needed or when the balance in force
     * already says the same total; 422 when one with another total exists (a change needs its own motivo).
     */
    desdeImportacion: (empleadoId: number, pendientes: number, usuario: string): SaldoInicial | null => {
      const employee = employees.get(empleadoId);
      if (!employee) throw employeeNotFound();
      const inicio = inicioRegistroDe(employee, deps.inicioCaja());
      if (!requiereSaldoInicial(employee, inicio)) return null;
      const current = saldosVacaciones.current(empleadoId);
      if (current?.pendientes === pendientes && current.tomadosAnioEnCurso === 0) return null;
      if (current)
        throw validationFailed(
          `Ya hay un saldo inicial de vacaciones de ${dias(current.pendientes)} (del ${dayMonthYear(current.fecha)}) para ${employee.nombre}: cámbialo en Empleados → Vacaciones → Saldo inicial, con su motivo`,
          'vacacionesPendientes',
        );
      return registrar(employee, { fecha: inicio!, pendientes, motivo: MOTIVO_IMPORTACION }, usuario).after;
    },
  };
}

export type SaldoInicialService = ReturnType<typeof createSaldoInicialService>;
