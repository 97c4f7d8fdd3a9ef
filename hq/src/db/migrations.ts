/**
 * The headquarters schema, as numbered migrations. Never edit one that has shipped: add the next number.
 * Tables are documented with COMMENT ON so a payroll or BI tool can read them (\d+ in psql).
 *
 * Every projection table is keyed by (caja, id): the ids are each box's own. Rows carry the event that last wrote
 * them (evento_id, evento_creado_en, evento_secuencia); an older event arriving late never overwrites a newer one.
 */
export type Migration = { version: number; name: string; sql: string };

/** The columns that record which event last wrote a projection row. */
const EVENT_COLUMNS = `
  evento_id uuid NOT NULL,
  evento_creado_en timestamptz NOT NULL,
  evento_secuencia bigint NOT NULL,
  actualizado_en timestamptz NOT NULL DEFAULT now()`;

const eventColumnComments = (table: string) => `
COMMENT ON COLUMN ${table}.caja IS 'Caja (reloj checador) de la sucursal que envió el registro.';
COMMENT ON COLUMN ${table}.id IS 'Id del registro en la caja; único solo junto con caja.';
COMMENT ON COLUMN ${table}.evento_id IS 'Último evento (eventos.event_id) que escribió esta fila.';
COMMENT ON COLUMN ${table}.evento_creado_en IS 'Reloj de la caja al escribir ese evento; un evento más viejo no sobrescribe uno más nuevo.';
COMMENT ON COLUMN ${table}.evento_secuencia IS 'Secuencia de ese evento en la caja.';
COMMENT ON COLUMN ${table}.actualizado_en IS 'Cuándo lo escribió el corporativo (reloj del corporativo).';`;

const initial = `
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
`;

/**
 * Issue 29: voided punches, reopened periods and each box's chain of the record.
 *
 * - A void is a row of `anulaciones` keyed like the box's (caja, id) and naming its punch; the punch keeps its row and
 *   gets the void copied onto it (`checadas.anulada_*`) whichever of the two events arrives first.
 * - `periodos` keeps the latest close of each period; a reopening marks it (`reabierto_*`) until the next close
 *   replaces it. `periodo_versiones` keeps every close (its figures) and its reopening, by (caja, periodo_id, version).
 * - `registro_cajas` is the check of each box's chain as its links arrive (ingest/registro.ts).
 */
const registro = `
ALTER TABLE checadas ADD COLUMN anulada_en timestamptz, ADD COLUMN anulada_por text, ADD COLUMN motivo_anulacion text;
COMMENT ON COLUMN checadas.anulada_en IS 'Reloj de la caja cuando se anuló la checada; null mientras cuenta. Una checada anulada se conserva y no cuenta en ninguna cifra.';
COMMENT ON COLUMN checadas.anulada_por IS 'Usuario que la anuló en la caja.';
COMMENT ON COLUMN checadas.motivo_anulacion IS 'Motivo de la anulación, escrito en la caja.';
CREATE INDEX checadas_anuladas ON checadas (fecha_local) WHERE anulada_en IS NOT NULL;

CREATE TABLE anulaciones (
  caja text NOT NULL,
  id integer NOT NULL,
  checada_id integer NOT NULL,
  motivo text NOT NULL,
  anulada_por text NOT NULL,
  anulada_en timestamptz NOT NULL,
  ${EVENT_COLUMNS},
  PRIMARY KEY (caja, id)
);
CREATE INDEX anulaciones_checada ON anulaciones (caja, checada_id);
COMMENT ON TABLE anulaciones IS 'Checadas anuladas en cada caja (quién, cuándo, por qué). Se guardan aunque la checada aún no haya llegado; al llegar, la checada queda marcada.';
COMMENT ON COLUMN anulaciones.checada_id IS 'checadas.id de la misma caja.';
COMMENT ON COLUMN anulaciones.motivo IS 'Motivo de la anulación.';
COMMENT ON COLUMN anulaciones.anulada_por IS 'Usuario que la anuló.';
COMMENT ON COLUMN anulaciones.anulada_en IS 'Reloj de la caja al anularla.';
${eventColumnComments('anulaciones')}

ALTER TABLE periodos ADD COLUMN version integer NOT NULL DEFAULT 1, ADD COLUMN reabierto_en timestamptz,
  ADD COLUMN reabierto_por text, ADD COLUMN motivo_reapertura text;
COMMENT ON TABLE periodos IS 'Periodos de pre-nómina cerrados en cada caja, con las cifras congeladas en su último cierre. Si reabierto_en no es null, el periodo se reabrió y esas cifras ya no valen hasta que se vuelva a cerrar.';
COMMENT ON COLUMN periodos.version IS 'Número del cierre (1 el primero) cuyas cifras guarda la fila.';
COMMENT ON COLUMN periodos.reabierto_en IS 'Reloj de la caja cuando se reabrió este cierre; null mientras sus cifras valen.';
COMMENT ON COLUMN periodos.reabierto_por IS 'Usuario que lo reabrió.';
COMMENT ON COLUMN periodos.motivo_reapertura IS 'Motivo de la reapertura.';

CREATE TABLE periodo_versiones (
  caja text NOT NULL,
  periodo_id integer NOT NULL,
  version integer NOT NULL,
  desde date,
  hasta date,
  cerrado_en timestamptz,
  cerrado_por text,
  prenomina jsonb,
  total_centavos bigint,
  empleados integer,
  reabierto_en timestamptz,
  reabierto_por text,
  motivo_reapertura text,
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caja, periodo_id, version)
);
COMMENT ON TABLE periodo_versiones IS 'Cada cierre de cada periodo (versión 1, 2, …) con sus cifras, y su reapertura si la hubo. El último también está en periodos.';
COMMENT ON COLUMN periodo_versiones.caja IS 'Caja del periodo.';
COMMENT ON COLUMN periodo_versiones.periodo_id IS 'periodos.id de la misma caja.';
COMMENT ON COLUMN periodo_versiones.version IS 'Número del cierre, 1 el primero.';
COMMENT ON COLUMN periodo_versiones.desde IS 'Primer día del periodo (null si solo se supo de la reapertura).';
COMMENT ON COLUMN periodo_versiones.hasta IS 'Último día del periodo.';
COMMENT ON COLUMN periodo_versiones.cerrado_en IS 'Reloj de la caja al cerrarlo (null si solo se supo de la reapertura).';
COMMENT ON COLUMN periodo_versiones.cerrado_por IS 'Usuario que lo cerró.';
COMMENT ON COLUMN periodo_versiones.prenomina IS 'Las cifras congeladas en ese cierre, como periodos.prenomina.';
COMMENT ON COLUMN periodo_versiones.total_centavos IS 'Suma de los totales de los empleados en ese cierre, en centavos.';
COMMENT ON COLUMN periodo_versiones.empleados IS 'Empleados en la pre-nómina de ese cierre.';
COMMENT ON COLUMN periodo_versiones.reabierto_en IS 'Reloj de la caja cuando se reabrió ese cierre; null si no se reabrió.';
COMMENT ON COLUMN periodo_versiones.reabierto_por IS 'Usuario que lo reabrió.';
COMMENT ON COLUMN periodo_versiones.motivo_reapertura IS 'Motivo de la reapertura.';
COMMENT ON COLUMN periodo_versiones.actualizado_en IS 'Cuándo lo escribió el corporativo (reloj del corporativo).';
INSERT INTO periodo_versiones (caja, periodo_id, version, desde, hasta, cerrado_en, cerrado_por, prenomina, total_centavos, empleados)
  SELECT caja, id, 1, desde, hasta, cerrado_en, cerrado_por, prenomina, total_centavos, empleados FROM periodos;

CREATE TABLE registro_cajas (
  caja text PRIMARY KEY,
  ancla_secuencia bigint,
  ultima_secuencia bigint,
  ultimo_hash text,
  eslabones bigint NOT NULL DEFAULT 0,
  rotura_secuencia bigint,
  rotura_motivo text,
  rotura_detectada_en timestamptz,
  rotura_evento_id uuid,
  actualizado_en timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE registro_cajas IS 'La cadena del registro de cada caja, comprobada al recibir cada eslabón (evento registro.eslabon): hash = SHA-256(anterior ‖ contenido), y cada eslabón nombra el hash del anterior. La primera rotura queda marcada aunque lleguen más eslabones; se borra a mano (rotura_* = null) cuando alguien la aclara.';
COMMENT ON COLUMN registro_cajas.caja IS 'Caja dueña de la cadena.';
COMMENT ON COLUMN registro_cajas.ancla_secuencia IS 'Primer eslabón del tramo comprobado: el primero que recibió el corporativo se acepta como ancla (la caja pudo conectarse después de empezar su cadena).';
COMMENT ON COLUMN registro_cajas.ultima_secuencia IS 'Último eslabón del tramo comprobado sin huecos desde el ancla; los que llegaron antes de tiempo esperan en registro_eslabones.';
COMMENT ON COLUMN registro_cajas.ultimo_hash IS 'Hash de ese último eslabón (64 dígitos hexadecimales).';
COMMENT ON COLUMN registro_cajas.eslabones IS 'Eslabones recibidos y guardados (sin contar repetidos).';
COMMENT ON COLUMN registro_cajas.rotura_secuencia IS 'Secuencia del primer eslabón que no cuadró; null mientras la cadena está íntegra.';
COMMENT ON COLUMN registro_cajas.rotura_motivo IS 'Por qué no cuadró, en español.';
COMMENT ON COLUMN registro_cajas.rotura_detectada_en IS 'Cuándo lo detectó el corporativo (reloj del corporativo).';
COMMENT ON COLUMN registro_cajas.rotura_evento_id IS 'Evento (eventos.event_id) que hizo ver la rotura.';
COMMENT ON COLUMN registro_cajas.actualizado_en IS 'Cuándo se comprobó el último eslabón (reloj del corporativo).';

CREATE TABLE registro_eslabones (
  caja text NOT NULL,
  secuencia bigint NOT NULL,
  tipo text NOT NULL,
  fila_id integer NOT NULL,
  anterior text NOT NULL,
  hash text NOT NULL,
  evento_id uuid NOT NULL,
  evento_secuencia bigint NOT NULL,
  recibido_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caja, secuencia)
);
COMMENT ON TABLE registro_eslabones IS 'Copia en el corporativo de cada eslabón de la cadena de cada caja (el contenido está en eventos.datos del evento). Una edición en la caja no la alcanza.';
COMMENT ON COLUMN registro_eslabones.caja IS 'Caja dueña de la cadena.';
COMMENT ON COLUMN registro_eslabones.secuencia IS 'Número del eslabón en la cadena de la caja, desde 1.';
COMMENT ON COLUMN registro_eslabones.tipo IS 'Qué fila cubre: checada, anulacion, incidencia, incidencia_eliminada, cierre o reapertura.';
COMMENT ON COLUMN registro_eslabones.fila_id IS 'Id de esa fila en su tabla de la caja.';
COMMENT ON COLUMN registro_eslabones.anterior IS 'Hash del eslabón anterior (o el id de la caja en el primero).';
COMMENT ON COLUMN registro_eslabones.hash IS 'SHA-256 de anterior ‖ contenido, en hexadecimal.';
COMMENT ON COLUMN registro_eslabones.evento_id IS 'Evento (eventos.event_id) que lo trajo.';
COMMENT ON COLUMN registro_eslabones.evento_secuencia IS 'Secuencia de ese evento en la caja: sirve para saber si un eslabón que falta aún puede llegar.';
COMMENT ON COLUMN registro_eslabones.recibido_en IS 'Cuándo llegó al corporativo.';

COMMENT ON COLUMN eventos.tipo IS 'checada.registrada, checada.anulada, incidencia.agregada, incidencia.eliminada, empleado.creado, empleado.actualizado, empleado.baja, empleado.reactivado, catalogo.guardado, catalogo.eliminado, periodo.cerrado, periodo.reabierto o registro.eslabon.';
`;

/** Issue 32 item 3c: releases published from headquarters, a canary box first, stopped by rollbacks. */
const despliegues = `
ALTER TABLE cajas ADD COLUMN version text;
ALTER TABLE cajas ADD COLUMN version_reportada_en timestamptz;
COMMENT ON COLUMN cajas.version IS 'Última versión que la caja reportó instalada por un evento actualizacion (version_daemon es la del latido).';
COMMENT ON COLUMN cajas.version_reportada_en IS 'Reloj de la caja en ese evento.';

CREATE TABLE despliegues (
  id serial PRIMARY KEY,
  version text NOT NULL,
  arch text NOT NULL,
  objeto text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bigint NOT NULL CHECK (bytes > 0),
  umbral numeric NOT NULL CHECK (umbral >= 0 AND umbral <= 1),
  estado text NOT NULL DEFAULT 'en_curso' CHECK (estado IN ('en_curso', 'detenido', 'completo')),
  motivo text,
  creado timestamptz NOT NULL DEFAULT now(),
  terminado timestamptz
);
COMMENT ON TABLE despliegues IS 'Cada versión publicada con npm run publicar-version: primero a la caja canario, luego al resto.';
COMMENT ON COLUMN despliegues.id IS 'Número del despliegue.';
COMMENT ON COLUMN despliegues.version IS 'Versión del programa que se publica (la del manifiesto firmado del paquete).';
COMMENT ON COLUMN despliegues.arch IS 'Arquitectura del paquete: arm64 o x64.';
COMMENT ON COLUMN despliegues.sha256 IS 'SHA-256 del paquete completo; la caja lo comprueba al descargarlo (la firma la comprueba con sus claves).';
COMMENT ON COLUMN despliegues.bytes IS 'Tamaño del paquete en bytes.';
COMMENT ON COLUMN despliegues.creado IS 'Cuándo se publicó.';
COMMENT ON COLUMN despliegues.terminado IS 'Cuándo se detuvo o se completó.';
COMMENT ON COLUMN despliegues.objeto IS 'Nombre del paquete en el almacén de objetos reloj-versiones del hub.';
COMMENT ON COLUMN despliegues.umbral IS 'Fracción de cajas revertidas (entre las que ya reportaron) por encima de la cual el despliegue se detiene solo.';
COMMENT ON COLUMN despliegues.estado IS 'en_curso, detenido (por reversiones; ya no se anuncia a nadie más) o completo (todas reportaron).';
COMMENT ON COLUMN despliegues.motivo IS 'Por qué se detuvo, en español.';

CREATE TABLE despliegue_cajas (
  despliegue integer NOT NULL REFERENCES despliegues(id),
  caja text NOT NULL,
  fase text NOT NULL CHECK (fase IN ('canario', 'resto')),
  estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'anunciada', 'en_espera', 'instalada', 'revertida', 'rechazada')),
  motivo text,
  fecha timestamptz NOT NULL DEFAULT now(),
  anunciada_en timestamptz,
  PRIMARY KEY (despliegue, caja)
);
COMMENT ON TABLE despliegue_cajas IS 'Cada caja de un despliegue y hasta dónde llegó.';
COMMENT ON COLUMN despliegue_cajas.despliegue IS 'Despliegue (despliegues.id).';
COMMENT ON COLUMN despliegue_cajas.caja IS 'Caja a la que va la versión.';
COMMENT ON COLUMN despliegue_cajas.fase IS 'canario (la primera; las demás esperan a que la instale) o resto.';
COMMENT ON COLUMN despliegue_cajas.estado IS 'pendiente (aún no se le anuncia), anunciada, en_espera (la caja lo descargó y lo entregó a su instalador), instalada, revertida o rechazada.';
COMMENT ON COLUMN despliegue_cajas.motivo IS 'Lo que la caja reportó al revertir o rechazar, en español.';
COMMENT ON COLUMN despliegue_cajas.fecha IS 'Último cambio de estado.';
COMMENT ON COLUMN despliegue_cajas.anunciada_en IS 'Último anuncio enviado (se repite mientras la caja no responde).';

COMMENT ON COLUMN eventos.tipo IS 'checada.registrada, checada.anulada, incidencia.agregada, incidencia.eliminada, empleado.creado, empleado.actualizado, empleado.baja, empleado.reactivado, catalogo.guardado, catalogo.eliminado, periodo.cerrado, periodo.reabierto, registro.eslabon o actualizacion.';
`;

/**
 * Issue 41: each box's turnos, roles (weekly rotations), assignments from a date and one-day changes (daemon migration
 * 036; events turno.*, rol.*, asignacion.*, cambio_turno.*). A deleted turno, rol or assignment is marked (eliminado),
 * a removed one-day change keeps its row with eliminado_en, like an incidencia.
 */
const turnos = `
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
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'esquema inicial', sql: initial },
  { version: 2, name: 'registro: anulaciones, reaperturas y cadena', sql: registro },
  { version: 3, name: 'despliegues de versiones', sql: despliegues },
  { version: 4, name: 'turnos, roles, asignaciones y cambios de turno', sql: turnos },
];
