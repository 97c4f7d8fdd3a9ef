import { type Migration } from './shared.js';

/** Issue 32 item 3c: releases published from headquarters, a canary box first, stopped by rollbacks. */
export const despliegues: Migration = {
  version: 3,
  name: 'despliegues de versiones',
  sql: `
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
`,
};
