import { INCIDENCIA_LABELS, type Incidencia, type IncidenciaInput, type IncidenciasQuery } from '@reloj/contract/incidencias';
import { periodContaining } from '@reloj/contract/periodos';
import type { IncidenciaRow } from '../../db/repositories/incidencias.js';
import type { Repositories } from '../../db/repositories/index.js';
import { employeeUnknown, incidenciaDuplicate, incidenciaNotFound, validationFailed } from '../../errors.js';
import type { Branches } from '../../lib/branches.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { formatDateEs, localDate } from '../../lib/dates.js';
import { closedPeriodGuard } from './periodos.js';

export const toIncidencia = (r: IncidenciaRow): Incidencia => ({
  id: r.id,
  empleadoId: r.empleadoId,
  empleado: r.empleado,
  fecha: r.fecha,
  tipo: r.tipo,
  horas: r.minutos === null ? null : r.minutos / 60,
  nota: r.nota,
  creadoPor: r.creadoPor,
  creadoEn: r.creadoEn,
});

/**
 * Incidencias: overtime authorisations (horas_extra) and justified absences. One of each class per employee
 * and day; none added or removed inside a closed period.
 */
export function createIncidenciasService(
  deps: Pick<Repositories, 'incidencias' | 'prenomina' | 'reglas' | 'periodos' | 'transaction'> & {
    clock: Clock;
    timeZone: string;
    /**
     * Issue 31: 422 vacaciones_sin_saldo for a 'vacaciones' day beyond the balance unless advanced; issue 39: the
     * sentence to answer for a day that takes nothing from it (a holiday or a rest day, art. 76), else null
     * (services/prestaciones/prestaciones.ts).
     */
    assertVacaciones?: (empleadoId: number, fecha: string, adelantadas: boolean) => string | null;
  },
) {
  const { incidencias: repo, prenomina: inputs, reglas, transaction, clock } = deps;
  const periods = closedPeriodGuard(deps.periodos);
  const mustExist = (id: number): IncidenciaRow => {
    const row = id > 0 ? repo.get(id) : undefined;
    if (!row) throw incidenciaNotFound();
    return row;
  };

  return {
    /** Incidencias of a range (the current pay period by default), optionally of one employee, by date. */
    list(query: IncidenciasQuery, branches: Branches = null): { desde: string; hasta: string; incidencias: Incidencia[] } {
      if (query.empleado !== undefined && !inputs.employee(query.empleado)) throw employeeUnknown('empleado');
      const { desde, hasta } =
        query.desde && query.hasta ? { desde: query.desde, hasta: query.hasta } : periodContaining(localDate(clock.now(), deps.timeZone), reglas.get());
      return { desde, hasta, incidencias: repo.list({ desde, hasta, empleadoId: query.empleado, sucursales: branches }).map(toIncidencia) };
    },
    create: (input: IncidenciaInput, creadoPor: string): Incidencia =>
      transaction(() => {
        const employee = inputs.employee(input.empleadoId);
        if (!employee) throw employeeUnknown('empleadoId');
        if (input.fecha < employee.fechaIngreso) {
          throw validationFailed(`La fecha es anterior al ingreso de ${employee.nombre} (${formatDateEs(employee.fechaIngreso)}).`, 'fecha', 422);
        }
        const same = repo.sameClass(employee.id, input.fecha, input.tipo);
        if (same) {
          const kind = same.tipo === 'horas_extra' ? 'una autorización de horas extra' : `una incidencia (${INCIDENCIA_LABELS[same.tipo]})`;
          throw incidenciaDuplicate(`${employee.nombre} ya tiene ${kind} el ${formatDateEs(input.fecha)}. Bórrala primero si quieres cambiarla.`);
        }
        periods.assertOpen(input.fecha, 'registrar incidencias');
        const aviso = input.tipo === 'vacaciones' ? (deps.assertVacaciones?.(employee.id, input.fecha, input.adelantadas === true) ?? null) : null;
        const nota = input.nota?.trim() ? input.nota.trim() : null;
        const minutos = input.tipo === 'horas_extra' ? Math.round((input.horas ?? 0) * 60) : null;
        const id = repo.insert({ empleadoId: employee.id, fecha: input.fecha, tipo: input.tipo, minutos, nota, creadoPor }, isoNow(clock));
        return aviso === null ? toIncidencia(mustExist(id)) : { ...toIncidencia(mustExist(id)), aviso };
      }),
    remove: (id: number): Incidencia =>
      transaction(() => {
        const before = mustExist(id);
        periods.assertOpen(before.fecha, 'borrar incidencias');
        repo.remove(id);
        return toIncidencia(before);
      }),
  };
}

export type IncidenciasService = ReturnType<typeof createIncidenciasService>;
