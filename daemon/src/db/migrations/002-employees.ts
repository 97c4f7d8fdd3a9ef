import type { Migration } from './index.js';

export const employees: Migration = {
  version: 2,
  name: '002-employees',
  up(db) {
    db.exec(`
      CREATE TABLE empleados (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL CHECK (length(nombre) BETWEEN 1 AND 120),
        sucursal_id INTEGER NOT NULL REFERENCES sucursales(id),
        puesto_id INTEGER NOT NULL REFERENCES puestos(id),
        salario_diario_centavos INTEGER NOT NULL CHECK (salario_diario_centavos >= 0),
        bono_id INTEGER REFERENCES bonos(id),
        bono_centavos INTEGER NOT NULL DEFAULT 0 CHECK (bono_centavos >= 0),
        fecha_ingreso TEXT NOT NULL,
        hora_entrada TEXT NOT NULL,
        hora_salida TEXT NOT NULL,
        activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX empleados_sucursal ON empleados(sucursal_id);
      CREATE INDEX empleados_puesto ON empleados(puesto_id);
      CREATE INDEX empleados_bono ON empleados(bono_id);
    `);
  },
};
