import { keypadNumberSchema, pinSchema } from '@reloj/contract/attendance';
import type { Employee } from '../types';
import { nipText } from '../nipMessages';

/** Why the typed NIP cannot be sent, or null when it can (the daemon's own rule: 4 to 8 digits). */
export function nipProblem(pin: string): string | null {
  if (pin === '') return nipText.empty;
  return pinSchema.safeParse(pin).success ? null : nipText.invalid;
}

/** The employee's número de empleado when the kiosk keypad can type it (digits only), else null: no NIP without one. */
export const keypadNumber = (employee: Pick<Employee, 'numeroEmpleado'>): string | null =>
  employee.numeroEmpleado !== null && keypadNumberSchema.safeParse(employee.numeroEmpleado).success ? employee.numeroEmpleado : null;
