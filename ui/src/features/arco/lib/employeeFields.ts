import type { Employee } from '@reloj/contract/employees';
import { formatMoney } from '../../../lib/money';
import { dayMonthYear } from '@reloj/contract/dates';
import { formatRestDays } from '../../../lib/dateTime';
import { formatShift } from '../../../lib/schedule';

/** The employee's record as the printed page lists it: Spanish label and value, money in pesos, dates dd/mm/aaaa. */
export function employeeFields(e: Employee): [label: string, value: string][] {
  return [
    ['Nombre', e.nombre],
    ['Número de empleado', e.numeroEmpleado ?? 'Sin número'],
    ['ID en el sistema', String(e.id)],
    ['Estado', e.activo ? 'Activo' : 'Baja'],
    ['Sucursal', e.sucursal],
    ['Puesto', e.puesto],
    ['Salario diario', formatMoney(e.salarioDiario)],
    ['Bono', e.bono > 0 ? `${formatMoney(e.bono)}${e.bonoNombre ? ` (${e.bonoNombre})` : ''}` : 'Sin bono'],
    ['Fecha de ingreso', dayMonthYear(e.fechaIngreso)],
    ['Horario', `${formatShift(e.horaEntrada, e.horaSalida)}${e.turnoNocturno ? ' (nocturno)' : ''}`],
    ['Días de descanso', formatRestDays(e.diasDescanso)],
    ['Comida', e.minutosComida > 0 ? `${e.minutosComida} min` : 'Sin tiempo de comida'],
    // The NIP itself is kept only as a hash: never shown.
    ['NIP para checar', e.tieneNip ? 'Sí' : 'No'],
  ];
}
