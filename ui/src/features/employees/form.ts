import { parseMoney } from '../../lib/money';
import { localDate } from '../../lib/dateTime';
import type { Bono, Employee, EmployeeFormValues, EmployeeOptions, EmployeePayload } from './types';

/** The registration form as it opens and as it is left after a success: today's date, domingo as rest day, everything else empty. */
export const emptyRegistration = (): EmployeeFormValues => ({
  nombre: '',
  sucursal: '',
  puesto: '',
  salario: '',
  bonoId: '',
  fechaIngreso: localDate(),
  horaEntrada: '',
  horaSalida: '',
  diasDescanso: [0],
  minutosComida: '0',
  numeroEmpleado: '',
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
  diasDescanso: [...(employee.diasDescanso ?? [0])],
  minutosComida: String(employee.minutosComida ?? 0),
  numeroEmpleado: employee.numeroEmpleado ?? '',
  inicioRegistro: employee.inicioRegistro,
  motivoInicioRegistro: '',
});

/** Issue 40: the edit changes the employee's inicioRegistro (then its motivo is asked for and sent). */
export const changesInicioRegistro = (values: EmployeeFormValues, employee?: Employee): boolean =>
  employee !== undefined && values.inicioRegistro !== undefined && values.inicioRegistro !== employee.inicioRegistro;

export const puestoNamed = (options: EmployeeOptions, nombre: string) => options.puestos.find((p) => p.nombre === nombre);
const bonoWithId = (bonos: readonly Bono[], id: string) => bonos.find((b) => String(b.id) === id);

/** The salary the registration shows and sends: the chosen puesto's. */
export const salaryOfPuesto = (options: EmployeeOptions, puesto: string): number | undefined => puestoNamed(options, puesto)?.salarioDiario;

/** The schedule fields issue 12 adds: rest days, meal minutes ('' is sent as null so the server names it) and the payroll key. */
function scheduleOf(values: EmployeeFormValues): Pick<EmployeePayload, 'diasDescanso' | 'minutosComida' | 'numeroEmpleado'> {
  const minutos = values.minutosComida.trim();
  return {
    diasDescanso: [...values.diasDescanso].sort((a, b) => a - b),
    minutosComida: (minutos === '' ? null : Number(minutos)) as number,
    numeroEmpleado: values.numeroEmpleado.trim() === '' ? null : values.numeroEmpleado.trim(),
  };
}

/**
 * POST /api/employees: the salary copied from the puesto, the bono as its amount (0 for 'Sin bono') and, beside it,
 * its id: two bonos may share an amount (PUNTUALIDAD 200 and ASISTENCIA 200).
 */
export function registrationPayload(values: EmployeeFormValues, options: EmployeeOptions): EmployeePayload {
  const bono = bonoWithId(options.bonos, values.bonoId);
  return {
    nombre: values.nombre.trim(),
    sucursal: values.sucursal,
    puesto: values.puesto,
    salario: salaryOfPuesto(options, values.puesto) ?? 0,
    bono: bono?.monto ?? 0,
    bonoId: bono?.id ?? null,
    fechaIngreso: values.fechaIngreso,
    horaEntrada: values.horaEntrada,
    horaSalida: values.horaSalida,
    ...scheduleOf(values),
  };
}

/**
 * PUT /api/employees/{id}: the salary as typed (the employee's own). An unchanged bono is sent with the amount
 * the employee has and no id, so that a bono repriced in the catalogue since registration does not change them
 * (the server keeps the stored bono when the amount is theirs); another bono goes with its amount and its id.
 */
export function editPayload(values: EmployeeFormValues, options: EmployeeOptions, employee: Employee): EmployeePayload {
  const keepsBono = employee.bonoId !== null && values.bonoId === String(employee.bonoId);
  const bono = keepsBono ? undefined : bonoWithId(options.bonos, values.bonoId);
  return {
    nombre: values.nombre.trim(),
    sucursal: values.sucursal,
    puesto: values.puesto,
    salario: parseMoney(values.salario),
    bono: keepsBono ? employee.bono : (bono?.monto ?? 0),
    ...(keepsBono ? {} : { bonoId: bono?.id ?? null }),
    fechaIngreso: values.fechaIngreso,
    horaEntrada: values.horaEntrada,
    horaSalida: values.horaSalida,
    ...scheduleOf(values),
    ...(changesInicioRegistro(values, employee)
      ? { inicioRegistro: values.inicioRegistro, motivoInicioRegistro: values.motivoInicioRegistro?.trim() ?? '' }
      : {}),
  };
}

/** The bono options of a form: the catalogue, with the employee's own bono at the amount they have (it may differ). */
export function bonoChoices(bonos: readonly Bono[], employee?: Employee): Bono[] {
  if (!employee || employee.bonoId === null) return [...bonos];
  const catalogued = bonos.find((b) => b.id === employee.bonoId);
  const own: Bono = {
    ...(catalogued ?? { tipo: 'fijo', pierdeCon: 1 }),
    id: employee.bonoId,
    nombre: employee.bonoNombre ?? catalogued?.nombre ?? 'BONO',
    monto: employee.bono,
  };
  return catalogued ? bonos.map((b) => (b.id === own.id ? own : b)) : [...bonos, own];
}
