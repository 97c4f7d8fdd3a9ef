import type { Migration } from './index.js';

/**
 * Issue 32 item 3c: every state change of an update that the daemon puts in its audit log (handed to the root
 * updater, installed, rolled back, refused: services/actualizaciones/actualizacionRegistro.ts) is also an `actualizacion` event for
 * headquarters, written by a trigger in the same transaction as the audit row, as the other events are.
 */
const UUID_V4 = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

const PREFIX = 'actualizaciones.actualizacion_';
const base = `'version', json_extract(NEW.despues, '$.version'), 'estado', substr(NEW.accion, ${PREFIX.length + 1}),
  'anterior', json_extract(NEW.antes, '$.version')`;

export const actualizacionEvento: Migration = {
  version: 30,
  name: '030-actualizacion-evento',
  up(db) {
    db.exec(`
      CREATE TRIGGER auditoria_evento_actualizacion AFTER INSERT ON auditoria
      WHEN NEW.accion IN ('${PREFIX}en_espera', '${PREFIX}instalada', '${PREFIX}revertida', '${PREFIX}rechazada')
      BEGIN
        INSERT INTO eventos_salida (evento_id, tipo, version, datos, creado_en, reloj_sincronizado)
        SELECT ${UUID_V4}, 'actualizacion', 1,
               CASE WHEN json_extract(NEW.despues, '$.motivo') IS NULL THEN json_object(${base})
                    ELSE json_object(${base}, 'motivo', json_extract(NEW.despues, '$.motivo')) END,
               strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), (SELECT sincronizado FROM reloj_sistema WHERE id = 1);
      END;
    `);
  },
};
