import type { Migration } from './index.js';

/**
 * Issue 43: 'Mi asistencia' at the kiosk and the requests sent from it.
 *
 * - `mi_asistencia_sesiones`: the short-lived token a face or NIP punch answers with, kept only as its SHA-256, for one
 *   employee on one kiosk, with the recognition of the punch that opened it (proof that the person asked). Closed by
 *   'Cerrar', by the next punch on that kiosk, or when it expires.
 * - `solicitudes`: the requests (justificación, olvido, vacaciones) with a copy of that recognition, and the answer:
 *   who approved or rejected it, when, why; `entregada_checada_id`, the punch whose kiosk answer told the person.
 * - `reglas_asistencia.importes_en_kiosco`: 'Mi asistencia' shows pesos only when the company says so (default off).
 *
 * Requests and their answers travel to headquarters ('solicitud.guardada'); sessions stay on the box.
 */
const EPOCH_TEXT = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const UUID_V4 = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

const solicitud = (r: string) => `json_object(
  'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'tipo', ${r}.tipo, 'fecha', ${r}.fecha, 'hora', ${r}.hora, 'desde', ${r}.desde,
  'hasta', ${r}.hasta, 'motivo', ${r}.motivo, 'nota', ${r}.nota, 'folio', ${r}.folio,
  'sobreSaldo', json(CASE WHEN ${r}.sobre_saldo = 1 THEN 'true' ELSE 'false' END), 'estado', ${r}.estado,
  'dispositivoId', ${r}.dispositivo_id, 'checadaId', ${r}.checada_id, 'similitud', ${r}.similitud, 'vida', ${r}.vida,
  'creadaEn', ${r}.creada_en, 'respondidaPor', ${r}.respondida_por, 'respondidaEn', ${r}.respondida_en, 'motivoRechazo', ${r}.motivo_rechazo)`;

const outboxInsert = (datos: string) => `
  INSERT INTO eventos_salida (evento_id, tipo, version, datos, creado_en, reloj_sincronizado)
  SELECT ${UUID_V4}, 'solicitud.guardada', 1, ${datos}, ${EPOCH_TEXT}, (SELECT sincronizado FROM reloj_sistema WHERE id = 1);`;

export const solicitudes: Migration = {
  version: 38,
  name: '038-solicitudes',
  up(db) {
    db.exec(`
      CREATE TABLE mi_asistencia_sesiones (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id) ON DELETE CASCADE,
        dispositivo_id INTEGER NOT NULL REFERENCES dispositivos(id) ON DELETE CASCADE,
        checada_id INTEGER NOT NULL REFERENCES checadas(id),
        metodo TEXT NOT NULL CHECK (metodo IN ('rostro', 'nip')),
        similitud REAL,
        vida REAL,
        abierta_en TEXT NOT NULL,
        expira_en TEXT NOT NULL,
        cerrada_en TEXT
      ) STRICT;
      CREATE INDEX mi_asistencia_sesiones_dispositivo ON mi_asistencia_sesiones(dispositivo_id) WHERE cerrada_en IS NULL;

      CREATE TABLE solicitudes (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id) ON DELETE CASCADE,
        tipo TEXT NOT NULL CHECK (tipo IN ('justificacion', 'olvido', 'vacaciones')),
        fecha TEXT NOT NULL,
        hora TEXT,
        desde TEXT,
        hasta TEXT,
        motivo TEXT,
        nota TEXT,
        folio TEXT,
        dias_vacaciones TEXT NOT NULL DEFAULT '[]',
        saldo_restante INTEGER,
        sobre_saldo INTEGER NOT NULL DEFAULT 0 CHECK (sobre_saldo IN (0, 1)),
        estado TEXT NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'aprobada', 'rechazada')),
        dispositivo_id INTEGER NOT NULL REFERENCES dispositivos(id),
        checada_id INTEGER NOT NULL REFERENCES checadas(id),
        metodo TEXT NOT NULL CHECK (metodo IN ('rostro', 'nip')),
        similitud REAL,
        vida REAL,
        reconocido_en TEXT NOT NULL,
        creada_en TEXT NOT NULL,
        respondida_por TEXT,
        respondida_en TEXT,
        motivo_rechazo TEXT,
        entregada_checada_id INTEGER REFERENCES checadas(id),
        CHECK ((estado = 'pendiente') = (respondida_en IS NULL)),
        CHECK (estado <> 'rechazada' OR motivo_rechazo IS NOT NULL)
      ) STRICT;
      CREATE INDEX solicitudes_empleado ON solicitudes(empleado_id, estado);
      CREATE INDEX solicitudes_estado ON solicitudes(estado, creada_en);

      CREATE TRIGGER solicitudes_evento_alta AFTER INSERT ON solicitudes BEGIN ${outboxInsert(solicitud('NEW'))} END;
      CREATE TRIGGER solicitudes_evento_cambio AFTER UPDATE ON solicitudes WHEN ${solicitud('OLD')} IS NOT ${solicitud('NEW')}
        BEGIN ${outboxInsert(solicitud('NEW'))} END;

      ALTER TABLE reglas_asistencia ADD COLUMN importes_en_kiosco INTEGER NOT NULL DEFAULT 0 CHECK (importes_en_kiosco IN (0, 1));
    `);
  },
};
