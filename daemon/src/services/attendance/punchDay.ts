import { diaProgramado } from '@reloj/payroll';
import type { Repositories } from '../../db/repositories/index.js';
import { workingDay, workingDayOfSchedule } from '../../lib/workingDay.js';

/**
 * The working day a punch at `instant` belongs to (issue 41): by the employee's turnos when they have an assignment,
 * else by their form's hours as before (lib/workingDay.ts). For the kiosk's punch and the manual one alike.
 */
export function punchDayOf(asignaciones: Pick<Repositories['asignaciones'], 'horarios'>, timeZone: string) {
  return (instant: Date, employee: { id: number; horaEntrada: string; horaSalida: string }): string => {
    const usual = { entrada: employee.horaEntrada, salida: employee.horaSalida };
    const horario = asignaciones.horarios([employee.id]).get(employee.id);
    if (!horario || horario.asignaciones.length === 0) return workingDay(instant, usual.entrada, usual.salida, timeZone);
    return workingDayOfSchedule(instant, timeZone, (fecha) => diaProgramado(horario, fecha) ?? { segmentos: [usual] }, usual);
  };
}
