import type { Rol } from '@reloj/contract/usuarios';
import type { Db } from '../connection.js';

export type UserRow = { id: number; usuario: string; password_hash: string; rol: Rol; activo: number; created_at: string };

const COLUMNS = 'id, usuario, password_hash, rol, activo, created_at';

export function userRepository(db: Db) {
  const byName = db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM usuarios WHERE usuario = ?`);
  const byId = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM usuarios WHERE id = ?`);
  const all = db.prepare<[], UserRow>(`SELECT ${COLUMNS} FROM usuarios ORDER BY usuario`);
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM usuarios');
  const insert = db.prepare('INSERT INTO usuarios (usuario, password_hash, rol, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM usuarios WHERE id = ?');
  const setPassword = db.prepare('UPDATE usuarios SET password_hash = ?, updated_at = ? WHERE id = ?');
  const setAccess = db.prepare('UPDATE usuarios SET rol = ?, activo = ?, updated_at = ? WHERE id = ?');
  const branchesOf = db.prepare<[number], { id: number; nombre: string }>(
    `SELECT s.id, s.nombre FROM usuarios_sucursales us JOIN sucursales s ON s.id = us.sucursal_id WHERE us.usuario_id = ? ORDER BY s.nombre`,
  );
  const clearBranches = db.prepare('DELETE FROM usuarios_sucursales WHERE usuario_id = ?');
  const addBranch = db.prepare('INSERT INTO usuarios_sucursales (usuario_id, sucursal_id) VALUES (?, ?)');
  return {
    findByName: (usuario: string) => byName.get(usuario),
    findById: (id: number) => byId.get(id),
    all: () => all.all(),
    count: () => count.get()?.n ?? 0,
    insert: (usuario: string, hash: string, now: string, rol: Rol = 'administrador') => Number(insert.run(usuario, hash, rol, now, now).lastInsertRowid),
    remove: (id: number) => void remove.run(id),
    setPassword: (id: number, hash: string, now: string) => void setPassword.run(hash, now, id),
    setAccess: (id: number, rol: Rol, activo: boolean, now: string) => void setAccess.run(rol, activo ? 1 : 0, now, id),
    branchesOf: (id: number) => branchesOf.all(id),
    setBranches(id: number, sucursalIds: readonly number[]): void {
      clearBranches.run(id);
      for (const sucursalId of new Set(sucursalIds)) addBranch.run(id, sucursalId);
    },
  };
}
