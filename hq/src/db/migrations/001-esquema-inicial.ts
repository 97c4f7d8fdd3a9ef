import { EVENT_COLUMNS, eventColumnComments, type Migration } from './shared.js';

/**
 * The first schema: each box, every event once, the projections of catalogues, employees, punches, incidencias and
 * closed periods, and the messages that could not be applied.
 */
export const esquemaInicial: Migration = {
  version: 1,
  name: 'esquema inicial',
  sql: `
CREATE TABLE cajas (
  caja text PRIMARY KEY,
  vista_en timestamptz NOT NULL DEFAULT now(),
  ultimo_evento_en timestamptz,
  ultimo_evento_recibido_en timestamptz,
  ultima_secuencia_aplicada bigint,
  eventos_aplicados bigint NOT NULL DEFAULT 0,
  evento_reloj_sincronizado boolean,
  ultimo_latido_en timestamptz,
  latido_reloj timestamptz,
  desfase_ms bigint,
  latido_reloj_sincronizado boolean,
  pendientes integer,
  ultima_secuencia_reportada bigint,
  version_daemon text
);
COMMENT ON TABLE cajas IS 'Una fila por caja (reloj checador de una sucursal): su último evento aplicado y su último latido.';
COMMENT ON COLUMN cajas.caja IS 'Id de la caja, el mismo de sus asuntos NATS reloj.<caja>.…';
COMMENT ON COLUMN cajas.vista_en IS 'Primera vez que el corporativo supo de la caja (evento o latido).';
COMMENT ON COLUMN cajas.ultimo_evento_en IS 'Reloj de la caja al escribir el evento más nuevo aplicado.';
COMMENT ON COLUMN cajas.ultimo_evento_recibido_en IS 'Cuándo se aplicó el último evento (reloj del corporativo).';
COMMENT ON COLUMN cajas.ultima_secuencia_aplicada IS 'Secuencia del evento más nuevo aplicado.';
COMMENT ON COLUMN cajas.eventos_aplicados IS 'Eventos de la caja aplicados en total.';
COMMENT ON COLUMN cajas.evento_reloj_sincronizado IS 'Si el reloj de la caja estaba sincronizado por NTP en su evento más nuevo (null: no se sabe).';
COMMENT ON COLUMN cajas.ultimo_latido_en IS 'Cuándo llegó el último latido (reloj del corporativo).';
COMMENT ON COLUMN cajas.latido_reloj IS 'Reloj de la caja en su último latido.';
COMMENT ON COLUMN cajas.desfase_ms IS 'Reloj de la caja menos reloj del corporativo en el último latido, en milisegundos.';
COMMENT ON COLUMN cajas.latido_reloj_sincronizado IS 'Si la caja reportó su reloj sincronizado por NTP en el último latido.';
COMMENT ON COLUMN cajas.pendientes IS 'Eventos escritos en la caja y aún no confirmados por su stream local, según el último latido.';
COMMENT ON COLUMN cajas.ultima_secuencia_reportada IS 'Secuencia más nueva escrita en la caja, según el último latido.';
COMMENT ON COLUMN cajas.version_daemon IS 'Versión del software de la caja, según el último latido.';

CREATE TABLE eventos (
  event_id uuid PRIMARY KEY,
  caja text NOT NULL,
  secuencia bigint NOT NULL,
  tipo text NOT NULL,
  version integer NOT NULL,
  creado_en timestamptz NOT NULL,
  reloj_sincronizado boolean,
  recibido_en timestamptz NOT NULL DEFAULT now(),
  nats_secuencia bigint,
  datos jsonb NOT NULL
);
-- Not unique: a box restored from a backup writes some sequence numbers again.
CREATE INDEX eventos_caja_secuencia ON eventos (caja, secuencia);
CREATE INDEX eventos_tipo_creado ON eventos (tipo, creado_en);
COMMENT ON TABLE eventos IS 'Cada evento recibido de las cajas, una sola vez (la llave es event_id). Las demás tablas se derivan de éste.';
COMMENT ON COLUMN eventos.event_id IS 'UUID del evento (encabezado Nats-Msg-Id).';
COMMENT ON COLUMN eventos.caja IS 'Caja que lo escribió.';
COMMENT ON COLUMN eventos.secuencia IS 'Secuencia en la caja; creciente, pero puede repetirse si la caja se restaura de un respaldo.';
COMMENT ON COLUMN eventos.tipo IS 'checada.registrada, incidencia.agregada, incidencia.eliminada, empleado.creado, empleado.actualizado, empleado.baja, empleado.reactivado, catalogo.guardado, catalogo.eliminado o periodo.cerrado.';
COMMENT ON COLUMN eventos.version IS 'Versión del formato de datos.';
COMMENT ON COLUMN eventos.creado_en IS 'Reloj de la caja al escribirlo.';
COMMENT ON COLUMN eventos.reloj_sincronizado IS 'Si el reloj de la caja estaba sincronizado por NTP (null: no se sabe).';
COMMENT ON COLUMN eventos.recibido_en IS 'Cuándo lo aplicó el corporativo.';
COMMENT ON COLUMN eventos.nats_secuencia IS 'Secuencia del mensaje en el stream del corporativo (diagnóstico).';
COMMENT ON COLUMN eventos.datos IS 'Los datos del evento tal como llegaron (JSON).';

CREATE TABLE sucursales (
  caja text NOT NULL,
  id integer NOT NULL,
  nombre text,
  zona text,
  eliminado boolean NOT NULL DEFAULT false,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
COMMENT ON TABLE sucursales IS 'Catálogo de sucursales de cada caja.';
COMMENT ON COLUMN sucursales.zona IS 'Zona del salario mínimo: general o frontera.';
COMMENT ON COLUMN sucursales.nombre IS 'Nombre de la sucursal (null si solo se supo de su eliminación).';
COMMENT ON COLUMN sucursales.eliminado IS 'Eliminada del catálogo en la caja.';
${eventColumnComments('sucursales')}

CREATE TABLE puestos (
  caja text NOT NULL,
  id integer NOT NULL,
  nombre text,
  salario_diario_centavos bigint,
  eliminado boolean NOT NULL DEFAULT false,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
COMMENT ON TABLE puestos IS 'Catálogo de puestos de cada caja.';
COMMENT ON COLUMN puestos.salario_diario_centavos IS 'Salario diario sugerido del puesto, en centavos.';
COMMENT ON COLUMN puestos.nombre IS 'Nombre del puesto (null si solo se supo de su eliminación).';
COMMENT ON COLUMN puestos.eliminado IS 'Eliminado del catálogo en la caja.';
${eventColumnComments('puestos')}

CREATE TABLE bonos (
  caja text NOT NULL,
  id integer NOT NULL,
  nombre text,
  monto_centavos bigint,
  tipo text,
  pierde_con integer,
  eliminado boolean NOT NULL DEFAULT false,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
COMMENT ON TABLE bonos IS 'Catálogo de bonos de cada caja.';
COMMENT ON COLUMN bonos.monto_centavos IS 'Monto del bono por periodo, en centavos.';
COMMENT ON COLUMN bonos.nombre IS 'Nombre del bono (null si solo se supo de su eliminación).';
COMMENT ON COLUMN bonos.tipo IS 'Regla del bono (puntualidad, asistencia, …) como la guarda la caja.';
COMMENT ON COLUMN bonos.pierde_con IS 'Cuántas faltas o retardos lo pierden, según la regla.';
COMMENT ON COLUMN bonos.eliminado IS 'Eliminado del catálogo en la caja.';
${eventColumnComments('bonos')}

CREATE TABLE empleados (
  caja text NOT NULL,
  id integer NOT NULL,
  nombre text NOT NULL,
  numero_empleado text,
  sucursal_id integer NOT NULL,
  puesto_id integer NOT NULL,
  salario_diario_centavos bigint NOT NULL,
  bono_id integer,
  bono_centavos bigint NOT NULL,
  fecha_ingreso date NOT NULL,
  hora_entrada text NOT NULL,
  hora_salida text NOT NULL,
  dias_descanso smallint[] NOT NULL,
  minutos_comida integer NOT NULL,
  activo boolean NOT NULL,
  fecha_baja date,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX empleados_numero ON empleados (numero_empleado);
COMMENT ON TABLE empleados IS 'Empleados de cada caja, en su estado más reciente (alta, cambios, baja, reactivación). Sin rostros ni fotos.';
COMMENT ON COLUMN empleados.numero_empleado IS 'Número de empleado de nómina (puede faltar).';
COMMENT ON COLUMN empleados.nombre IS 'Nombre completo.';
COMMENT ON COLUMN empleados.fecha_ingreso IS 'Fecha de ingreso.';
COMMENT ON COLUMN empleados.sucursal_id IS 'sucursales.id de la misma caja.';
COMMENT ON COLUMN empleados.puesto_id IS 'puestos.id de la misma caja.';
COMMENT ON COLUMN empleados.salario_diario_centavos IS 'Salario diario en centavos.';
COMMENT ON COLUMN empleados.bono_id IS 'bonos.id de la misma caja, si tiene bono.';
COMMENT ON COLUMN empleados.bono_centavos IS 'Monto de su bono en centavos.';
COMMENT ON COLUMN empleados.hora_entrada IS 'Hora de entrada HH:MM (hora local de la sucursal).';
COMMENT ON COLUMN empleados.hora_salida IS 'Hora de salida HH:MM (hora local de la sucursal).';
COMMENT ON COLUMN empleados.dias_descanso IS 'Días de descanso, 0 = domingo … 6 = sábado.';
COMMENT ON COLUMN empleados.minutos_comida IS 'Minutos de comida por día.';
COMMENT ON COLUMN empleados.activo IS 'Falso tras la baja.';
COMMENT ON COLUMN empleados.fecha_baja IS 'Fecha de baja, si la hubo.';
${eventColumnComments('empleados')}

CREATE TABLE checadas (
  caja text NOT NULL,
  id integer NOT NULL,
  empleado_id integer NOT NULL,
  numero_empleado text,
  tipo text NOT NULL,
  hora timestamptz NOT NULL,
  fecha_local date NOT NULL,
  metodo text NOT NULL,
  dispositivo_id integer,
  sucursal_id integer,
  similitud double precision,
  liveness double precision,
  motivo text,
  registrado_por text,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX checadas_fecha ON checadas (fecha_local, caja, sucursal_id);
CREATE INDEX checadas_empleado ON checadas (caja, empleado_id, hora);
COMMENT ON TABLE checadas IS 'Checadas (entradas y salidas) de cada caja: por rostro, PIN o manuales.';
COMMENT ON COLUMN checadas.empleado_id IS 'empleados.id de la misma caja.';
COMMENT ON COLUMN checadas.numero_empleado IS 'Número de empleado al checar.';
COMMENT ON COLUMN checadas.tipo IS 'entrada o salida.';
COMMENT ON COLUMN checadas.hora IS 'Instante de la checada.';
COMMENT ON COLUMN checadas.fecha_local IS 'Día laboral al que pertenece, en la zona horaria de la caja.';
COMMENT ON COLUMN checadas.metodo IS 'Cómo se registró (rostro, PIN, manual, …).';
COMMENT ON COLUMN checadas.dispositivo_id IS 'Kiosco que la registró, si fue en un kiosco.';
COMMENT ON COLUMN checadas.sucursal_id IS 'sucursales.id de la misma caja: la del kiosco, o la del empleado si fue manual.';
COMMENT ON COLUMN checadas.similitud IS 'Similitud del rostro (0 a 1), si fue por rostro.';
COMMENT ON COLUMN checadas.liveness IS 'Puntaje de prueba de vida, si se midió.';
COMMENT ON COLUMN checadas.motivo IS 'Motivo de una checada manual.';
COMMENT ON COLUMN checadas.registrado_por IS 'Usuario que registró una checada manual.';
${eventColumnComments('checadas')}

CREATE TABLE incidencias (
  caja text NOT NULL,
  id integer NOT NULL,
  empleado_id integer NOT NULL,
  fecha date NOT NULL,
  tipo text NOT NULL,
  minutos integer,
  nota text,
  creado_por text NOT NULL,
  eliminada_en timestamptz,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX incidencias_fecha ON incidencias (fecha, caja);
COMMENT ON TABLE incidencias IS 'Incidencias (vacaciones, incapacidades, permisos, faltas justificadas, horas extra autorizadas) de cada caja.';
COMMENT ON COLUMN incidencias.empleado_id IS 'empleados.id de la misma caja.';
COMMENT ON COLUMN incidencias.fecha IS 'Día al que aplica.';
COMMENT ON COLUMN incidencias.nota IS 'Nota libre de quien la capturó.';
COMMENT ON COLUMN incidencias.tipo IS 'horas_extra, falta_justificada, permiso_con_goce, permiso_sin_goce, vacaciones o incapacidad.';
COMMENT ON COLUMN incidencias.minutos IS 'Minutos de horas extra autorizadas (solo horas_extra).';
COMMENT ON COLUMN incidencias.creado_por IS 'Usuario que la capturó en la caja.';
COMMENT ON COLUMN incidencias.eliminada_en IS 'Reloj de la caja cuando se eliminó; null mientras está vigente.';
${eventColumnComments('incidencias')}

CREATE TABLE periodos (
  caja text NOT NULL,
  id integer NOT NULL,
  desde date NOT NULL,
  hasta date NOT NULL,
  cerrado_en timestamptz NOT NULL,
  cerrado_por text NOT NULL,
  prenomina jsonb NOT NULL,
  total_centavos bigint,
  empleados integer,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX periodos_fechas ON periodos (desde, hasta);
COMMENT ON TABLE periodos IS 'Periodos de pre-nómina cerrados en cada caja, con las cifras congeladas al cierre.';
COMMENT ON COLUMN periodos.cerrado_en IS 'Reloj de la caja al cerrarlo.';
COMMENT ON COLUMN periodos.desde IS 'Primer día del periodo.';
COMMENT ON COLUMN periodos.hasta IS 'Último día del periodo.';
COMMENT ON COLUMN periodos.cerrado_por IS 'Usuario que lo cerró.';
COMMENT ON COLUMN periodos.prenomina IS 'Las cifras congeladas al cierre: {version, empleados: [{sucursalId, empleado}]}, donde empleado tiene la forma de empleados[] de GET /api/prenomina de la caja (importes en pesos).';
COMMENT ON COLUMN periodos.total_centavos IS 'Suma de los totales de los empleados, en centavos (cada total redondeado a centavos).';
COMMENT ON COLUMN periodos.empleados IS 'Empleados en la pre-nómina.';
${eventColumnComments('periodos')}

CREATE TABLE eventos_rechazados (
  id bigserial PRIMARY KEY,
  caja text,
  subject text NOT NULL,
  event_id text,
  motivo text NOT NULL,
  cuerpo text NOT NULL,
  recibido_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eventos_rechazados_recibido ON eventos_rechazados (recibido_en);
COMMENT ON TABLE eventos_rechazados IS 'Mensajes que no se pudieron aplicar (JSON inválido, datos que no cumplen el formato, versión futura, caja que no corresponde al asunto): se guardan aquí con el motivo y el consumidor sigue.';
COMMENT ON COLUMN eventos_rechazados.caja IS 'Caja según el asunto NATS, si se pudo leer.';
COMMENT ON COLUMN eventos_rechazados.id IS 'Consecutivo del rechazo.';
COMMENT ON COLUMN eventos_rechazados.subject IS 'Asunto NATS del mensaje.';
COMMENT ON COLUMN eventos_rechazados.event_id IS 'Encabezado Nats-Msg-Id, si venía.';
COMMENT ON COLUMN eventos_rechazados.motivo IS 'Por qué se rechazó.';
COMMENT ON COLUMN eventos_rechazados.cuerpo IS 'El mensaje tal como llegó (texto UTF-8).';
COMMENT ON COLUMN eventos_rechazados.recibido_en IS 'Cuándo se rechazó.';
`,
};
