import type { Migration } from './index.js';

/**
 * Issue 26 hole 8: biometrics erased from the database (ARCO cancellation, a withdrawn consent, retention after a
 * baja) must also leave the backups. The request is written here in the same transaction as the erasure, and the
 * backup service rewrites the backups that hold them and then deletes the row, so a power cut between the two
 * loses nothing: the daemon finishes the job at its next start. `fotos`: the punch photos go too.
 */
export const depurarRespaldos: Migration = {
  version: 24,
  name: '024-depurar-respaldos',
  up(db) {
    db.exec(`
      CREATE TABLE respaldos_por_depurar (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id),
        fotos INTEGER NOT NULL CHECK (fotos IN (0, 1)),
        motivo TEXT NOT NULL CHECK (motivo IN ('arco.cancelar_biometricos', 'consentimiento.retirar', 'retencion.borrar')),
        created_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
