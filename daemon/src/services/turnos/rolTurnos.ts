import { datesBetween } from '@reloj/contract/dates';
import type { RolTurnosQuery } from '@reloj/contract/rolTurnos';
import type { RolTurnos, RolTurnosDia } from '@reloj/contract/turnos';
import { diaDeCampos, diaProgramado } from '@reloj/payroll';
import type { Repositories } from '../../db/repositories/index.js';
import { sucursalChoiceNotFound } from '../../errors.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import { holidaysBetween } from '../prenomina/index.js';

const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });

/** A roster cell as answered (the one-day change's id included). */
export type RolTurnosCelda = RolTurnosDia;

/**
 * 'Rol de turnos' (issue 41 item 5): the active employees of a branch (or of every branch the account sees), by name,
 * and for each day the turno it resolves to (payroll/src/horario.ts: assignment in force, rol week or cycle day, one-day
 * change), rest days, and holidays (LFT art. 74 and the company's). Days before an employee's first assignment show
 * the employee's own fields, as the pre-nómina reads them; days before the fechaIngreso are empty.
 */
export function createRolTurnosService(deps: Pick<Repositories, 'asignaciones' | 'employees' | 'festivos' | 'sucursales'>) {
  return {
    get(query: RolTurnosQuery, branches: Branches): RolTurnos {
      const sucursalId = query.sucursalId ?? null;
      if (sucursalId !== null && (!inBranches(branches, sucursalId) || !deps.sucursales.get(sucursalId))) throw sucursalChoiceNotFound();
      const employees = deps.employees
        .list({ activo: true, ...(sucursalId === null ? {} : { sucursalId }) })
        .filter((e) => inBranches(branches, e.sucursalId))
        .sort((a, b) => collator.compare(a.nombre, b.nombre) || a.id - b.id);
      const fechas = datesBetween(query.desde, query.hasta);
      const festivos = new Map(holidaysBetween(deps.festivos, query.desde, query.hasta).map((h) => [h.fecha, h.nombre]));
      const horarios = deps.asignaciones.horarios(employees.map((e) => e.id));
      const cambios = new Map(
        deps.asignaciones
          .cambiosBetween(
            employees.map((e) => e.id),
            query.desde,
            query.hasta,
          )
          .map((c) => [`${c.empleadoId} ${c.fecha}`, c.id]),
      );

      return {
        desde: query.desde,
        hasta: query.hasta,
        sucursalId,
        empleados: employees.map((e) => ({
          empleadoId: e.id,
          nombre: e.nombre,
          numeroEmpleado: e.numeroEmpleado,
          sucursalId: e.sucursalId,
          dias: fechas.map((fecha): RolTurnosCelda => {
            const festivo = festivos.get(fecha) ?? null;
            if (fecha < e.fechaIngreso) {
              return { fecha, turnoId: null, codigo: null, nombre: null, color: null, segmentos: [], descanso: false, cambio: false, festivo, cambioId: null };
            }
            const dia = diaProgramado(horarios.get(e.id)!, fecha) ?? diaDeCampos(e, fecha);
            return {
              fecha,
              turnoId: dia.turnoId,
              codigo: dia.codigo,
              nombre: dia.nombre,
              color: dia.color,
              segmentos: [...dia.segmentos],
              descanso: dia.segmentos.length === 0,
              cambio: dia.cambio,
              festivo,
              cambioId: cambios.get(`${e.id} ${fecha}`) ?? null,
            };
          }),
        })),
      };
    },
  };
}

export type RolTurnosService = ReturnType<typeof createRolTurnosService>;
