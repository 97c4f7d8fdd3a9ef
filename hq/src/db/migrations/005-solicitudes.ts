import { EVENT_COLUMNS, eventColumnComments, type Migration } from './shared.js';

/**
 * Issue 43: the requests employees send from 'Mi asistencia' at a box's kiosk, and their answers (daemon migration 038;
 * event solicitud.guardada, the whole request each time it is created or answered). Biometrics stay at the box: only the
 * scores of the recognition that opened the screen travel, as proof that the person asked.
 */
export const solicitudes: Migration = {
  version: 5,
  name: 'solicitudes de Mi asistencia',
  sql: `
CREATE TABLE solicitudes (
  caja text NOT NULL,
  id integer NOT NULL,
  empleado_id integer NOT NULL,
  tipo text NOT NULL,
  fecha date NOT NULL,
  hora text,
  desde date,
  hasta date,
  motivo text,
  nota text,
  folio text,
  sobre_saldo boolean NOT NULL,
  estado text NOT NULL,
  dispositivo_id integer NOT NULL,
  checada_id integer NOT NULL,
  similitud double precision,
  vida double precision,
  creada_en timestamptz NOT NULL,
  respondida_por text,
  respondida_en timestamptz,
  motivo_rechazo text,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX solicitudes_estado ON solicitudes (estado, creada_en);
CREATE INDEX solicitudes_empleado ON solicitudes (caja, empleado_id, fecha);
COMMENT ON TABLE solicitudes IS 'Solicitudes que cada empleado envió desde Mi asistencia en el kiosco de su caja (justificación, olvido de checada, vacaciones) y la respuesta del gerente o administrador.';
COMMENT ON COLUMN solicitudes.empleado_id IS 'empleados.id de la misma caja: quien la pidió.';
COMMENT ON COLUMN solicitudes.tipo IS 'justificacion (de una falta, retardo o salida faltante), olvido (checada olvidada) o vacaciones.';
COMMENT ON COLUMN solicitudes.fecha IS 'Día al que se refiere (en vacaciones, el primero).';
COMMENT ON COLUMN solicitudes.hora IS 'En un olvido, la hora HH:MM a la que dice que entró o salió.';
COMMENT ON COLUMN solicitudes.desde IS 'En vacaciones, primer día pedido.';
COMMENT ON COLUMN solicitudes.hasta IS 'En vacaciones, último día pedido.';
COMMENT ON COLUMN solicitudes.motivo IS 'Motivo del empleado; en una justificación, uno de Cita médica, Incapacidad IMSS, Trámite, Transporte u Otro.';
COMMENT ON COLUMN solicitudes.nota IS 'Nota escrita por el empleado en el kiosco.';
COMMENT ON COLUMN solicitudes.folio IS 'Folio de la incapacidad del IMSS.';
COMMENT ON COLUMN solicitudes.sobre_saldo IS 'Verdadero si las vacaciones pedidas pasan del saldo del empleado (se envió marcada).';
COMMENT ON COLUMN solicitudes.estado IS 'pendiente, aprobada o rechazada.';
COMMENT ON COLUMN solicitudes.dispositivo_id IS 'Kiosco (dispositivo de la caja) donde se reconoció a la persona.';
COMMENT ON COLUMN solicitudes.checada_id IS 'checadas.id de la misma caja: la checada tras la cual se abrió Mi asistencia.';
COMMENT ON COLUMN solicitudes.similitud IS 'Similitud del reconocimiento facial de esa checada (null con NIP).';
COMMENT ON COLUMN solicitudes.vida IS 'Puntaje de prueba de vida de esa checada (null con NIP).';
COMMENT ON COLUMN solicitudes.creada_en IS 'Reloj de la caja al enviarla.';
COMMENT ON COLUMN solicitudes.respondida_por IS 'Usuario que la aprobó o rechazó; null mientras está pendiente.';
COMMENT ON COLUMN solicitudes.respondida_en IS 'Reloj de la caja al aprobarla o rechazarla.';
COMMENT ON COLUMN solicitudes.motivo_rechazo IS 'Motivo que dio quien la rechazó.';
${eventColumnComments('solicitudes')}

COMMENT ON COLUMN eventos.tipo IS 'checada.registrada, checada.anulada, incidencia.agregada, incidencia.eliminada, empleado.creado, empleado.actualizado, empleado.baja, empleado.reactivado, catalogo.guardado, catalogo.eliminado, periodo.cerrado, periodo.reabierto, registro.eslabon, actualizacion, turno.guardado, turno.eliminado, rol.guardado, rol.eliminado, asignacion.guardada, asignacion.eliminada, cambio_turno.agregado, cambio_turno.eliminado o solicitud.guardada.';
`,
};
