import { addDays } from '@reloj/contract/dates';
import type { Repositories } from '../../db/repositories/index.js';
import { diasJson, turnoDeCampos, type CamposHorario } from '../../db/turnoDeCampos.js';

type Ficha = { campos: CamposHorario; fechaIngreso: string };

const sameWeek = (a: CamposHorario, b: CamposHorario) => diasJson(turnoDeCampos(a).dias) === diasJson(turnoDeCampos(b).dias);

/**
 * Issue 41 item 3: the employee form (SPEC.md) keeps horaEntrada, horaSalida, diasDescanso and minutosComida; they pick
 * the identical active weekly turno or create one, and become an assignment:
 *
 * - on an alta, from the fechaIngreso;
 * - on an edit that changes them, from the box's today (never before the fechaIngreso, nor inside a closed period),
 *   so that the earlier days of an open period keep the schedule they had;
 * - an edit of the fechaIngreso moves the first assignment with it when it began on the old date or after the new one.
 */
export function createTurnoDelFormulario(deps: Pick<Repositories, 'turnos' | 'asignaciones'>) {
  const { turnos, asignaciones } = deps;
  return {
    alta(empleadoId: number, ficha: Ficha, registradoPor: string | null, now: string): void {
      const turnoId = turnos.weeklyOf(ficha.campos, now);
      asignaciones.save({ empleadoId, turnoId, rolId: null, vigenteDesde: ficha.fechaIngreso, registradoPor }, now);
    },

    edicion(empleadoId: number, antes: Ficha, despues: Ficha, hoy: string, registradoPor: string | null, now: string): void {
      const history = asignaciones.ofEmployee(empleadoId); // newest first
      if (history.length === 0) return this.alta(empleadoId, despues, registradoPor, now);
      if (antes.fechaIngreso !== despues.fechaIngreso) {
        const first = history.at(-1)!;
        const second = history.at(-2);
        const movable = first.vigenteDesde === antes.fechaIngreso || first.vigenteDesde > despues.fechaIngreso;
        if (movable && first.vigenteDesde !== despues.fechaIngreso && (!second || second.vigenteDesde > despues.fechaIngreso)) {
          asignaciones.move(first.id, despues.fechaIngreso);
        }
      }
      if (sameWeek(antes.campos, despues.campos)) return;
      const closed = asignaciones.lastClosed();
      const desde = [hoy, despues.fechaIngreso, closed ? addDays(closed.hasta, 1) : ''].reduce((a, b) => (a > b ? a : b));
      const turnoId = turnos.weeklyOf(despues.campos, now);
      asignaciones.save({ empleadoId, turnoId, rolId: null, vigenteDesde: desde, registradoPor }, now);
    },
  };
}

export type TurnoDelFormulario = ReturnType<typeof createTurnoDelFormulario>;
