import type { Migration } from './index.js';

/**
 * Issue 26 hole 1: "every branch" is a fact stored on the account, never read from an empty branch list. A consulta
 * created without branches sees every branch (`todas_sucursales = 1`); a gerente or a consulta limited to some keeps
 * 0, so losing its rows in `usuarios_sucursales` (a cascade, a hand-made DELETE) leaves it with no branch, not all.
 * An administrador sees every branch by its role, whatever the column says.
 */
export const todasLasSucursales: Migration = {
  version: 21,
  name: '021-todas-las-sucursales',
  up(db) {
    db.exec(`
      ALTER TABLE usuarios ADD COLUMN todas_sucursales INTEGER NOT NULL DEFAULT 0 CHECK (todas_sucursales IN (0, 1));
      UPDATE usuarios SET todas_sucursales = 1
       WHERE rol = 'administrador'
          OR (rol = 'consulta' AND NOT EXISTS (SELECT 1 FROM usuarios_sucursales us WHERE us.usuario_id = usuarios.id));
    `);
  },
};
