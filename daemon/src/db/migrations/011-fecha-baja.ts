import type { Migration } from './index.js';

/**
 * The day an employee was given de baja (local date; NULL while active). The pre-nómina stops counting
 * days after it: someone who left is not absent. Employees already inactive get the date of their last
 * change (the best the database knows).
 */
export const fechaBaja: Migration = {
  version: 11,
  name: '011-fecha-baja',
  up(db) {
    db.exec(`
      ALTER TABLE empleados ADD COLUMN fecha_baja TEXT CHECK (fecha_baja IS NULL OR fecha_baja = date(fecha_baja));
      UPDATE empleados SET fecha_baja = substr(updated_at, 1, 10) WHERE activo = 0;
    `);
  },
};
