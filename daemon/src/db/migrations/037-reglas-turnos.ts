import type { Migration } from './index.js';

/**
 * Issue 41 item 6: the company's rules for what the new facts of a turno cost (practice, not law; see docs/payroll-and-the-law.md):
 * a missing segment of a split day ('falta de media jornada') and a salida anticipada. Both default to 'nada' (shown,
 * not charged), so every figure computed before stays as it was.
 */
export const reglasTurnos: Migration = {
  version: 37,
  name: '037-reglas-turnos',
  up(db) {
    db.exec(`
      ALTER TABLE reglas_asistencia ADD COLUMN media_jornada_efecto TEXT NOT NULL DEFAULT 'nada'
        CHECK (media_jornada_efecto IN ('nada', 'descuento_proporcional'));
      ALTER TABLE reglas_asistencia ADD COLUMN salidas_anticipadas_efecto TEXT NOT NULL DEFAULT 'nada'
        CHECK (salidas_anticipadas_efecto IN ('nada', 'bono', 'descuento'));
    `);
  },
};
