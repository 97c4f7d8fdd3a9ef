import type { Bono, Puesto, Sucursal } from '../catalogues/types';

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
  activo: boolean;
  /** Number of enrolled face photos. */
  rostros: number;
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
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
};

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
};

/** A face photo as a data URL, and where it came from (a webcam preview is mirrored, a file is not). */
export type FacePhoto = { dataUrl: string; source: 'camera' | 'file' };
