import type { Migration } from './index.js';

/**
 * What the pre-nómina (issue 12) needs from the catalogues and employees:
 *
 * - empleados: `dias_descanso` (JSON array of weekday numbers, 0 = domingo; default `[0]`), `minutos_comida`
 *   (unpaid meal inside the shift, 0-240) and `numero_empleado` (the payroll key: unique ignoring case, NULL when
 *   not set; the API stores it uppercased).
 * - bonos: `tipo` (fijo | puntualidad | asistencia; existing bonos stay 'fijo', always paid) and `pierde_con`
 *   (the bono is lost with this many retardos or faltas in a period).
 * - sucursales: `zona` (general | frontera, the Zona Libre de la Frontera Norte) for the minimum wage.
 * - salarios_minimos: the daily minimum wage of each zone from its start date (DOF resolutions of CONASAMI).
 *   A new year's wage is a new row: a later migration, never an edit of this one.
 */
export const payrollFields: Migration = {
  version: 9,
  name: '009-payroll-fields',
  up(db) {
    db.exec(`
      ALTER TABLE empleados ADD COLUMN dias_descanso TEXT NOT NULL DEFAULT '[0]'
        CHECK (json_valid(dias_descanso) AND json_type(dias_descanso) = 'array' AND json_array_length(dias_descanso) <= 6);
      ALTER TABLE empleados ADD COLUMN minutos_comida INTEGER NOT NULL DEFAULT 0
        CHECK (minutos_comida BETWEEN 0 AND 240);
      ALTER TABLE empleados ADD COLUMN numero_empleado TEXT
        CHECK (numero_empleado IS NULL OR length(numero_empleado) BETWEEN 1 AND 20);
      CREATE UNIQUE INDEX empleados_numero_empleado ON empleados (numero_empleado COLLATE NOCASE);

      ALTER TABLE bonos ADD COLUMN tipo TEXT NOT NULL DEFAULT 'fijo'
        CHECK (tipo IN ('fijo', 'puntualidad', 'asistencia'));
      ALTER TABLE bonos ADD COLUMN pierde_con INTEGER NOT NULL DEFAULT 1
        CHECK (pierde_con >= 1);

      ALTER TABLE sucursales ADD COLUMN zona TEXT NOT NULL DEFAULT 'general'
        CHECK (zona IN ('general', 'frontera'));

      CREATE TABLE salarios_minimos (
        desde TEXT NOT NULL CHECK (desde = date(desde)),
        zona TEXT NOT NULL CHECK (zona IN ('general', 'frontera')),
        centavos INTEGER NOT NULL CHECK (centavos > 0),
        PRIMARY KEY (desde, zona)
      ) STRICT;
      INSERT INTO salarios_minimos (desde, zona, centavos) VALUES
        ('2025-01-01', 'general', 27880),
        ('2025-01-01', 'frontera', 41988),
        ('2026-01-01', 'general', 31504),
        ('2026-01-01', 'frontera', 44087);
    `);
  },
};
