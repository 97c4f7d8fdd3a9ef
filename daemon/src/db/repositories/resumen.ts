import type { Branches } from '../../lib/branches.js';
import type { Db } from '../connection.js';
import { INICIO_REGISTRO_CAJA_SQL } from './inicioRegistro.js';

/** An active employee as the home page reads it: branch, schedule and number of enrolled faces. */
export type ActiveEmployeeRow = {
  id: number;
  nombre: string;
  sucursalId: number;
  sucursal: string;
  horaEntrada: string;
  horaSalida: string;
  rostros: number;
};

export type PendingKioskRow = { id: number; codigo: string; nombre: string | null; primeraVez: string };

export type SetupRow = { avisoPrivacidad: number; sucursal: number; puesto: number; reglas: number; empleadoConRostro: number; kioscoAprobado: number };

/** The reads of GET /api/resumen that the pre-nómina does not already answer. */
export function resumenRepository(db: Db) {
  const activeEmployees = db.prepare<[{ sucursales: string | null }], ActiveEmployeeRow>(
    `SELECT e.id, e.nombre, e.sucursal_id AS sucursalId, s.nombre AS sucursal, e.hora_entrada AS horaEntrada, e.hora_salida AS horaSalida,
            (SELECT COUNT(*) FROM rostros r WHERE r.empleado_id = e.id) AS rostros
       FROM empleados e JOIN sucursales s ON s.id = e.sucursal_id
      WHERE e.activo = 1
        AND (@sucursales IS NULL OR e.sucursal_id IN (SELECT value FROM json_each(@sucursales)))
      ORDER BY e.nombre, e.id`,
  );
  const pendingKiosks = db.prepare<[], PendingKioskRow>(
    `SELECT id, codigo, nombre, first_seen_at AS primeraVez FROM dispositivos WHERE status = 'pending' ORDER BY first_seen_at DESC, id DESC`,
  );
  const setup = db.prepare<[], SetupRow>(
    `SELECT EXISTS (SELECT 1 FROM avisos_privacidad) AS avisoPrivacidad,
            EXISTS (SELECT 1 FROM sucursales) AS sucursal,
            EXISTS (SELECT 1 FROM puestos) AS puesto,
            EXISTS (SELECT 1 FROM reglas_asistencia WHERE updated_at IS NOT NULL) AS reglas,
            EXISTS (SELECT 1 FROM empleados e WHERE e.activo = 1 AND EXISTS (SELECT 1 FROM rostros r WHERE r.empleado_id = e.id)) AS empleadoConRostro,
            EXISTS (SELECT 1 FROM dispositivos WHERE status = 'approved') AS kioscoAprobado`,
  );
  const sucursalNames = db.prepare<[], { id: number; nombre: string }>('SELECT id, nombre FROM sucursales');
  const inicioRegistro = db.prepare<[], { fecha: string | null }>(`SELECT ${INICIO_REGISTRO_CAJA_SQL} AS fecha`);
  return {
    /** Issue 40: the box's first day in service (repositories/inicioRegistro.ts), null when nothing was recorded. */
    inicioRegistro: (): string | null => inicioRegistro.get()?.fecha ?? null,
    /** Active employees of these branches (null: all), by name. */
    activeEmployees: (branches: Branches): ActiveEmployeeRow[] => activeEmployees.all({ sucursales: branches ? JSON.stringify(branches) : null }),
    /** Kiosks waiting for an administrator's decision, the newest first. */
    pendingKiosks: (): PendingKioskRow[] => pendingKiosks.all(),
    setup: (): SetupRow => setup.get()!,
    sucursalNames: (): Map<number, string> => new Map(sucursalNames.all().map((r) => [r.id, r.nombre])),
  };
}
