import type { Migration } from './index.js';

/**
 * Issue 13: the company name printed on the tarjetas de asistencia, whether the kiosk tells the employee their
 * own status after a punch, and the export profiles the administrator saved (the mapping to their payroll
 * program's codes and the file's shape, as JSON checked by the contract's perfilExportacionSchema).
 */
export const payrollHandoff: Migration = {
  version: 12,
  name: '012-payroll-handoff',
  up(db) {
    db.exec(`
      ALTER TABLE reglas_asistencia ADD COLUMN nombre_empresa TEXT NOT NULL DEFAULT '' CHECK (length(nombre_empresa) <= 120);
      ALTER TABLE reglas_asistencia ADD COLUMN estado_en_kiosco INTEGER NOT NULL DEFAULT 1 CHECK (estado_en_kiosco IN (0, 1));
      CREATE TABLE perfiles_exportacion (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(nombre)) BETWEEN 1 AND 60),
        configuracion TEXT NOT NULL CHECK (json_valid(configuracion)),
        creado_en TEXT NOT NULL,
        actualizado_en TEXT NOT NULL
      ) STRICT;
    `);
  },
};
