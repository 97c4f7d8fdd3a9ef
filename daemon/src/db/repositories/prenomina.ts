import type { BonoTipo, Zona } from '@reloj/contract/catalogues';
import type { Db } from '../connection.js';
import { NOT_VOIDED } from './attendance.js';
import { INICIO_REGISTRO_CAJA_SQL, inicioRegistroEmpleadoSql } from './inicioRegistro.js';

/** What the pre-nómina reads of an employee (migrations 002 and 009); amounts in centavos. */
export type PayrollEmployeeRow = {
  id: number;
  nombre: string;
  numeroEmpleado: string | null;
  sucursalId: number;
  zona: Zona;
  salarioDiarioCentavos: number;
  horaEntrada: string;
  horaSalida: string;
  minutosComida: number;
  /** JSON array of weekday numbers, 0 = domingo. */
  diasDescanso: string;
  fechaIngreso: string;
  /** The baja's local date; null while active. */
  fechaBaja: string | null;
  /** Issue 40: the first day recorded for the employee (repositories/inicioRegistro.ts). */
  inicioRegistro: string;
  activo: number;
  bonoId: number | null;
  bonoCentavos: number;
  bonoNombre: string | null;
  bonoTipo: BonoTipo | null;
  bonoPierdeCon: number | null;
};

/** A punch as the pre-nómina reads it: UTC instant, working day, manual or not. */
export type PayrollPunchRow = {
  id: number;
  empleadoId: number;
  /** UTC ISO 8601. */
  hora: string;
  fechaLocal: string;
  manual: number;
  motivo: string | null;
};

/** A punch of a closed period's days stored after the close (issue 29); `hora` UTC ISO 8601. */
export type LatePunchRow = {
  id: number;
  empleadoId: number;
  nombre: string;
  sucursalId: number;
  sucursal: string;
  tipo: 'entrada' | 'salida';
  hora: string;
  fechaLocal: string;
  manual: number;
  nip: number;
};

/** The employee facts a manual punch or an incidencia is checked against. */
export type EmployeeBasics = { id: number; nombre: string; horaEntrada: string; horaSalida: string; fechaIngreso: string; activo: number };

/** The reads of the pre-nómina calculation: employees with schedule and bono, and the period's punches. */
export function prenominaRepository(db: Db) {
  const employeesStmt = db.prepare<[{ desde: string; hasta: string; sucursalId: number | null; empleadoId: number | null }], PayrollEmployeeRow>(
    `SELECT e.id, e.nombre, e.numero_empleado AS numeroEmpleado, e.sucursal_id AS sucursalId, s.zona,
            e.salario_diario_centavos AS salarioDiarioCentavos, e.hora_entrada AS horaEntrada, e.hora_salida AS horaSalida,
            e.minutos_comida AS minutosComida, e.dias_descanso AS diasDescanso, e.fecha_ingreso AS fechaIngreso, e.fecha_baja AS fechaBaja, e.activo,
            ${inicioRegistroEmpleadoSql('e')} AS inicioRegistro,
            e.bono_id AS bonoId, e.bono_centavos AS bonoCentavos, b.nombre AS bonoNombre, b.tipo AS bonoTipo, b.pierde_con AS bonoPierdeCon
       FROM empleados e
       JOIN sucursales s ON s.id = e.sucursal_id
       LEFT JOIN bonos b ON b.id = e.bono_id
      WHERE (@sucursalId IS NULL OR e.sucursal_id = @sucursalId)
        AND (@empleadoId IS NULL OR e.id = @empleadoId)
        AND ((e.activo = 1 AND e.fecha_ingreso <= @hasta)
             OR EXISTS (SELECT 1 FROM checadas c WHERE c.empleado_id = e.id AND c.fecha_local BETWEEN @desde AND @hasta AND ${NOT_VOIDED})
             OR EXISTS (SELECT 1 FROM incidencias i WHERE i.empleado_id = e.id AND i.fecha BETWEEN @desde AND @hasta))
      ORDER BY e.nombre, e.id`,
  );
  // A voided punch (issue 29) counts for nothing: the day is computed as if it had never been made.
  const punchesStmt = db.prepare<[{ desde: string; hasta: string; empleadoId: number | null }], PayrollPunchRow>(
    `SELECT c.id, c.empleado_id AS empleadoId, c.hora, c.fecha_local AS fechaLocal, c.manual, c.motivo
       FROM checadas c WHERE c.fecha_local BETWEEN @desde AND @hasta AND (@empleadoId IS NULL OR c.empleado_id = @empleadoId) AND ${NOT_VOIDED}
      ORDER BY c.empleado_id, c.fecha_local, c.hora, c.id`,
  );
  // Both instants are toISOString()'s UTC text, so they compare as strings.
  const lateStmt = db.prepare<[{ desde: string; hasta: string; cerradoEn: string; sucursalId: number | null }], LatePunchRow>(
    `SELECT c.id, c.empleado_id AS empleadoId, e.nombre, e.sucursal_id AS sucursalId, s.nombre AS sucursal, c.tipo, c.hora,
            c.fecha_local AS fechaLocal, c.manual, c.nip
       FROM checadas c JOIN empleados e ON e.id = c.empleado_id JOIN sucursales s ON s.id = e.sucursal_id
      WHERE c.fecha_local BETWEEN @desde AND @hasta AND c.created_at > @cerradoEn AND (@sucursalId IS NULL OR e.sucursal_id = @sucursalId) AND ${NOT_VOIDED}
      ORDER BY c.hora, c.id`,
  );
  const employeeStmt = db.prepare<[number], EmployeeBasics>(
    `SELECT id, nombre, hora_entrada AS horaEntrada, hora_salida AS horaSalida, fecha_ingreso AS fechaIngreso, activo
       FROM empleados WHERE id = ?`,
  );
  const sucursalStmt = db.prepare<[number], { id: number }>('SELECT id FROM sucursales WHERE id = ?');
  const namesStmt = db.prepare<[], { id: number; puesto: string | null }>(
    'SELECT e.id, p.nombre AS puesto FROM empleados e LEFT JOIN puestos p ON p.id = e.puesto_id',
  );
  const sucursalNamesStmt = db.prepare<[], { id: number; nombre: string }>('SELECT id, nombre FROM sucursales');
  const inicioCajaStmt = db.prepare<[], { fecha: string | null }>(`SELECT ${INICIO_REGISTRO_CAJA_SQL} AS fecha`);

  return {
    /** Issue 40: the box's first day in service (repositories/inicioRegistro.ts), null when nothing was recorded. */
    inicioRegistroCaja: (): string | null => inicioCajaStmt.get()?.fecha ?? null,
    /** Employees active (and hired by `hasta`) or with punches or incidencias in the range, of a sucursal (or one employee) when given, by name. */
    employees: (f: { desde: string; hasta: string; sucursalId?: number; empleadoId?: number }): PayrollEmployeeRow[] =>
      employeesStmt.all({ desde: f.desde, hasta: f.hasta, sucursalId: f.sucursalId ?? null, empleadoId: f.empleadoId ?? null }),
    /** Every punch that counts (not voided) of the working days desde..hasta (of one employee when given), by employee, day and time. */
    punches: (desde: string, hasta: string, empleadoId?: number): PayrollPunchRow[] => punchesStmt.all({ desde, hasta, empleadoId: empleadoId ?? null }),
    /** Punches (not voided) of the working days desde..hasta stored after `cerradoEn` (of a sucursal when given), by time. */
    punchesStoredAfter: (f: { desde: string; hasta: string; cerradoEn: string; sucursalId?: number }): LatePunchRow[] =>
      lateStmt.all({ desde: f.desde, hasta: f.hasta, cerradoEn: f.cerradoEn, sucursalId: f.sucursalId ?? null }),
    employee: (id: number): EmployeeBasics | undefined => employeeStmt.get(id),
    sucursalExists: (id: number): boolean => sucursalStmt.get(id) !== undefined,
    /** Every employee's current puesto name, by employee id. */
    puestoNames: (): Map<number, string | null> => new Map(namesStmt.all().map((r) => [r.id, r.puesto])),
    sucursalNames: (): Map<number, string> => new Map(sucursalNamesStmt.all().map((r) => [r.id, r.nombre])),
  };
}

export type PrenominaRepository = ReturnType<typeof prenominaRepository>;
