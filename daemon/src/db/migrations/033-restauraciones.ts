import { linkTrigger } from './028-registro.js';
import type { Migration } from './index.js';
import { rewriteRegistroTipos } from './registroTipos.js';

/**
 * Issue 39 item 6: a restore leaves a link in the record's chain. Each restored backup adds one row to
 * `restauraciones` in the restored database (services/respaldos/restore.ts, before the daemon opens it): which file, its
 * SHA-256, the box that signed it and with which key, whether that was another box, who restored it and when. The
 * trigger below chains the row as 028's triggers chain the others ('restauracion' links), so the chain itself says
 * that from that link on it continues a backup, and headquarters gets the link like any other.
 */
export const CONTENIDO_RESTAURACION = (r: string) => `json_object(
  'id', ${r}.id, 'nombre', ${r}.nombre, 'sha256', ${r}.sha256, 'caja', ${r}.caja, 'otraCaja', ${r}.otra_caja, 'clave', ${r}.clave,
  'hechoEl', ${r}.hecho_el, 'restauradoPor', ${r}.restaurado_por, 'origen', ${r}.origen, 'restauradoEn', ${r}.restaurado_en)`;

export const TABLA_RESTAURACION = 'restauraciones';

export const restauraciones: Migration = {
  version: 33,
  name: '033-restauraciones',
  up(db) {
    rewriteRegistroTipos(db, '033-restauraciones', `'reapertura'))`, `'reapertura', 'restauracion'))`);
    db.exec(`
      CREATE TABLE restauraciones (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        -- The file as it was given (its name) and the SHA-256 of all its bytes, signature included.
        nombre TEXT NOT NULL,
        sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
        -- The box that signed it (its short id), whether that is another box, and the key checked: this box's
        -- HMAC key id, or the other box's Ed25519 public key fingerprint.
        caja TEXT NOT NULL,
        otra_caja INTEGER NOT NULL CHECK (otra_caja IN (0, 1)),
        clave TEXT NOT NULL,
        hecho_el TEXT NOT NULL,
        restaurado_por TEXT NOT NULL,
        origen TEXT NOT NULL CHECK (origen IN ('panel', 'consola')),
        restaurado_en TEXT NOT NULL
      ) STRICT;
      CREATE TRIGGER restauraciones_sin_cambios BEFORE UPDATE ON restauraciones BEGIN
        SELECT RAISE(ABORT, 'restauraciones is append-only');
      END;
      CREATE TRIGGER restauraciones_sin_borrado BEFORE DELETE ON restauraciones BEGIN
        SELECT RAISE(ABORT, 'restauraciones is append-only');
      END;
      ${linkTrigger('restauraciones_eslabon', 'AFTER INSERT ON restauraciones', 'restauracion', 'NEW', CONTENIDO_RESTAURACION('NEW'))}
    `);
  },
};
