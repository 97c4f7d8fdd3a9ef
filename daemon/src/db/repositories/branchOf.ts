import type { Db } from '../connection.js';

/** The branch (sucursal id) of the employee behind a record, for accounts limited to some branches; undefined: no such record. */
export type BranchLookup = (id: number) => number | undefined;

export function branchOfRepository(db: Db): { employee: BranchLookup; punch: BranchLookup; incidencia: BranchLookup } {
  const employee = db.prepare<[number], { sucursal_id: number }>('SELECT sucursal_id FROM empleados WHERE id = ?');
  const punch = db.prepare<[number], { sucursal_id: number }>('SELECT e.sucursal_id FROM checadas c JOIN empleados e ON e.id = c.empleado_id WHERE c.id = ?');
  const incidencia = db.prepare<[number], { sucursal_id: number }>(
    'SELECT e.sucursal_id FROM incidencias i JOIN empleados e ON e.id = i.empleado_id WHERE i.id = ?',
  );
  return {
    employee: (id) => employee.get(id)?.sucursal_id,
    punch: (id) => punch.get(id)?.sucursal_id,
    incidencia: (id) => incidencia.get(id)?.sucursal_id,
  };
}

export type BranchOf = ReturnType<typeof branchOfRepository>;
