import type { Migration } from './index.js';

export const catalogues: Migration = {
  version: 1,
  name: '001-catalogues',
  up(db) {
    db.exec(`
      CREATE TABLE puestos (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE CHECK (length(nombre) BETWEEN 1 AND 80),
        salario_diario_centavos INTEGER NOT NULL CHECK (salario_diario_centavos BETWEEN 0 AND 100000000),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sucursales (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE CHECK (length(nombre) BETWEEN 1 AND 80),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE bonos (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE CHECK (length(nombre) BETWEEN 1 AND 80),
        monto_centavos INTEGER NOT NULL CHECK (monto_centavos BETWEEN 0 AND 100000000),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
