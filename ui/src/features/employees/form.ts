import { parseMoney } from '../../lib/money';
import { localDate } from '../../lib/dateTime';
import type { Bono, Employee, EmployeeFormValues, EmployeeOptions, EmployeePayload } from './types';

/** The registration form as it opens and as it is left after a success: today's date, everything else empty. */
export const emptyRegistration = (): EmployeeFormValues => ({
  nombre: '',
  sucursal: '',
  puesto: '',
  salario: '',
  bonoId: '',
  fechaIngreso: localDate(),
  horaEntrada: '',
  horaSalida: '',
});

/** The edit modal's copy of a listed employee. */
export const valuesOf = (employee: Employee): EmployeeFormValues => ({
  nombre: employee.nombre,
  sucursal: employee.sucursal,
  puesto: employee.puesto,
  salario: employee.salarioDiario.toFixed(2),
  bonoId: employee.bonoId === null ? '' : String(employee.bonoId),
  fechaIngreso: employee.fechaIngreso,
  horaEntrada: employee.horaEntrada,
  horaSalida: employee.horaSalida,
});

export const puestoNamed = (options: EmployeeOptions, nombre: string) => options.puestos.find((p) => p.nombre === nombre);
const bonoWithId = (bonos: readonly Bono[], id: string) => bonos.find((b) => String(b.id) === id);

/** The salary the registration shows and sends: the chosen puesto's. */
export const salaryOfPuesto = (options: EmployeeOptions, puesto: string): number | undefined =>
  puestoNamed(options, puesto)?.salarioDiario;

/** POST /api/employees: the salary copied from the puesto, the bono as its amount (0 for 'Sin bono'). */
export function registrationPayload(values: EmployeeFormValues, options: EmployeeOptions): EmployeePayload {
  return {
    nombre: values.nombre.trim(),
    sucursal: values.sucursal,
    puesto: values.puesto,
    salario: salaryOfPuesto(options, values.puesto) ?? 0,
    bono: bonoWithId(options.bonos, values.bonoId)?.monto ?? 0,
    fechaIngreso: values.fechaIngreso,
    horaEntrada: values.horaEntrada,
    horaSalida: values.horaSalida,
  };
}

/**
 * PUT /api/employees/{id}: the salary as typed (the employee's own). An unchanged bono is sent with the amount
 * the employee has, so that a bono repriced in the catalogue since registration does not change them.
 */
export function editPayload(values: EmployeeFormValues, options: EmployeeOptions, employee: Employee): EmployeePayload {
  const keepsBono = employee.bonoId !== null && values.bonoId === String(employee.bonoId);
  return {
    nombre: values.nombre.trim(),
    sucursal: values.sucursal,
    puesto: values.puesto,
    salario: parseMoney(values.salario),
    bono: keepsBono ? employee.bono : (bonoWithId(options.bonos, values.bonoId)?.monto ?? 0),
    fechaIngreso: values.fechaIngreso,
    horaEntrada: values.horaEntrada,
    horaSalida: values.horaSalida,
  };
}

/** The bono options of a form: the catalogue, with the employee's own bono at the amount they have (it may differ). */
export function bonoChoices(bonos: readonly Bono[], employee?: Employee): Bono[] {
  if (!employee || employee.bonoId === null) return [...bonos];
  const own: Bono = { id: employee.bonoId, nombre: employee.bonoNombre ?? 'BONO', monto: employee.bono };
  return bonos.some((b) => b.id === own.id) ? bonos.map((b) => (b.id === own.id ? own : b)) : [...bonos, own];
}
