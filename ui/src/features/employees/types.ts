import type { Employee, EmployeePayload } from '@reloj/contract/employees';
import type { Bono, Puesto, Sucursal } from '@reloj/contract/catalogues';

/** An employee as GET /api/employees returns it, and the body of POST and PUT /api/employees (contract/employees). */
export type { Employee, EmployeePayload };

export type { Bono, Puesto, Sucursal };

/** The three catalogues the employee forms choose from. */
export type EmployeeOptions = { puestos: Puesto[]; sucursales: Sucursal[]; bonos: Bono[] };

/** The employee form's state: selects hold names (sucursal, puesto) or an id (bono, '' for none); inputs hold strings. */
export type EmployeeFormValues = {
  nombre: string;
  sucursal: string;
  puesto: string;
  /** Pesos as typed (the edit modal) or copied from the puesto (registration). */
  salario: string;
  /** The chosen bono's id, '' for 'Sin bono'. */
  bonoId: string;
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
  /** Weekday numbers of the rest days, 0 = domingo. */
  diasDescanso: number[];
  /** Unpaid meal inside the shift, in minutes, as typed. */
  minutosComida: string;
  /** The payroll key; '' for none. */
  numeroEmpleado: string;
  /** Issue 40, edit only: the first day the box records for the employee, and why it changes (asked only when it does). */
  inicioRegistro?: string;
  motivoInicioRegistro?: string;
};

/**
 * The face photos of one registration as data URLs: the frames of one 'Tomar Foto' burst (the daemon keeps the best
 * that differ), or the files chosen with 'Subir foto' (each one kept). A webcam preview is mirrored, a file is not.
 */
export type FacePhotos = { dataUrls: string[]; source: 'camera' | 'file' };

/**
 * What an employee of GET /api/employees may also carry for issue 31 (contract/employees): the vacation days left
 * (negative when days were advanced; null when they cannot be told; absent from a daemon that does not compute them).
 */
export type EmployeePrestaciones = Pick<Employee, 'vacacionesPendientes'>;
export const prestacionesOf = (employee: Employee): EmployeePrestaciones => employee;
