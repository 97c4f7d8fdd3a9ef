import type { Migration } from './index.js';

/**
 * Issue 39 (LOW): a punch's branch was the employee's *current* branch, so after an employee moved, the new branch's
 * gerente could void the punches made at the old one and the old branch's gerente no longer saw them. The punch now
 * keeps the branch where it was made, fixed like the rest of the punch: the kiosk's branch when the kiosk has one, else
 * the employee's branch at that moment (db/repositories/attendance.ts writes it with the row). Branch scoping of punch
 * reads and voids uses it; the pre-nómina stays per employee.
 *
 * Existing punches take the branch their 'checada.registrada' event told headquarters at the time (the same formula,
 * computed when the punch was made) while the outbox still holds it, else the kiosk's branch, else the employee's
 * current one. The UPDATE names only the new column, so none of the append-only triggers (each one `BEFORE UPDATE OF`
 * the columns it guards, migrations 005-020) fires and none needs dropping; a trigger then guards the new column too.
 * The record's chain is untouched: its links hash the columns listed in 028's CONTENIDO, which this column is not.
 */
export const sucursalChecadas: Migration = {
  version: 32,
  name: '032-sucursal-checadas',
  up(db) {
    db.exec(`
      ALTER TABLE checadas ADD COLUMN sucursal_id INTEGER REFERENCES sucursales(id);

      UPDATE checadas SET sucursal_id = evento.sucursal_id
        FROM (SELECT json_extract(datos, '$.id') AS checada_id, json_extract(datos, '$.sucursalId') AS sucursal_id
                FROM eventos_salida WHERE tipo = 'checada.registrada') AS evento
       WHERE evento.checada_id = checadas.id AND evento.sucursal_id IN (SELECT id FROM sucursales);
      UPDATE checadas SET sucursal_id = COALESCE((SELECT d.sucursal_id FROM dispositivos d WHERE d.id = checadas.dispositivo_id),
                                                 (SELECT e.sucursal_id FROM empleados e WHERE e.id = checadas.empleado_id))
       WHERE sucursal_id IS NULL;

      CREATE INDEX checadas_sucursal_fecha ON checadas(sucursal_id, fecha_local);
      CREATE TRIGGER checadas_sucursal_sin_cambios BEFORE UPDATE OF sucursal_id ON checadas BEGIN
        SELECT RAISE(ABORT, 'checadas are append-only');
      END;
    `);
  },
};
