import type { Migration } from './index.js';

/**
 * Failed logins and wrong setup codes, counted per key so that a restart does not forgive a lock and
 * `npm run admin -- unlock` (another process) can lift one. `usuario` / `direccion` are '' when the key
 * does not have them: 'usuario' rows count one name from every address, 'direccion' rows one address
 * for every name, 'par' rows one name from one address.
 */
export const loginThrottle: Migration = {
  version: 6,
  name: '006-login-throttle',
  up(db) {
    db.exec(`
      CREATE TABLE intentos_fallidos (
        tipo TEXT NOT NULL CHECK (tipo IN ('usuario', 'direccion', 'par', 'configuracion', 'configuracion_total')),
        usuario TEXT NOT NULL DEFAULT '',
        direccion TEXT NOT NULL DEFAULT '',
        fallos INTEGER NOT NULL CHECK (fallos > 0),
        ultimo_fallo TEXT NOT NULL,
        PRIMARY KEY (tipo, usuario, direccion)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX intentos_fallidos_fecha ON intentos_fallidos(ultimo_fallo);
    `);
  },
};
