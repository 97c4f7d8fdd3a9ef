import type { Migration } from './index.js';
import { TABLA } from './028-registro.js';

/**
 * Issue 39 item 2: the program never gives a chained row (or a link) an id of zero or below, and verification used to
 * read from id 1 up, so such a row stayed out of sight. These refuse it on any connection. AFTER INSERT, because in a
 * BEFORE INSERT trigger NEW.id is -1 while SQLite has yet to pick the id; RAISE(ABORT) there still undoes the whole
 * statement. A CHECK would need every one of these append-only tables rebuilt. Verification flags such rows anyway
 * (services/registro/registro.ts), for a file edited with these triggers dropped.
 *
 * The index finds a link's 'registro.eslabon' event in the outbox: verification compares each link with the hash
 * written for headquarters when the link was made.
 */
const guard = (table: string, column: string) => `
  CREATE TRIGGER ${table}_id_positivo AFTER INSERT ON ${table} WHEN NEW.${column} <= 0 BEGIN
    SELECT RAISE(ABORT, '${table}: ids are positive');
  END;`;

export const registroIds: Migration = {
  version: 31,
  name: '031-registro-ids',
  up(db) {
    db.exec(
      Object.values(TABLA)
        .map((table) => guard(table, 'id'))
        .join('') +
        guard('registro', 'secuencia') +
        `
      CREATE INDEX eventos_salida_eslabon ON eventos_salida(json_extract(datos, '$.secuencia')) WHERE tipo = 'registro.eslabon';`,
    );
  },
};
