import type { Migration } from './index.js';

export const faces: Migration = {
  version: 3,
  name: '003-faces',
  up(db) {
    db.exec(`
      CREATE TABLE rostros (
        id INTEGER PRIMARY KEY,
        empleado_id INTEGER NOT NULL REFERENCES empleados(id),
        embedding BLOB NOT NULL CHECK (length(embedding) = 2048),
        model_id TEXT NOT NULL,
        quality REAL NOT NULL,
        crop_jpeg BLOB NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX rostros_empleado ON rostros(empleado_id);
    `);
  },
};
