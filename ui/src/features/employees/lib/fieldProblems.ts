import { employeeFieldText, employeeScheduleFields } from '@reloj/contract/employees';
import { moneyProblem } from '../../../components/moneyProblem';
import type { FormErrors } from '../../../components/useFormErrors';
import { changesInicioRegistro } from '../form';
import type { Employee, EmployeeFormValues } from '../types';

/** The employee form's fields a refusal can be beside. */
export type EmployeeField =
  | 'nombre'
  | 'sucursal'
  | 'puesto'
  | 'salario'
  | 'fechaIngreso'
  | 'horaEntrada'
  | 'horaSalida'
  | 'minutosComida'
  | 'numeroEmpleado'
  | 'inicioRegistro'
  | 'motivoInicioRegistro';

/** The first sentence of a contract field's refusal, or nothing. */
function contractProblem(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/**
 * What the employee form cannot send, by field, in the daemon's own sentences (the contract's): the required ones left empty (a date or time typed but impossible
 * is empty here; its own sentence is beside it already), the salary of the edit modal, the meal minutes and the
 * payroll number as the contract checks them. 'register' derives the salary from the puesto.
 */
export function employeeFieldProblems(values: EmployeeFormValues, mode: 'register' | 'edit', employee?: Employee): FormErrors<EmployeeField> {
  const problems: FormErrors<EmployeeField> = {};
  if (!values.nombre.trim()) problems.nombre = employeeFieldText.nombre;
  if (!values.sucursal) problems.sucursal = employeeFieldText.sucursal;
  if (!values.puesto) problems.puesto = employeeFieldText.puesto;
  if (mode === 'edit') problems.salario = moneyProblem('El salario diario', values.salario) ?? undefined;
  if (!values.fechaIngreso) problems.fechaIngreso = employeeFieldText.fechaIngreso;
  if (!values.horaEntrada) problems.horaEntrada = employeeFieldText.horaEntrada;
  if (!values.horaSalida) problems.horaSalida = employeeFieldText.horaSalida;
  const minutos = values.minutosComida.trim();
  problems.minutosComida = contractProblem(employeeScheduleFields.minutosComida, minutos === '' ? null : Number(minutos));
  problems.numeroEmpleado = contractProblem(employeeScheduleFields.numeroEmpleado, values.numeroEmpleado);
  // Issue 40: a changed inicioRegistro needs its motivo, and may not be before the hire (the daemon's sentences).
  if (changesInicioRegistro(values, employee)) {
    if (!values.inicioRegistro) problems.inicioRegistro = 'La fecha de inicio del registro es obligatoria.';
    else if (values.fechaIngreso && values.inicioRegistro < values.fechaIngreso)
      problems.inicioRegistro = 'La fecha de inicio del registro no puede ser anterior a la fecha de ingreso.';
    if (!values.motivoInicioRegistro?.trim()) problems.motivoInicioRegistro = 'Escribe el motivo del cambio de la fecha de inicio del registro.';
  }
  return Object.fromEntries(Object.entries(problems).filter(([, sentence]) => sentence));
}
