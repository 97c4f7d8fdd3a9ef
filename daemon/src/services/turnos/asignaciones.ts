import { randomUUID } from 'node:crypto';
import type { Asignacion, AsignacionPayload, CambioTurno, CambioTurnoPayload } from '@reloj/contract/turnos';
import { diaProgramado } from '@reloj/payroll';
import type { AsignacionRow, CambioRecord, CambioRow } from '../../db/repositories/asignaciones.js';
import type { EmployeeRow } from '../../db/repositories/employees.js';
import type { Repositories } from '../../db/repositories/index.js';
import { cambioTurnoDuplicate, cambioTurnoNotFound, employeeNotFound, employeeUnknown, rolUnknown, turnoUnknown, validationFailed } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { formatDateEs } from '../../lib/dates.js';
import { closedPeriodGuard } from '../prenomina/index.js';
import { assertAfterClosed } from './turnosComun.js';

export const toAsignacion = (r: AsignacionRow): Asignacion => ({
  id: r.id,
  empleadoId: r.empleadoId,
  turnoId: r.turnoId,
  rolId: r.rolId,
  nombre: r.nombre,
  vigenteDesde: r.vigenteDesde,
  registradoPor: r.registradoPor,
  registradoEn: r.registradoEn,
});

export const toCambioTurno = (r: CambioRow): CambioTurno => ({
  id: r.id,
  empleadoId: r.empleadoId,
  fecha: r.fecha,
  turnoId: r.turnoId,
  descanso: r.descanso,
  conEmpleadoId: r.conEmpleadoId,
  motivo: r.motivo,
  registradoPor: r.registradoPor,
  registradoEn: r.registradoEn,
});

/** A one-day change as answered: a swap carries its colleague's row too (both were written together). */
export type CambioTurnoAnswer = CambioTurno & { pareja: CambioTurno | null };

/**
 * Assignments (issue 41 item 3) and one-day changes (item 4).
 *
 * - An assignment names a turno or a rol (422 naming turnoId / rolId when it does not exist) from `vigenteDesde`, never
 *   before the employee's fechaIngreso (422 naming vigenteDesde) nor from a day a closed period already covers (409).
 *   One per employee and date: assigning again on the same date replaces it. Several employees at once are one
 *   transaction: any bad one and nothing is written.
 * - A one-day change is another turno, a rest day, or a swap with a colleague: both rows are written (each with the
 *   colleague's turno of that day, or a rest day when the colleague rested) and removed together. Never inside a closed
 *   period (409); one per employee and date (409); chained in the record (migration 036).
 */
export function createAsignacionesService(deps: Pick<Repositories, 'asignaciones' | 'turnos' | 'employees' | 'periodos' | 'transaction'> & { clock: Clock }) {
  const { asignaciones: repo, turnos, employees, transaction, clock } = deps;
  const periods = closedPeriodGuard(deps.periodos);

  const employeeOr = (id: number, fail: () => Error): EmployeeRow => {
    const row = id > 0 ? employees.get(id) : undefined;
    if (!row) throw fail();
    return row;
  };

  /** The turno or rol of an assignment, which must exist (a retired turno no longer takes new assignments). */
  const checkTarget = (input: AsignacionPayload) => {
    if (input.turnoId != null) {
      const t = turnos.get(input.turnoId);
      if (!t || !t.activo) throw turnoUnknown('turnoId', input.turnoId);
      return { turnoId: t.id, rolId: null };
    }
    const r = turnos.rol(input.rolId!);
    if (!r) throw rolUnknown(input.rolId!);
    return { turnoId: null, rolId: r.id };
  };

  const checkFecha = (employee: EmployeeRow, vigenteDesde: string, field = 'vigenteDesde') => {
    if (vigenteDesde < employee.fechaIngreso) {
      throw validationFailed(
        `La fecha desde la que rige el turno (${formatDateEs(vigenteDesde)}) es anterior al ingreso de ${employee.nombre} (${formatDateEs(employee.fechaIngreso)}).`,
        field,
      );
    }
  };

  const assign = (list: EmployeeRow[], input: AsignacionPayload, registradoPor: string): Asignacion[] => {
    const target = checkTarget(input);
    for (const e of list) checkFecha(e, input.vigenteDesde);
    assertAfterClosed(repo.lastClosed(), input.vigenteDesde, 'un turno asignado desde un día de ese periodo cambiaría sus cifras');
    const now = isoNow(clock);
    return list.map((e) => toAsignacion(repo.get(repo.save({ empleadoId: e.id, ...target, vigenteDesde: input.vigenteDesde, registradoPor }, now))!));
  };

  /** The turno an employee works on a date (null: a rest day); 422 naming `field` when nothing is assigned that day. */
  const turnoDelDia = (employee: EmployeeRow, fecha: string, field: string): number | null => {
    const horario = repo.horarios([employee.id]).get(employee.id)!;
    const dia = diaProgramado(horario, fecha);
    if (!dia) throw validationFailed(`${employee.nombre} no tiene turno asignado el ${formatDateEs(fecha)}.`, field);
    return dia.segmentos.length === 0 ? null : dia.turnoId;
  };

  const checkDay = (employee: EmployeeRow, fecha: string, field: string) => {
    if (fecha < employee.fechaIngreso) {
      throw validationFailed(`El ${formatDateEs(fecha)} es anterior al ingreso de ${employee.nombre} (${formatDateEs(employee.fechaIngreso)}).`, field);
    }
    if (repo.cambioOn(employee.id, fecha)) {
      throw cambioTurnoDuplicate(`${employee.nombre} ya tiene un cambio de turno el ${formatDateEs(fecha)}. Bórralo primero si quieres cambiarlo.`, field);
    }
  };

  return {
    /** An employee's assignments, newest first (404 for an unknown employee). */
    list: (empleadoId: number): Asignacion[] => {
      employeeOr(empleadoId, () => employeeNotFound());
      return repo.ofEmployee(empleadoId).map(toAsignacion);
    },

    assignOne: (empleadoId: number, input: AsignacionPayload, registradoPor: string): Asignacion =>
      transaction(() => assign([employeeOr(empleadoId, () => employeeNotFound())], input, registradoPor)[0]!),

    /** Several employees in one transaction; an unknown one is a 422 naming its place in `empleadoIds`. */
    assignMany: (empleadoIds: readonly number[], input: AsignacionPayload, registradoPor: string): Asignacion[] =>
      transaction(() => {
        const unique = [...new Set(empleadoIds)];
        const list = unique.map((id) => employeeOr(id, () => employeeUnknown(`empleadoIds.${empleadoIds.indexOf(id)}`)));
        return assign(list, input, registradoPor);
      }),

    createCambio: (input: CambioTurnoPayload, registradoPor: string): CambioTurnoAnswer =>
      transaction(() => {
        const employee = employeeOr(input.empleadoId, () => employeeUnknown('empleadoId'));
        checkDay(employee, input.fecha, 'fecha');
        periods.assertOpen(input.fecha, 'cambiar turnos');
        const base = { fecha: input.fecha, motivo: input.motivo, registradoPor, conEmpleadoId: null, grupo: null };
        const now = isoNow(clock);
        const write = (c: CambioRecord) => toCambioTurno(repo.cambio(repo.insertCambio(c, now))!);

        if (input.conEmpleadoId != null) {
          if (input.conEmpleadoId === employee.id) throw validationFailed('Elige a otro empleado para el cambio de turno.', 'conEmpleadoId');
          const colega = employeeOr(input.conEmpleadoId, () => employeeUnknown('conEmpleadoId'));
          checkDay(colega, input.fecha, 'conEmpleadoId');
          const suyo = turnoDelDia(employee, input.fecha, 'empleadoId');
          const delColega = turnoDelDia(colega, input.fecha, 'conEmpleadoId');
          if (suyo === delColega) {
            throw validationFailed(
              `${employee.nombre} y ${colega.nombre} tienen el mismo ${suyo === null ? 'descanso' : 'turno'} el ${formatDateEs(input.fecha)}: no hay nada que intercambiar.`,
              'conEmpleadoId',
            );
          }
          const grupo = randomUUID();
          const mine = write({ ...base, empleadoId: employee.id, turnoId: delColega, descanso: delColega === null, conEmpleadoId: colega.id, grupo });
          const theirs = write({ ...base, empleadoId: colega.id, turnoId: suyo, descanso: suyo === null, conEmpleadoId: employee.id, grupo });
          return { ...mine, pareja: theirs };
        }
        if (input.turnoId != null) {
          const t = turnos.get(input.turnoId);
          if (!t || !t.activo) throw turnoUnknown('turnoId', input.turnoId);
          return { ...write({ ...base, empleadoId: employee.id, turnoId: t.id, descanso: false }), pareja: null };
        }
        return { ...write({ ...base, empleadoId: employee.id, turnoId: null, descanso: true }), pareja: null };
      }),

    /** The branches of the employees a change concerns (both of a swap); none for an unknown id. */
    cambioSucursales: (id: number): number[] => {
      const row = id > 0 ? repo.cambio(id) : undefined;
      const rows = !row ? [] : row.grupo ? repo.grupo(row.grupo) : [row];
      return rows.map((r) => employees.get(r.empleadoId)?.sucursalId ?? 0);
    },

    /** Removes a change (both rows of a swap); refused inside a closed period. Returns what was removed. */
    removeCambio: (id: number): CambioTurno[] =>
      transaction(() => {
        const row = id > 0 ? repo.cambio(id) : undefined;
        if (!row) throw cambioTurnoNotFound();
        periods.assertOpen(row.fecha, 'borrar cambios de turno');
        const rows = row.grupo ? repo.grupo(row.grupo) : [row];
        for (const r of rows) repo.removeCambio(r.id);
        return rows.map(toCambioTurno);
      }),
  };
}

export type AsignacionesService = ReturnType<typeof createAsignacionesService>;
