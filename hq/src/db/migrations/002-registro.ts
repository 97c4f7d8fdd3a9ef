import { EVENT_COLUMNS, eventColumnComments, type Migration } from './shared.js';

/**
 * Issue 29: voided punches, reopened periods and each box's chain of the record.
 *
 * - A void is a row of `anulaciones` keyed like the box's (caja, id) and naming its punch; the punch keeps its row and
 *   gets the void copied onto it (`checadas.anulada_*`) whichever of the two events arrives first.
 * - `periodos` keeps the latest close of each period; a reopening marks it (`reabierto_*`) until the next close
 *   replaces it. `periodo_versiones` keeps every close (its figures) and its reopening, by (caja, periodo_id, version).
 * - `registro_cajas` is the check of each box's chain as its links arrive (ingest/registro.ts).
 */
export const registro: Migration = {
  version: 2,
  name: 'registro: anulaciones, reaperturas y cadena',
  sql: `
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
`,
};
