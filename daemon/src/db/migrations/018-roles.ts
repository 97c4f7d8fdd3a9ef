import type { Migration } from './index.js';

/**
 * Issue 15 item 6: roles. Every account so far is an administrador. A gerente (and a consulta limited to some branches)
 * names its branches in `usuarios_sucursales`. The database itself keeps one active administrador: no update or
 * delete may take the last one away, whoever runs it (the panel, the admin CLI, two requests at once).
 */
export const roles: Migration = {
  version: 18,
  name: '018-roles',
  up(db) {
    db.exec(`
      ALTER TABLE usuarios ADD COLUMN rol TEXT NOT NULL DEFAULT 'administrador' CHECK (rol IN ('administrador', 'gerente', 'consulta'));
      ALTER TABLE usuarios ADD COLUMN activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1));

      CREATE TABLE usuarios_sucursales (
        usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
        sucursal_id INTEGER NOT NULL REFERENCES sucursales(id) ON DELETE CASCADE,
        PRIMARY KEY (usuario_id, sucursal_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX usuarios_sucursales_sucursal ON usuarios_sucursales(sucursal_id);

      CREATE TRIGGER usuarios_ultimo_admin_cambio BEFORE UPDATE OF rol, activo ON usuarios
        WHEN OLD.rol = 'administrador' AND OLD.activo = 1 AND (NEW.rol <> 'administrador' OR NEW.activo = 0)
         AND NOT EXISTS (SELECT 1 FROM usuarios WHERE rol = 'administrador' AND activo = 1 AND id <> OLD.id)
      BEGIN
        SELECT RAISE(ABORT, 'last active administrador');
      END;
      CREATE TRIGGER usuarios_ultimo_admin_borrado BEFORE DELETE ON usuarios
        WHEN OLD.rol = 'administrador' AND OLD.activo = 1
         AND NOT EXISTS (SELECT 1 FROM usuarios WHERE rol = 'administrador' AND activo = 1 AND id <> OLD.id)
      BEGIN
        SELECT RAISE(ABORT, 'last active administrador');
      END;
    `);
  },
};
