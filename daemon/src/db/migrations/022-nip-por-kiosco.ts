import type { Migration } from './index.js';

/**
 * Issue 26 hole 4: wrong NIPs are also counted per (número de empleado, kiosk), 'nip_par', so that one kiosk locks a
 * número only there. The table is rebuilt for its CHECK (SQLite cannot alter one); every row is kept.
 */
export const nipPorKiosco: Migration = {
  version: 22,
  name: '022-nip-por-kiosco',
  up(db) {
    db.exec(`
      CREATE TABLE intentos_fallidos_nueva (
        tipo TEXT NOT NULL CHECK (tipo IN ('usuario', 'direccion', 'par', 'configuracion', 'configuracion_total', 'nip', 'nip_par', 'nip_dispositivo')),
        usuario TEXT NOT NULL DEFAULT '',
        direccion TEXT NOT NULL DEFAULT '',
        fallos INTEGER NOT NULL CHECK (fallos > 0),
        ultimo_fallo TEXT NOT NULL,
        PRIMARY KEY (tipo, usuario, direccion)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO intentos_fallidos_nueva SELECT tipo, usuario, direccion, fallos, ultimo_fallo FROM intentos_fallidos;
      DROP TABLE intentos_fallidos;
      ALTER TABLE intentos_fallidos_nueva RENAME TO intentos_fallidos;
      CREATE INDEX intentos_fallidos_fecha ON intentos_fallidos(ultimo_fallo);
    `);
  },
};
