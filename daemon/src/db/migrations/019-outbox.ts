import type { Migration } from './index.js';

/**
 * Issue 17: the outbox of events headquarters must see. Triggers write each event in the same transaction as the
 * change itself, whichever code path (or hand-made SQL) makes it: a punch (kiosk, NIP or manual), an incidencia
 * added or removed, an employee created, edited, given baja or reactivated, a catalogue row saved or deleted, a
 * period closed with its figures. The payloads are contract/src/eventos.ts at version 1; photos and face
 * templates are never part of them. Rows already in the database are written as events once, here, so that a box
 * connected to headquarters later sends its history too.
 *
 * `secuencia` (AUTOINCREMENT: never reused, even after sent rows are pruned) is the box's sequence number;
 * `creado_en` is the box's real clock (not the daemon's injectable one) and `reloj_sincronizado` whether that
 * clock was NTP-synchronised then, as the daemon last saw it in `reloj_sistema`.
 *
 * A later migration that rebuilds one of these tables must create its triggers again (see outboxTriggers.test.ts).
 */

const UUID_V4 = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

const outboxInsert = (tipo: string, datos: string, from = ''): string => `
  INSERT INTO eventos_salida (evento_id, tipo, version, datos, creado_en, reloj_sincronizado)
  SELECT ${UUID_V4}, ${tipo}, 1, ${datos}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
         (SELECT sincronizado FROM reloj_sistema WHERE id = 1)
  ${from};`;

const punch = (r: string) => `json_object(
  'id', ${r}.id, 'empleadoId', ${r}.empleado_id,
  'numeroEmpleado', (SELECT numero_empleado FROM empleados WHERE id = ${r}.empleado_id),
  'tipo', ${r}.tipo, 'hora', ${r}.hora, 'fechaLocal', ${r}.fecha_local,
  'metodo', CASE WHEN ${r}.manual = 1 THEN 'manual' WHEN ${r}.nip = 1 THEN 'nip' ELSE 'rostro' END,
  'dispositivoId', ${r}.dispositivo_id,
  'sucursalId', COALESCE((SELECT sucursal_id FROM dispositivos WHERE id = ${r}.dispositivo_id),
                         (SELECT sucursal_id FROM empleados WHERE id = ${r}.empleado_id)),
  'similitud', ${r}.match_score, 'liveness', ${r}.liveness, 'motivo', ${r}.motivo, 'registradoPor', ${r}.registrado_por)`;

const incidencia = (r: string) => `json_object(
  'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'fecha', ${r}.fecha, 'tipo', ${r}.tipo,
  'minutos', ${r}.minutos, 'nota', ${r}.nota, 'creadoPor', ${r}.creado_por)`;

const empleado = (r: string) => `json_object(
  'id', ${r}.id, 'nombre', ${r}.nombre, 'numeroEmpleado', ${r}.numero_empleado,
  'sucursalId', ${r}.sucursal_id, 'puestoId', ${r}.puesto_id, 'salarioDiarioCentavos', ${r}.salario_diario_centavos,
  'bonoId', ${r}.bono_id, 'bonoCentavos', ${r}.bono_centavos, 'fechaIngreso', ${r}.fecha_ingreso,
  'horaEntrada', ${r}.hora_entrada, 'horaSalida', ${r}.hora_salida, 'diasDescanso', json(${r}.dias_descanso),
  'minutosComida', ${r}.minutos_comida, 'activo', json(CASE WHEN ${r}.activo = 1 THEN 'true' ELSE 'false' END),
  'fechaBaja', ${r}.fecha_baja)`;

const puesto = (r: string) => `json_object('catalogo', 'puestos', 'id', ${r}.id, 'nombre', ${r}.nombre, 'salarioDiarioCentavos', ${r}.salario_diario_centavos)`;
const sucursal = (r: string) => `json_object('catalogo', 'sucursales', 'id', ${r}.id, 'nombre', ${r}.nombre, 'zona', ${r}.zona)`;
const bono = (r: string) =>
  `json_object('catalogo', 'bonos', 'id', ${r}.id, 'nombre', ${r}.nombre, 'montoCentavos', ${r}.monto_centavos, 'tipo', ${r}.tipo, 'pierdeCon', ${r}.pierde_con)`;

const periodo = (r: string) => `json_object(
  'id', ${r}.id, 'desde', ${r}.desde, 'hasta', ${r}.hasta, 'cerradoEn', ${r}.cerrado_en, 'cerradoPor', ${r}.cerrado_por,
  'prenomina', json(${r}.snapshot))`;

const trigger = (name: string, when: string, body: string): string => `
  CREATE TRIGGER ${name} ${when} BEGIN ${body} END;`;

const catalogueTriggers = (table: string, payload: (r: string) => string): string =>
  trigger(`${table}_evento_alta`, `AFTER INSERT ON ${table}`, outboxInsert(`'catalogo.guardado'`, payload('NEW'))) +
  trigger(
    `${table}_evento_cambio`,
    `AFTER UPDATE ON ${table} WHEN ${payload('OLD')} IS NOT ${payload('NEW')}`,
    outboxInsert(`'catalogo.guardado'`, payload('NEW')),
  ) +
  trigger(`${table}_evento_baja`, `AFTER DELETE ON ${table}`, outboxInsert(`'catalogo.eliminado'`, `json_object('catalogo', '${table}', 'id', OLD.id)`));

export const outbox: Migration = {
  version: 19,
  name: '019-outbox',
  up(db) {
    db.exec(`
      CREATE TABLE reloj_sistema (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        sincronizado INTEGER CHECK (sincronizado IS NULL OR sincronizado IN (0, 1)),
        comprobado_en TEXT
      ) STRICT;
      INSERT INTO reloj_sistema (id, sincronizado, comprobado_en) VALUES (1, NULL, NULL);

      CREATE TABLE eventos_salida (
        secuencia INTEGER PRIMARY KEY AUTOINCREMENT,
        evento_id TEXT NOT NULL UNIQUE CHECK (length(evento_id) = 36),
        tipo TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version >= 1),
        datos TEXT NOT NULL CHECK (json_valid(datos)),
        creado_en TEXT NOT NULL,
        reloj_sincronizado INTEGER CHECK (reloj_sincronizado IS NULL OR reloj_sincronizado IN (0, 1)),
        enviado_en TEXT
      ) STRICT;
      CREATE INDEX eventos_salida_pendientes ON eventos_salida(secuencia) WHERE enviado_en IS NULL;
      -- An event is never rewritten: only its acknowledgement may be set, once.
      CREATE TRIGGER eventos_salida_sin_cambios BEFORE UPDATE OF secuencia, evento_id, tipo, version, datos, creado_en, reloj_sincronizado
        ON eventos_salida BEGIN
        SELECT RAISE(ABORT, 'outbox events are immutable');
      END;
      CREATE TRIGGER eventos_salida_acuse_unico BEFORE UPDATE OF enviado_en ON eventos_salida WHEN OLD.enviado_en IS NOT NULL BEGIN
        SELECT RAISE(ABORT, 'outbox events are acknowledged once');
      END;
      CREATE TRIGGER eventos_salida_borra_enviados BEFORE DELETE ON eventos_salida WHEN OLD.enviado_en IS NULL BEGIN
        SELECT RAISE(ABORT, 'an outbox event is deleted only once sent');
      END;
    `);

    // History first, in an order headquarters can apply: catalogues, employees, punches, incidencias, closed periods.
    db.exec(
      outboxInsert(`'catalogo.guardado'`, sucursal('t'), 'FROM sucursales t ORDER BY t.id') +
        outboxInsert(`'catalogo.guardado'`, puesto('t'), 'FROM puestos t ORDER BY t.id') +
        outboxInsert(`'catalogo.guardado'`, bono('t'), 'FROM bonos t ORDER BY t.id') +
        outboxInsert(`'empleado.creado'`, empleado('t'), 'FROM empleados t ORDER BY t.id') +
        outboxInsert(`'checada.registrada'`, punch('t'), 'FROM checadas t ORDER BY t.id') +
        outboxInsert(`'incidencia.agregada'`, incidencia('t'), 'FROM incidencias t ORDER BY t.id') +
        outboxInsert(`'periodo.cerrado'`, periodo('t'), `FROM periodos t WHERE t.estado = 'cerrado' ORDER BY t.id`),
    );

    db.exec(
      catalogueTriggers('sucursales', sucursal) +
        catalogueTriggers('puestos', puesto) +
        catalogueTriggers('bonos', bono) +
        trigger('empleados_evento_alta', 'AFTER INSERT ON empleados', outboxInsert(`'empleado.creado'`, empleado('NEW'))) +
        trigger(
          'empleados_evento_cambio',
          `AFTER UPDATE OF nombre, numero_empleado, sucursal_id, puesto_id, salario_diario_centavos, bono_id, bono_centavos,
             fecha_ingreso, hora_entrada, hora_salida, dias_descanso, minutos_comida, activo, fecha_baja ON empleados
           WHEN ${empleado('OLD')} IS NOT ${empleado('NEW')}`,
          outboxInsert(
            `CASE WHEN OLD.activo = 1 AND NEW.activo = 0 THEN 'empleado.baja'
                  WHEN OLD.activo = 0 AND NEW.activo = 1 THEN 'empleado.reactivado'
                  ELSE 'empleado.actualizado' END`,
            empleado('NEW'),
          ),
        ) +
        trigger('checadas_evento', 'AFTER INSERT ON checadas', outboxInsert(`'checada.registrada'`, punch('NEW'))) +
        trigger('incidencias_evento_alta', 'AFTER INSERT ON incidencias', outboxInsert(`'incidencia.agregada'`, incidencia('NEW'))) +
        trigger('incidencias_evento_baja', 'AFTER DELETE ON incidencias', outboxInsert(`'incidencia.eliminada'`, incidencia('OLD'))) +
        trigger(
          'periodos_evento_cierre',
          `AFTER UPDATE OF estado ON periodos WHEN OLD.estado = 'abierto' AND NEW.estado = 'cerrado'`,
          outboxInsert(`'periodo.cerrado'`, periodo('NEW')),
        ),
    );
  },
};
