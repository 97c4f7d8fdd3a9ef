import type { Queryable } from '../pool.js';

/** The catalogues of every box (sucursales, puestos, bonos): names to label rows across branches. */
export function catalogosRepository(db: Queryable) {
  return {
    /** Branch names by `caja/id`, and each employee's position name by `caja/empleado id`. */
    async names(): Promise<{ sucursales: Map<string, string>; puestoDeEmpleado: Map<string, string> }> {
      const suc = await db.query<{ caja: string; id: number; nombre: string | null }>('SELECT caja, id, nombre FROM sucursales');
      const pue = await db.query<{ caja: string; id: number; nombre: string | null }>(
        'SELECT e.caja, e.id, p.nombre FROM empleados e JOIN puestos p ON p.caja = e.caja AND p.id = e.puesto_id',
      );
      const key = (caja: string, id: number) => `${caja}/${id}`;
      return {
        sucursales: new Map(suc.rows.filter((r) => r.nombre).map((r) => [key(r.caja, r.id), r.nombre as string])),
        puestoDeEmpleado: new Map(pue.rows.filter((r) => r.nombre).map((r) => [key(r.caja, r.id), r.nombre as string])),
      };
    },
  };
}

export type CatalogosRepository = ReturnType<typeof catalogosRepository>;
