import type { Migration } from './index.js';

export const auth: Migration = {
  version: 4,
  name: '004-auth',
  up(db) {
    db.exec(`
      CREATE TABLE usuarios (
        id INTEGER PRIMARY KEY,
        usuario TEXT NOT NULL UNIQUE CHECK (length(usuario) BETWEEN 3 AND 40),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      -- Only the SHA-256 of each session token is stored: a stolen database opens no session.
      CREATE TABLE sesiones (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        ip TEXT
      ) STRICT;
      CREATE INDEX sesiones_usuario ON sesiones(usuario_id);

      CREATE TABLE auditoria (
        id INTEGER PRIMARY KEY,
        usuario_id INTEGER REFERENCES usuarios(id) ON DELETE SET NULL,
        usuario TEXT NOT NULL,
        accion TEXT NOT NULL,
        antes TEXT,
        despues TEXT,
        ip TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX auditoria_fecha ON auditoria(created_at);
    `);
  },
};
