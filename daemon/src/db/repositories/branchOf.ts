import type { Db } from '../connection.js';
import { PUNCH_BRANCH } from './attendance.js';

/**
 * The branch (sucursal id) of a record, for accounts limited to some branches; undefined: no such record. An employee's
 * or an incidencia's is the employee's branch; a punch's is where it was made (issue 39, migration 032), which stays
 * when the employee moves.
 */
export type BranchLookup = (id: number) => number | undefined;

export function branchOfRepository(db: Db): { employee: BranchLookup; punch: BranchLookup; incidencia: BranchLookup; intentoSuplantacion: BranchLookup } {
  const employee = db.prepare<[number], { sucursal_id: number }>('SELECT sucursal_id FROM empleados WHERE id = ?');
  const punch = db.prepare<[number], { sucursal_id: number }>(
    `SELECT ${PUNCH_BRANCH} AS sucursal_id FROM checadas c JOIN empleados e ON e.id = c.empleado_id LEFT JOIN dispositivos d ON d.id = c.dispositivo_id
      WHERE c.id = ?`,
  );
  const incidencia = db.prepare<[number], { sucursal_id: number }>(
    'SELECT e.sucursal_id FROM incidencias i JOIN empleados e ON e.id = i.empleado_id WHERE i.id = ?',
  );
  // Issue 45: a refused spoof attempt's branch is fixed when it is stored (the kiosk's, else the resembling employee's).
  const intentoSuplantacion = db.prepare<[number], { sucursal_id: number | null }>('SELECT sucursal_id FROM intentos_suplantacion WHERE id = ?');
  return {
    employee: (id) => employee.get(id)?.sucursal_id,
    punch: (id) => punch.get(id)?.sucursal_id,
    incidencia: (id) => incidencia.get(id)?.sucursal_id,
    intentoSuplantacion: (id) => intentoSuplantacion.get(id)?.sucursal_id ?? undefined,
  };
}

export type BranchOf = ReturnType<typeof branchOfRepository>;
