import type { Zona } from '@reloj/contract/catalogues';
import type { Db } from '../connection.js';
import { inicioRegistroEmpleadoSql } from './inicioRegistro.js';

/** What the expediente (issue 29 item 5) prints of an employee: current names, the zone of the minimum wage, the employment's dates. */
export type ExpedienteEmpleadoRow = {
  id: number;
  nombre: string;
  numeroEmpleado: string | null;
  sucursal: string;
  zona: Zona;
  puesto: string;
  fechaIngreso: string;
  /** The baja's local date; null while active. */
  fechaBaja: string | null;
  /** Issue 40: the first day the box recorded for the employee (repositories/inicioRegistro.ts). */
  inicioRegistro: string;
};

/** The read of the expediente that no other repository has: the employee with its names, zone and baja. */
export function expedienteRepository(db: Db) {
  const empleadoStmt = db.prepare<[number], ExpedienteEmpleadoRow>(
    `SELECT e.id, e.nombre, e.numero_empleado AS numeroEmpleado, s.nombre AS sucursal, s.zona, p.nombre AS puesto,
            e.fecha_ingreso AS fechaIngreso, e.fecha_baja AS fechaBaja, ${inicioRegistroEmpleadoSql('e')} AS inicioRegistro
       FROM empleados e JOIN sucursales s ON s.id = e.sucursal_id JOIN puestos p ON p.id = e.puesto_id
      WHERE e.id = ?`,
  );
  return {
    empleado: (id: number): ExpedienteEmpleadoRow | undefined => empleadoStmt.get(id),
  };
}

export type ExpedienteRepository = ReturnType<typeof expedienteRepository>;
