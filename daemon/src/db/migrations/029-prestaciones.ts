import type { Migration } from './index.js';

/**
 * Issue 31, vacations, aguinaldo and the finiquito. The company's rules above the LFT's minimums (arts. 76, 80, 87),
 * and every baja with its date and reason, kept when the employee is reactivated. A baja made before this migration
 * had no reason: it is recorded as a renuncia, which is what a baja without one meant (the rule for the old
 * call), and marked as such by its author.
 */
export const prestaciones: Migration = {
  version: 29,
  name: '029-prestaciones',
  up(db) {
    db.exec(`
      ALTER TABLE reglas_asistencia ADD COLUMN dias_vacaciones_extra INTEGER NOT NULL DEFAULT 0
        CHECK (dias_vacaciones_extra BETWEEN 0 AND 30);
      ALTER TABLE reglas_asistencia ADD COLUMN prima_vacacional_porcentaje INTEGER NOT NULL DEFAULT 25
        CHECK (prima_vacacional_porcentaje BETWEEN 25 AND 100);
      ALTER TABLE reglas_asistencia ADD COLUMN dias_aguinaldo INTEGER NOT NULL DEFAULT 15
        CHECK (dias_aguinaldo BETWEEN 15 AND 90);
      ALTER TABLE reglas_asistencia ADD COLUMN aguinaldo_descuenta_faltas INTEGER NOT NULL DEFAULT 1
        CHECK (aguinaldo_descuenta_faltas IN (0, 1));

      CREATE TABLE empleado_bajas (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id),
        fecha_baja TEXT NOT NULL CHECK (fecha_baja = date(fecha_baja)),
        motivo_baja TEXT NOT NULL CHECK (motivo_baja IN ('renuncia', 'despido_justificado', 'despido_injustificado',
          'termino_contrato', 'mutuo_acuerdo', 'fallecimiento', 'abandono')),
        nota TEXT,
        registrada_por TEXT NOT NULL,
        registrada_en TEXT NOT NULL,
        reactivado_en TEXT
      ) STRICT;
      CREATE INDEX empleado_bajas_empleado ON empleado_bajas (empleado_id, id);
      -- History: a baja is never deleted, and only its reactivation is written later, once.
      CREATE TRIGGER empleado_bajas_sin_borrar BEFORE DELETE ON empleado_bajas
      BEGIN SELECT RAISE(ABORT, 'empleado_bajas es un historial: no se borra'); END;
      CREATE TRIGGER empleado_bajas_solo_reactivacion BEFORE UPDATE ON empleado_bajas
      WHEN OLD.reactivado_en IS NOT NULL OR NEW.reactivado_en IS NULL OR NEW.id IS NOT OLD.id
        OR NEW.empleado_id IS NOT OLD.empleado_id OR NEW.fecha_baja IS NOT OLD.fecha_baja OR NEW.motivo_baja IS NOT OLD.motivo_baja
        OR NEW.nota IS NOT OLD.nota OR NEW.registrada_por IS NOT OLD.registrada_por OR NEW.registrada_en IS NOT OLD.registrada_en
      BEGIN SELECT RAISE(ABORT, 'empleado_bajas: solo se anota la reactivación, una vez'); END;

      INSERT INTO empleado_bajas (empleado_id, fecha_baja, motivo_baja, nota, registrada_por, registrada_en)
        SELECT id, fecha_baja, 'renuncia', 'Baja registrada antes de que el reloj pidiera el motivo.', 'sistema', updated_at
          FROM empleados WHERE activo = 0 AND fecha_baja IS NOT NULL;
    `);
  },
};
