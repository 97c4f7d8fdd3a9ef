import type { Migration } from './index.js';

/**
 * Issue 28: pay under the law, this year and the next.
 *
 * - reglas_asistencia gains the company's two choices: what a falta made of N retardos does (`bono`: bonos and
 *   reports only, or `descuento`: also an unpaid day) and which rest days are paid (`todos` or `uno`). The defaults
 *   are the issue's, so an upgraded box changes behaviour where retardos_por_falta > 0 or an employee has two rest days.
 * - limites_legales: the week's legal limits by the date they came into force (the 2026 constitutional reform steps
 *   the week down to 40 h by 2030). Seeded with the LFT in force (the figures of LIMITE_LEGAL_LFT, written out here
 *   so that this migration never changes); rows are only ever added, like a law's history, and REPLACE cannot
 *   swap one either (it would delete the row without firing the delete trigger).
 */
export const leyLaboral: Migration = {
  version: 23,
  name: '023-ley-laboral',
  up(db) {
    db.exec(`
      ALTER TABLE reglas_asistencia ADD COLUMN retardos_por_falta_efecto TEXT NOT NULL DEFAULT 'bono'
        CHECK (retardos_por_falta_efecto IN ('bono', 'descuento'));
      ALTER TABLE reglas_asistencia ADD COLUMN pago_dias_descanso TEXT NOT NULL DEFAULT 'todos'
        CHECK (pago_dias_descanso IN ('todos', 'uno'));

      CREATE TABLE limites_legales (
        vigente_desde TEXT NOT NULL PRIMARY KEY CHECK (vigente_desde IS NOT NULL AND vigente_desde = date(vigente_desde)),
        horas_semana_maxima INTEGER NOT NULL CHECK (horas_semana_maxima BETWEEN 1 AND 168),
        horas_extra_dobles_semana INTEGER NOT NULL CHECK (horas_extra_dobles_semana BETWEEN 0 AND 60),
        horas_extra_max_dia INTEGER NOT NULL CHECK (horas_extra_max_dia BETWEEN 0 AND 24),
        dias_extra_max_semana INTEGER NOT NULL CHECK (dias_extra_max_semana BETWEEN 0 AND 7),
        fuente TEXT NOT NULL CHECK (length(fuente) BETWEEN 3 AND 200),
        -- 'ley': shipped with the box; otherwise the account (or the shell) that added it.
        creado_por TEXT NOT NULL CHECK (length(creado_por) > 0),
        creado_en TEXT
      ) STRICT;
      CREATE TRIGGER limites_legales_sin_cambios BEFORE UPDATE ON limites_legales
        BEGIN SELECT RAISE(ABORT, 'limites_legales es de solo inserción'); END;
      CREATE TRIGGER limites_legales_sin_borrado BEFORE DELETE ON limites_legales
        BEGIN SELECT RAISE(ABORT, 'limites_legales es de solo inserción'); END;
      CREATE TRIGGER limites_legales_sin_reemplazo BEFORE INSERT ON limites_legales
        WHEN EXISTS (SELECT 1 FROM limites_legales WHERE vigente_desde = NEW.vigente_desde)
      BEGIN
        SELECT RAISE(ABORT, 'limites_legales es de solo inserción: esa fecha ya tiene su fila');
      END;
      INSERT INTO limites_legales (vigente_desde, horas_semana_maxima, horas_extra_dobles_semana, horas_extra_max_dia, dias_extra_max_semana, fuente, creado_por, creado_en)
        VALUES ('1970-05-01', 48, 9, 3, 3, 'Ley Federal del Trabajo, arts. 61, 66 y 68', 'ley', NULL);
    `);
  },
};
