import type { Migration } from './index.js';

/**
 * Issue 15 (LFPDPPP): the privacy notice in versions (each save of the 'Privacidad' screen is a new row: what was
 * filled in, the texts made from it and the SHA-256 of the full text, so an old consent still points to the exact
 * text it accepted) and each employee's express consent to the use of their face. Both are records: a notice
 * version is never changed, a consent is only ever marked withdrawn.
 */
export const privacidad: Migration = {
  version: 15,
  name: '015-privacidad',
  up(db) {
    db.exec(`
      CREATE TABLE avisos_privacidad (
        version INTEGER PRIMARY KEY,
        responsable TEXT NOT NULL CHECK (length(responsable) BETWEEN 1 AND 200),
        domicilio TEXT NOT NULL CHECK (length(domicilio) BETWEEN 1 AND 300),
        contacto TEXT NOT NULL CHECK (length(contacto) BETWEEN 1 AND 200),
        dias_fotos INTEGER NOT NULL CHECK (dias_fotos BETWEEN 1 AND 3650),
        dias_plantillas_baja INTEGER NOT NULL CHECK (dias_plantillas_baja BETWEEN 0 AND 3650),
        simplificado TEXT NOT NULL,
        integral TEXT NOT NULL,
        sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
        publicado_en TEXT NOT NULL,
        publicado_por TEXT
      ) STRICT;
      CREATE TRIGGER avisos_privacidad_inmutables BEFORE UPDATE ON avisos_privacidad
        BEGIN SELECT RAISE(ABORT, 'avisos_privacidad es de solo inserción'); END;
      CREATE TRIGGER avisos_privacidad_sin_borrar BEFORE DELETE ON avisos_privacidad
        BEGIN SELECT RAISE(ABORT, 'avisos_privacidad es de solo inserción'); END;

      CREATE TABLE consentimientos (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id) ON DELETE CASCADE,
        version INTEGER NOT NULL REFERENCES avisos_privacidad(version),
        confirmacion TEXT NOT NULL CHECK (length(confirmacion) BETWEEN 1 AND 200),
        sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
        otorgado_en TEXT NOT NULL,
        registrado_por TEXT,
        retirado_en TEXT,
        retirado_por TEXT
      ) STRICT;
      CREATE INDEX consentimientos_empleado ON consentimientos(empleado_id);
      CREATE UNIQUE INDEX consentimientos_vigente ON consentimientos(empleado_id, version) WHERE retirado_en IS NULL;
    `);
  },
};
