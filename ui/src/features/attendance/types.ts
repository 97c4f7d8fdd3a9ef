export type PunchType = 'entrada' | 'salida';

/** One punch as GET /api/attendance lists it, newest first. */
export type Punch = {
  id: number;
  employeeId: number;
  empleado: string;
  sucursal: string | null;
  tipo: PunchType;
  /** ISO 8601 instant. */
  hora: string;
  /** The working day it counts for (YYYY-MM-DD); a night shift's salida counts for the day before. */
  diaLaboral: string;
  /** The device's name, or its code when it has none. */
  dispositivo: string;
  similitud: number;
  vivacidad: number | null;
  /** Same-origin URL of the face snapshot (admin session), or null when there is none. */
  foto: string | null;
};

/** The screen's filters as the inputs hold them: dates YYYY-MM-DD, ids as strings, '' for none. */
export type AttendanceFilters = {
  desde: string;
  hasta: string;
  sucursal: string;
  empleado: string;
};

export type Option = { id: number; nombre: string };
export type EmployeeOption = Option & { activo: boolean };
