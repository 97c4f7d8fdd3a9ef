import type { ManualPunchInput, Punch } from '@reloj/contract/attendance';
import type { Repositories } from '../../db/repositories/index.js';
import { toPunch } from './attendance.js';
import { employeeUnknown, punchDuplicate, punchInFuture, validationFailed } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { formatDateEs, wallClock } from '../../lib/dates.js';
import { instantOf } from '@reloj/contract/dates';
import { punchDayOf } from './punchDay.js';
import { closedPeriodGuard } from '../prenomina/index.js';

const MINUTE_MS = 60_000;

/**
 * POST /api/attendance/manual: a punch the employee forgot, added by an administrator with the reason. Punches stay
 * append-only: this adds one, marked manual with who and why, and never changes another.
 *
 * Its working day comes from the employee's turnos (services/attendance/punchDay.ts), as a kiosk punch's does. Its `tipo` is its
 * place in the time order of that day's punches (1st entrada, 2nd salida, ...); the pre-nómina and the attendance list
 * read every punch that way, so a forgotten 09:00 entrada added after the kiosk stored 18:00 as an 'entrada' turns that
 * 18:00 punch into the day's salida without touching its row.
 */
export function createManualAttendanceService(
  deps: Pick<Repositories, 'attendance' | 'prenomina' | 'periodos' | 'asignaciones' | 'transaction'> & { clock: Clock; timeZone: string },
) {
  const { attendance: punches, prenomina: inputs, transaction, clock, timeZone } = deps;
  const punchDay = punchDayOf(deps.asignaciones, timeZone);
  const periods = closedPeriodGuard(deps.periodos);

  return {
    add: (input: ManualPunchInput, registradoPor: string): Punch =>
      transaction(() => {
        const employee = inputs.employee(input.empleadoId);
        if (!employee) throw employeeUnknown('empleadoId');
        const instant = instantOf(input.hora, timeZone);
        if (instant.getTime() > clock.now().getTime()) throw punchInFuture();
        const day = punchDay(instant, employee);
        if (day < employee.fechaIngreso) {
          throw validationFailed(`La checada es anterior al ingreso de ${employee.nombre} (${formatDateEs(employee.fechaIngreso)}).`, 'hora', 422);
        }
        const hora = instant.toISOString();
        const close = punches.near(employee.id, new Date(instant.getTime() - MINUTE_MS).toISOString(), new Date(instant.getTime() + MINUTE_MS).toISOString());
        if (close) {
          const shown = wallClock(new Date(close.hora), timeZone);
          throw punchDuplicate(
            `${employee.nombre} ya tiene una checada a las ${shown.hour}:${shown.minute} del ${formatDateEs(shown.date)}${close.manual ? ' (manual)' : ''}: no se agregó otra.`,
          );
        }
        periods.assertOpen(day, 'agregar checadas manuales');
        const before = punches.dayTimes(employee.id, day).filter((p) => p.hora <= hora).length;
        const id = punches.insertManual({
          empleadoId: employee.id,
          tipo: before % 2 === 0 ? 'entrada' : 'salida',
          hora,
          fechaLocal: day,
          motivo: input.motivo.replace(/\s+/g, ' ').trim(),
          registradoPor,
          now: isoNow(clock),
        });
        const row = punches.list({ desde: day, hasta: day, empleadoId: employee.id }).find((r) => r.id === id)!;
        return toPunch(row);
      }),
  };
}

export type ManualAttendanceService = ReturnType<typeof createManualAttendanceService>;
