/** Employees: the SPEC.md payload plus what the pre-nómina needs (issue 12). */
import { z } from 'zod';
import type { Advertencia } from './payroll.js';

/** An employee as GET /api/employees returns it: money in decimal pesos, references by id plus their current names. */
export type Employee = {
  id: number;
  nombre: string;
  sucursalId: number;
  sucursal: string;
  puestoId: number;
  puesto: string;
  /** The employee's own daily salary (copied from the puesto at registration, editable later). */
  salarioDiario: number;
  bonoId: number | null;
  /** Bonus amount as of registration; 0 when none. */
  bono: number;
  bonoNombre: string | null;
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
  /** The salida is earlier than the entrada: the shift ends the next day. */
  turnoNocturno: boolean;
  /** Weekday numbers of the rest days, 0 = domingo. */
  diasDescanso: number[];
  /** Unpaid meal inside the shift, not punched. */
  minutosComida: number;
  /** The payroll key, unique; null when not set. */
  numeroEmpleado: string | null;
  activo: boolean;
  /** Number of enrolled face photos. */
  rostros: number;
  /** An administrator set a NIP: the employee can punch with their número de empleado at the kiosk. */
  tieneNip: boolean;
  /** E.g. a salary below the minimum wage of the branch's zone. */
  advertencias: Advertencia[];
};

/** The body of POST /api/employees (SPEC.md sections 3 and 7) and of PUT /api/employees/{id}. */
export type EmployeePayload = {
  nombre: string;
  /** Branch name. */
  sucursal: string;
  /** Position name. */
  puesto: string;
  /** Daily salary in pesos: the puesto's on creation, the employee's own on edit. */
  salario: number;
  /** Bonus amount in pesos; 0 when none. */
  bono: number;
  /** The chosen bono's id (two bonos may share an amount); must agree with `bono`. */
  bonoId?: number | null;
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
  diasDescanso?: number[];
  minutosComida?: number;
  numeroEmpleado?: string | null;
};

export const NUMERO_EMPLEADO_MAX = 20;

/** The fields issue 12 adds to an employee; all optional in POST and PUT. */
export const employeeScheduleFields = {
  diasDescanso: z
    .array(
      z.number({ error: 'Los días de descanso son números de 0 (domingo) a 6 (sábado).' }).int('Los días de descanso son números de 0 (domingo) a 6 (sábado).').min(0, 'Los días de descanso son números de 0 (domingo) a 6 (sábado).').max(6, 'Los días de descanso son números de 0 (domingo) a 6 (sábado).'),
      { error: 'Los días de descanso deben ser una lista de números de 0 (domingo) a 6 (sábado).' },
    )
    .max(6, 'Debe quedar al menos un día laborable en la semana.')
    .refine((days) => new Set(days).size === days.length, 'Un día de descanso está repetido.')
    .transform((days) => [...days].sort((a, b) => a - b))
    .optional(),
  minutosComida: z
    .number({ error: 'Los minutos de comida deben ser un número entero de 0 a 240.' })
    .int('Los minutos de comida deben ser un número entero de 0 a 240.')
    .min(0, 'Los minutos de comida deben ser un número entero de 0 a 240.')
    .max(240, 'Los minutos de comida deben ser un número entero de 0 a 240.')
    .optional(),
  numeroEmpleado: z
    .string({ error: 'El número de empleado debe ser texto.' })
    .trim()
    .max(NUMERO_EMPLEADO_MAX, `El número de empleado admite como máximo ${NUMERO_EMPLEADO_MAX} caracteres.`)
    .regex(/^[\p{L}\p{N}\-_./]*$/u, 'El número de empleado solo admite letras, números y los signos - _ . /')
    .transform((v) => (v === '' ? null : v.toLocaleUpperCase('es-MX')))
    .nullish(),
  bonoId: z
    .number({ error: 'El bono elegido (bonoId) debe ser el id de un bono.' })
    .int('El bono elegido (bonoId) debe ser el id de un bono.')
    .positive('El bono elegido (bonoId) debe ser el id de un bono.')
    .nullish(),
};
