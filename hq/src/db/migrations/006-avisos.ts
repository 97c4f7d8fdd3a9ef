import { EVENT_COLUMNS, type Migration } from './shared.js';

/**
 * Issue 44: the alerts each box raised ('Avisos': a kiosk without signal, 'Registro alterado', a failed backup, the
 * late arrivals, the daily summary…), one row per alert (event aviso.generado, sent once per alert, not per recipient).
 * Keyed by (caja, clave): `clave` is the alert's key at its box (its kind and cause). An alert never changes: the first
 * delivery writes the row and any redelivery leaves it as it is. Alerts never carry a photo or a salary.
 */
export const avisos: Migration = {
  version: 6,
  name: 'avisos de las sucursales',
  sql: `
CREATE TABLE avisos (
  caja text NOT NULL,
  clave text NOT NULL,
  tipo text NOT NULL,
  sucursal_id integer,
  sucursal text,
  fecha timestamptz NOT NULL,
  titulo text NOT NULL,
  texto text NOT NULL,
  datos jsonb NOT NULL,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, clave)
);
CREATE INDEX avisos_fecha ON avisos (fecha DESC);
COMMENT ON TABLE avisos IS 'Avisos que cada caja generó (kiosco sin señal, registro alterado, respaldo fallido, retardos, resumen diario, etc.), uno por aviso aunque la caja lo haya enviado a varios destinatarios.';
COMMENT ON COLUMN avisos.caja IS 'Caja (reloj checador) que generó el aviso.';
COMMENT ON COLUMN avisos.clave IS 'Llave del aviso en su caja (tipo y causa); única solo junto con caja.';
COMMENT ON COLUMN avisos.tipo IS 'kiosco_sin_senal, registro_alterado, disco, respaldo_fallido, base_danada, actualizacion_revertida, suplantacion, cuenta_bloqueada, retardos, resumen_diario o solicitud_nueva.';
COMMENT ON COLUMN avisos.sucursal_id IS 'sucursales.id de la misma caja; null si el aviso es de toda la caja (respaldos, disco, cuentas, actualizaciones).';
COMMENT ON COLUMN avisos.sucursal IS 'Nombre de la sucursal cuando se generó el aviso.';
COMMENT ON COLUMN avisos.fecha IS 'Reloj de la caja al generar el aviso.';
COMMENT ON COLUMN avisos.titulo IS 'Título del aviso, en español, como lo recibieron sus destinatarios.';
COMMENT ON COLUMN avisos.texto IS 'Texto del aviso (nombres, números de empleado y horas locales de la sucursal; nunca fotos ni salarios).';
COMMENT ON COLUMN avisos.datos IS 'Datos del aviso para otros sistemas (lo mismo que recibe el webhook de la caja).';
COMMENT ON COLUMN avisos.evento_id IS 'Evento (eventos.event_id) que escribió esta fila.';
COMMENT ON COLUMN avisos.evento_creado_en IS 'Reloj de la caja al escribir ese evento.';
COMMENT ON COLUMN avisos.evento_secuencia IS 'Secuencia de ese evento en la caja.';
COMMENT ON COLUMN avisos.actualizado_en IS 'Cuándo lo escribió el corporativo (reloj del corporativo).';

COMMENT ON COLUMN eventos.tipo IS 'checada.registrada, checada.anulada, incidencia.agregada, incidencia.eliminada, empleado.creado, empleado.actualizado, empleado.baja, empleado.reactivado, catalogo.guardado, catalogo.eliminado, periodo.cerrado, periodo.reabierto, registro.eslabon, actualizacion, turno.guardado, turno.eliminado, rol.guardado, rol.eliminado, asignacion.guardada, asignacion.eliminada, cambio_turno.agregado, cambio_turno.eliminado, solicitud.guardada o aviso.generado.';
`,
};
