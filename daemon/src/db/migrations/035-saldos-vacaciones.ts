import { linkTrigger } from './028-registro.js';
import type { Migration } from './index.js';
import { rewriteRegistroTipos } from './registroTipos.js';

/**
 * Issue 40 item 2: the opening vacation balances. What an employee hired before the record's start was owed when it
 * started: pending days per anniversary year (`anios`, JSON [{aniversario, pendientes}], as entered or as the box
 * assigned a single total, `forma`), and the days already taken from the year of service then under way. Append-only:
 * a new row supersedes the employee's previous one (the latest id is in force) and says why (`motivo`); each row is
 * chained in the record like an incidencia ('saldo_vacaciones' links).
 */
export const CONTENIDO_SALDO_VACACIONES = (r: string) => `json_object(
  'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'fecha', ${r}.fecha, 'forma', ${r}.forma, 'anios', json(${r}.anios),
  'pendientes', ${r}.pendientes, 'tomadosAnioEnCurso', ${r}.tomados_anio_en_curso, 'motivo', ${r}.motivo,
  'registradoPor', ${r}.registrado_por, 'registradoEn', ${r}.registrado_en)`;

export const TABLA_SALDO_VACACIONES = 'saldos_vacaciones';

/**
 * 033 made registro's CHECK on tipo end in `'restauracion'))` (034 adds its kind before it, keeping that ending); the
 * new kind goes before it too, so the ending stays what a later migration can expect.
 */
const KINDS_END = `'restauracion'))`;

export const saldosVacaciones: Migration = {
  version: 35,
  name: '035-saldos-vacaciones',
  up(db) {
    rewriteRegistroTipos(db, '035-saldos-vacaciones', KINDS_END, `'saldo_vacaciones', ${KINDS_END}`);
    db.exec(`
      CREATE TABLE saldos_vacaciones (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        empleado_id INTEGER NOT NULL REFERENCES empleados(id),
        fecha TEXT NOT NULL CHECK (fecha = date(fecha)),
        forma TEXT NOT NULL CHECK (forma IN ('total', 'por_anio')),
        anios TEXT NOT NULL CHECK (json_valid(anios) AND json_type(anios) = 'array'),
        pendientes INTEGER NOT NULL CHECK (pendientes >= 0),
        tomados_anio_en_curso INTEGER NOT NULL CHECK (tomados_anio_en_curso >= 0),
        motivo TEXT NOT NULL CHECK (length(motivo) > 0),
        registrado_por TEXT NOT NULL,
        registrado_en TEXT NOT NULL
      ) STRICT;
      CREATE INDEX saldos_vacaciones_empleado ON saldos_vacaciones (empleado_id, id);
      CREATE TRIGGER saldos_vacaciones_sin_cambios BEFORE UPDATE ON saldos_vacaciones BEGIN
        SELECT RAISE(ABORT, 'saldos_vacaciones is append-only');
      END;
      CREATE TRIGGER saldos_vacaciones_sin_borrado BEFORE DELETE ON saldos_vacaciones BEGIN
        SELECT RAISE(ABORT, 'saldos_vacaciones is append-only');
      END;
      ${linkTrigger('saldos_vacaciones_eslabon', 'AFTER INSERT ON saldos_vacaciones', 'saldo_vacaciones', 'NEW', CONTENIDO_SALDO_VACACIONES('NEW'))}
    `);
  },
};
