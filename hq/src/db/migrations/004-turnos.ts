import { EVENT_COLUMNS, eventColumnComments, type Migration } from './shared.js';

/**
 * Issue 41: each box's turnos, roles (weekly rotations), assignments from a date and one-day changes (daemon migration
 * 036; events turno.*, rol.*, asignacion.*, cambio_turno.*). A deleted turno, rol or assignment is marked (eliminado),
 * a removed one-day change keeps its row with eliminado_en, like an incidencia.
 */
export const turnos: Migration = {
  version: 4,
  name: 'turnos, roles, asignaciones y cambios de turno',
  sql: `
CREATE TABLE turnos (
  caja text NOT NULL,
  id integer NOT NULL,
  nombre text,
  codigo text,
  color text,
  tipo text,
  dias jsonb,
  inicio_ciclo date,
  activo boolean,
  eliminado boolean NOT NULL DEFAULT false,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
COMMENT ON TABLE turnos IS 'Catálogo de turnos de cada caja: horario por día (tramos de entrada y salida), semanal o en ciclo de N días.';
COMMENT ON COLUMN turnos.nombre IS 'Nombre del turno.';
COMMENT ON COLUMN turnos.codigo IS 'Código corto que se muestra en el rol de turnos.';
COMMENT ON COLUMN turnos.color IS 'Color del turno en el rol, #rrggbb.';
COMMENT ON COLUMN turnos.tipo IS 'semanal (7 días, lunes primero) o ciclo (N días desde inicio_ciclo).';
COMMENT ON COLUMN turnos.dias IS 'Días del patrón: [{segmentos: [{entrada, salida}], minutosComida}]; sin segmentos es descanso; una salida menor que la entrada, o pasada de 24:00, termina al día siguiente.';
COMMENT ON COLUMN turnos.inicio_ciclo IS 'Fecha del primer día del ciclo (solo tipo ciclo).';
COMMENT ON COLUMN turnos.activo IS 'Falso si se retiró del catálogo y solo lo conserva el historial.';
COMMENT ON COLUMN turnos.eliminado IS 'Verdadero si se borró en la caja.';
${eventColumnComments('turnos')}

CREATE TABLE roles (
  caja text NOT NULL,
  id integer NOT NULL,
  nombre text,
  turnos jsonb,
  inicio date,
  eliminado boolean NOT NULL DEFAULT false,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
COMMENT ON TABLE roles IS 'Roles (rotaciones) de cada caja: un turno por semana, en orden, desde un lunes.';
COMMENT ON COLUMN roles.nombre IS 'Nombre del rol.';
COMMENT ON COLUMN roles.turnos IS 'Ids de turnos.id de la misma caja, uno por semana.';
COMMENT ON COLUMN roles.inicio IS 'Lunes en que empieza la semana 1.';
COMMENT ON COLUMN roles.eliminado IS 'Verdadero si se borró en la caja.';
${eventColumnComments('roles')}

CREATE TABLE asignaciones (
  caja text NOT NULL,
  id integer NOT NULL,
  empleado_id integer,
  turno_id integer,
  rol_id integer,
  vigente_desde date,
  registrado_por text,
  registrado_en timestamptz,
  eliminado boolean NOT NULL DEFAULT false,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX asignaciones_empleado ON asignaciones (caja, empleado_id, vigente_desde);
COMMENT ON TABLE asignaciones IS 'Turno o rol de cada empleado desde una fecha: rige la de vigente_desde más reciente que no pase del día.';
COMMENT ON COLUMN asignaciones.empleado_id IS 'empleados.id de la misma caja.';
COMMENT ON COLUMN asignaciones.turno_id IS 'turnos.id de la misma caja (o null si es un rol).';
COMMENT ON COLUMN asignaciones.rol_id IS 'roles.id de la misma caja (o null si es un turno).';
COMMENT ON COLUMN asignaciones.vigente_desde IS 'Primer día en que rige.';
COMMENT ON COLUMN asignaciones.registrado_por IS 'Usuario que la registró (null: la migración o el formulario sin sesión).';
COMMENT ON COLUMN asignaciones.registrado_en IS 'Reloj de la caja al registrarla.';
COMMENT ON COLUMN asignaciones.eliminado IS 'Verdadero si se borró en la caja.';
${eventColumnComments('asignaciones')}

CREATE TABLE cambios_turno (
  caja text NOT NULL,
  id integer NOT NULL,
  empleado_id integer NOT NULL,
  fecha date NOT NULL,
  turno_id integer,
  descanso boolean NOT NULL,
  con_empleado_id integer,
  grupo text,
  motivo text NOT NULL,
  registrado_por text NOT NULL,
  registrado_en timestamptz NOT NULL,
  eliminado_en timestamptz,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX cambios_turno_fecha ON cambios_turno (fecha, caja);
COMMENT ON TABLE cambios_turno IS 'Cambios de un solo día: otro turno, un descanso, o la mitad de un intercambio entre dos empleados (dos filas con el mismo grupo).';
COMMENT ON COLUMN cambios_turno.empleado_id IS 'empleados.id de la misma caja.';
COMMENT ON COLUMN cambios_turno.fecha IS 'Día que cambia.';
COMMENT ON COLUMN cambios_turno.turno_id IS 'turnos.id que se trabaja ese día; null en un descanso.';
COMMENT ON COLUMN cambios_turno.descanso IS 'Verdadero si ese día se descansa.';
COMMENT ON COLUMN cambios_turno.con_empleado_id IS 'En un intercambio, el compañero (empleados.id de la misma caja).';
COMMENT ON COLUMN cambios_turno.grupo IS 'Identificador compartido por las dos filas de un intercambio.';
COMMENT ON COLUMN cambios_turno.motivo IS 'Motivo del cambio.';
COMMENT ON COLUMN cambios_turno.registrado_por IS 'Usuario que lo registró en la caja.';
COMMENT ON COLUMN cambios_turno.registrado_en IS 'Reloj de la caja al registrarlo.';
COMMENT ON COLUMN cambios_turno.eliminado_en IS 'Reloj de la caja cuando se borró; null mientras rige.';
${eventColumnComments('cambios_turno')}

COMMENT ON COLUMN registro_eslabones.tipo IS 'Qué fila cubre: checada, anulacion, incidencia, incidencia_eliminada, cierre, reapertura, restauracion, inicio_registro, saldo_vacaciones, cambio_turno o cambio_turno_eliminado.';
COMMENT ON COLUMN eventos.tipo IS 'checada.registrada, checada.anulada, incidencia.agregada, incidencia.eliminada, empleado.creado, empleado.actualizado, empleado.baja, empleado.reactivado, catalogo.guardado, catalogo.eliminado, periodo.cerrado, periodo.reabierto, registro.eslabon, actualizacion, turno.guardado, turno.eliminado, rol.guardado, rol.eliminado, asignacion.guardada, asignacion.eliminada, cambio_turno.agregado o cambio_turno.eliminado.';
`,
};
