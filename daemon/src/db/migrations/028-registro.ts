import type { Db } from '../connection.js';
import { linkHash } from '../recordFunctions.js';
import type { Migration } from './index.js';

/**
 * Issue 29 item 4: the record's chain. Every punch (kiosk, NIP or manual), void, incidencia added or removed, period
 * close and reopening appends one link to `registro` in the same transaction, written by the triggers below whichever
 * code path (or hand-made SQL) adds the row:
 *
 *   hash = SHA-256(anterior ‖ contenido)
 *
 * where `contenido` is the row as canonical JSON (the expressions of CONTENIDO, fixed key order, nothing that may
 * legitimately change later: a punch's photo is left out because retention deletes it) and `anterior` is the previous
 * link's hash, or the box's id for the first link (`registro_origen`). The functions `registro_hash` and
 * `registro_caja` are registered on every connection (db/recordFunctions.ts).
 *
 * Verification (db/repositories/registro.ts) recomputes each link and compares each live row with its link's
 * contenido, so a punch whose time was changed in the file, even with the guard triggers dropped and re-created,
 * shows at exactly that link. Each link also goes to the outbox as 'registro.eslabon', so headquarters holds a copy
 * of the chain that an edit on the box cannot reach.
 *
 * The rows already in the database are chained here, oldest first. These expressions are frozen with this migration:
 * a later change to one of these tables adds new expressions in a new migration, and links already written keep theirs.
 */

const EPOCH_TEXT = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Canonical JSON of each kind of row, given the row's alias (NEW, OLD or a table alias). */
export const CONTENIDO = {
  checada: (r: string) => `json_object(
    'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'dispositivoId', ${r}.dispositivo_id, 'tipo', ${r}.tipo,
    'hora', ${r}.hora, 'fechaLocal', ${r}.fecha_local, 'similitud', ${r}.match_score, 'liveness', ${r}.liveness,
    'nip', ${r}.nip, 'manual', ${r}.manual, 'motivo', ${r}.motivo, 'registradoPor', ${r}.registrado_por,
    'claveIdempotencia', ${r}.idempotency_key, 'relojSincronizado', ${r}.reloj_sincronizado, 'creadaEn', ${r}.created_at)`,
  anulacion: (r: string) => `json_object(
    'id', ${r}.id, 'checadaId', ${r}.checada_id, 'motivo', ${r}.motivo, 'anuladaPor', ${r}.anulada_por, 'anuladaEn', ${r}.anulada_en)`,
  incidencia: (r: string) => `json_object(
    'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'fecha', ${r}.fecha, 'tipo', ${r}.tipo, 'minutos', ${r}.minutos,
    'nota', ${r}.nota, 'creadaPor', ${r}.creado_por, 'creadaEn', ${r}.created_at)`,
  cierre: (r: string) => `json_object(
    'id', ${r}.id, 'periodoId', ${r}.periodo_id, 'version', ${r}.version,
    'desde', (SELECT desde FROM periodos WHERE id = ${r}.periodo_id), 'hasta', (SELECT hasta FROM periodos WHERE id = ${r}.periodo_id),
    'snapshotSha256', registro_hash('', ${r}.snapshot), 'cerradoPor', ${r}.cerrado_por, 'cerradoEn', ${r}.cerrado_en)`,
  reapertura: (r: string) => `json_object(
    'id', ${r}.id, 'periodoId', ${r}.periodo_id, 'cierreId', ${r}.cierre_id, 'motivo', ${r}.motivo,
    'reabiertoPor', ${r}.reabierto_por, 'reabiertoEn', ${r}.reabierto_en)`,
} as const;

/** The table each kind of link covers. `incidencia_eliminada` keeps the removed row's content in the link itself. */
export const TABLA = {
  checada: 'checadas',
  anulacion: 'anulaciones',
  incidencia: 'incidencias',
  cierre: 'periodo_cierres',
  reapertura: 'periodo_reaperturas',
} as const;

const PREVIOUS_HASH = `COALESCE((SELECT hash FROM registro ORDER BY secuencia DESC LIMIT 1), (SELECT caja FROM registro_origen WHERE id = 1))`;

const appendLink = (tipo: string, row: string, contenido: string) => `
  INSERT INTO registro (tipo, fila_id, contenido, anterior, hash, registrado_en)
  SELECT '${tipo}', ${row}.id, c.contenido, p.anterior, registro_hash(p.anterior, c.contenido), ${EPOCH_TEXT}
    FROM (SELECT ${contenido} AS contenido) c, (SELECT ${PREVIOUS_HASH} AS anterior) p;`;

/** A trigger appending the link of a new row (later migrations that chain a table of their own use it too). */
export const linkTrigger = (name: string, when: string, tipo: string, row: string, contenido: string) => `
  CREATE TRIGGER ${name} ${when} BEGIN ${appendLink(tipo, row, contenido)} END;`;

const UUID_V4 = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

const outboxInsert = (tipo: string, datos: string, from = ''): string => `
  INSERT INTO eventos_salida (evento_id, tipo, version, datos, creado_en, reloj_sincronizado)
  SELECT ${UUID_V4}, '${tipo}', 1, ${datos}, ${EPOCH_TEXT}, (SELECT sincronizado FROM reloj_sistema WHERE id = 1) ${from};`;

const ANULADA = (r: string) =>
  `json_object('id', ${r}.id, 'checadaId', ${r}.checada_id, 'motivo', ${r}.motivo, 'anuladaPor', ${r}.anulada_por, 'anuladaEn', ${r}.anulada_en)`;
const ESLABON = (r: string) => `json_object('secuencia', ${r}.secuencia, 'tipo', ${r}.tipo, 'filaId', ${r}.fila_id, 'anterior', ${r}.anterior,
  'contenido', ${r}.contenido, 'hash', ${r}.hash)`;

/** Chains the rows that exist before this migration, in the order they were written. */
function chainExistingRows(db: Db): void {
  const rows = db
    .prepare<[], { tipo: string; filaId: number; contenido: string; at: string }>(
      `SELECT 'checada' AS tipo, t.id AS filaId, ${CONTENIDO.checada('t')} AS contenido, t.created_at AS at FROM checadas t
       UNION ALL SELECT 'anulacion', t.id, ${CONTENIDO.anulacion('t')}, t.anulada_en FROM anulaciones t
       UNION ALL SELECT 'incidencia', t.id, ${CONTENIDO.incidencia('t')}, t.created_at FROM incidencias t
       UNION ALL SELECT 'cierre', t.id, ${CONTENIDO.cierre('t')}, t.cerrado_en FROM periodo_cierres t
       UNION ALL SELECT 'reapertura', t.id, ${CONTENIDO.reapertura('t')}, t.reabierto_en FROM periodo_reaperturas t
       ORDER BY at, filaId`,
    )
    .all();
  const insert = db.prepare<{ tipo: string; filaId: number; contenido: string; anterior: string; hash: string }>(
    `INSERT INTO registro (tipo, fila_id, contenido, anterior, hash, registrado_en)
     VALUES (@tipo, @filaId, @contenido, @anterior, @hash, ${EPOCH_TEXT})`,
  );
  let anterior = (db.prepare('SELECT caja FROM registro_origen WHERE id = 1').get() as { caja: string }).caja;
  for (const r of rows) {
    const hash = linkHash(anterior, r.contenido);
    insert.run({ tipo: r.tipo, filaId: r.filaId, contenido: r.contenido, anterior, hash });
    anterior = hash;
  }
}

export const registro: Migration = {
  version: 28,
  name: '028-registro',
  up(db) {
    db.exec(`
      CREATE TABLE registro_origen (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        caja TEXT NOT NULL CHECK (length(caja) > 0),
        creado_en TEXT NOT NULL
      ) STRICT;
      INSERT INTO registro_origen (id, caja, creado_en) VALUES (1, registro_caja(), ${EPOCH_TEXT});

      CREATE TABLE registro (
        secuencia INTEGER PRIMARY KEY,
        tipo TEXT NOT NULL CHECK (tipo IN ('checada', 'anulacion', 'incidencia', 'incidencia_eliminada', 'cierre', 'reapertura')),
        fila_id INTEGER NOT NULL,
        contenido TEXT NOT NULL CHECK (json_valid(contenido)),
        anterior TEXT NOT NULL,
        hash TEXT NOT NULL CHECK (length(hash) = 64),
        registrado_en TEXT NOT NULL
      ) STRICT;
      CREATE INDEX registro_fila ON registro(tipo, fila_id);

      -- Each verification of the chain (the daily job, the API, the command line): the home page shows the latest.
      CREATE TABLE registro_verificaciones (
        id INTEGER PRIMARY KEY,
        verificado_en TEXT NOT NULL,
        origen TEXT NOT NULL CHECK (origen IN ('diaria', 'api', 'consola')),
        ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
        filas INTEGER NOT NULL CHECK (filas >= 0),
        rotura TEXT CHECK (rotura IS NULL OR json_valid(rotura))
      ) STRICT;

      CREATE TRIGGER registro_sin_cambios BEFORE UPDATE ON registro BEGIN
        SELECT RAISE(ABORT, 'registro is append-only');
      END;
      CREATE TRIGGER registro_sin_borrado BEFORE DELETE ON registro BEGIN
        SELECT RAISE(ABORT, 'registro is append-only');
      END;
      -- NEW.secuencia is -1 while SQLite has yet to pick it.
      CREATE TRIGGER registro_sin_reemplazo BEFORE INSERT ON registro
        WHEN NEW.secuencia > 0 AND EXISTS (SELECT 1 FROM registro WHERE secuencia = NEW.secuencia)
      BEGIN
        SELECT RAISE(ABORT, 'registro is append-only: this link already exists');
      END;
      CREATE TRIGGER registro_origen_sin_cambios BEFORE UPDATE ON registro_origen BEGIN
        SELECT RAISE(ABORT, 'registro_origen is fixed');
      END;
      CREATE TRIGGER registro_origen_sin_borrado BEFORE DELETE ON registro_origen BEGIN
        SELECT RAISE(ABORT, 'registro_origen is fixed');
      END;
    `);
    // Links go to the outbox from the first one, so that headquarters can hold the whole chain; voids made before this
    // migration are sent once too.
    db.exec(`
      CREATE TRIGGER registro_evento AFTER INSERT ON registro BEGIN ${outboxInsert('registro.eslabon', ESLABON('NEW'))} END;
      ${outboxInsert('checada.anulada', ANULADA('t'), 'FROM anulaciones t ORDER BY t.id')}
    `);
    chainExistingRows(db);
    db.exec(
      linkTrigger('checadas_eslabon', 'AFTER INSERT ON checadas', 'checada', 'NEW', CONTENIDO.checada('NEW')) +
        linkTrigger('anulaciones_eslabon', 'AFTER INSERT ON anulaciones', 'anulacion', 'NEW', CONTENIDO.anulacion('NEW')) +
        linkTrigger('incidencias_eslabon_alta', 'AFTER INSERT ON incidencias', 'incidencia', 'NEW', CONTENIDO.incidencia('NEW')) +
        linkTrigger('incidencias_eslabon_baja', 'AFTER DELETE ON incidencias', 'incidencia_eliminada', 'OLD', CONTENIDO.incidencia('OLD')) +
        linkTrigger('periodo_cierres_eslabon', 'AFTER INSERT ON periodo_cierres', 'cierre', 'NEW', CONTENIDO.cierre('NEW')) +
        linkTrigger('periodo_reaperturas_eslabon', 'AFTER INSERT ON periodo_reaperturas', 'reapertura', 'NEW', CONTENIDO.reapertura('NEW')) +
        `
      CREATE TRIGGER anulaciones_evento AFTER INSERT ON anulaciones BEGIN ${outboxInsert('checada.anulada', ANULADA('NEW'))} END;`,
    );
  },
};
