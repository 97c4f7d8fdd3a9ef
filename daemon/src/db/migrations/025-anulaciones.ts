import type { Migration } from './index.js';

/**
 * Issue 29 item 1: a punch is voided (anulada), never deleted. An administrador, or the gerente of its branch, adds
 * one row here naming the punch, who voided it, when and why; the punch itself stays as it was. Everything that
 * counts punches skips a voided one, and the lists show it struck through. Like `checadas`, this table is
 * append-only: no UPDATE, no DELETE, and no `INSERT OR REPLACE` over an existing row (REPLACE deletes the row it
 * conflicts with without firing a delete trigger), so a void can be neither undone nor rewritten.
 */
export const anulaciones: Migration = {
  version: 25,
  name: '025-anulaciones',
  up(db) {
    db.exec(`
      CREATE TABLE anulaciones (
        id INTEGER PRIMARY KEY,
        checada_id INTEGER NOT NULL UNIQUE REFERENCES checadas(id),
        motivo TEXT NOT NULL,
        anulada_por TEXT NOT NULL,
        anulada_en TEXT NOT NULL
      ) STRICT;
      CREATE TRIGGER anulaciones_sin_cambios BEFORE UPDATE ON anulaciones BEGIN
        SELECT RAISE(ABORT, 'anulaciones are append-only');
      END;
      CREATE TRIGGER anulaciones_sin_borrado BEFORE DELETE ON anulaciones BEGIN
        SELECT RAISE(ABORT, 'anulaciones are append-only');
      END;
      -- NEW.id is -1 while SQLite has yet to pick the id.
      CREATE TRIGGER anulaciones_sin_reemplazo BEFORE INSERT ON anulaciones
        WHEN (NEW.id > 0 AND EXISTS (SELECT 1 FROM anulaciones WHERE id = NEW.id))
          OR EXISTS (SELECT 1 FROM anulaciones WHERE checada_id = NEW.checada_id)
      BEGIN
        SELECT RAISE(ABORT, 'anulaciones are append-only: this punch is already voided');
      END;
    `);
  },
};
