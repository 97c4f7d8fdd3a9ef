import { linkTrigger } from './028-registro.js';
import type { Migration } from './index.js';
import { rewriteRegistroTipos } from './registroTipos.js';

/**
 * Issue 40 item 1: the day this box began recording attendance. Before it nobody could punch, so no day before it is a
 * falta, a retardo or a missing salida. Each value is one row of `inicio_registro` (append-only: the latest row is the
 * one in force, the earlier ones say what it was): written at the first start (`primer_arranque`, services/
 * inicioRegistro.ts) or by an administrador with a motivo, and chained like an incidencia ('inicio_registro' links).
 *
 * Per employee, `empleados.inicio_registro` is an administrador's own date for one person (enrolled weeks after the
 * installation); null means the box's date. The date in force is the later of it and the fechaIngreso.
 */
export const CONTENIDO_INICIO_REGISTRO = (r: string) => `json_object(
  'id', ${r}.id, 'fecha', ${r}.fecha, 'motivo', ${r}.motivo, 'origen', ${r}.origen,
  'registradoPor', ${r}.registrado_por, 'registradoEn', ${r}.registrado_en)`;

export const TABLA_INICIO_REGISTRO = 'inicio_registro';

/**
 * Migration 033 made the CHECK end in `'reapertura', 'restauracion'))`. The new kind goes before 'restauracion', so the
 * CHECK still ends as 033 left it (a later migration that relaxes it the same way finds what it expects).
 */
const KINDS_BEFORE = `'reapertura', 'restauracion'))`;
const KINDS_AFTER = `'reapertura', 'inicio_registro', 'restauracion'))`;

export const inicioRegistro: Migration = {
  version: 34,
  name: '034-inicio-registro',
  up(db) {
    rewriteRegistroTipos(db, '034-inicio-registro', KINDS_BEFORE, KINDS_AFTER);
    db.exec(`
      CREATE TABLE inicio_registro (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        fecha TEXT NOT NULL CHECK (fecha = date(fecha)),
        motivo TEXT NOT NULL CHECK (length(motivo) > 0),
        origen TEXT NOT NULL CHECK (origen IN ('primer_arranque', 'administrador')),
        registrado_por TEXT NOT NULL,
        registrado_en TEXT NOT NULL
      ) STRICT;
      CREATE TRIGGER inicio_registro_sin_cambios BEFORE UPDATE ON inicio_registro BEGIN
        SELECT RAISE(ABORT, 'inicio_registro is append-only');
      END;
      CREATE TRIGGER inicio_registro_sin_borrado BEFORE DELETE ON inicio_registro BEGIN
        SELECT RAISE(ABORT, 'inicio_registro is append-only');
      END;
      ${linkTrigger('inicio_registro_eslabon', 'AFTER INSERT ON inicio_registro', 'inicio_registro', 'NEW', CONTENIDO_INICIO_REGISTRO('NEW'))}

      ALTER TABLE empleados ADD COLUMN inicio_registro TEXT CHECK (inicio_registro IS NULL OR inicio_registro = date(inicio_registro));
    `);
  },
};
