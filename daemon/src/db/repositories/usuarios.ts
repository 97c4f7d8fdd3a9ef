import type { Rol } from '@reloj/contract/usuarios';
import type { Db } from '../connection.js';

/** `todas_sucursales`: 1 when the account sees every branch (an administrador; a consulta created for all of them). */
export type UserRow = {
  id: number;
  usuario: string;
  password_hash: string;
  rol: Rol;
  activo: number;
  todas_sucursales: number;
  created_at: string;
  /** Issue 44: where its alerts go, and the kinds it receives (JSON list). */
  email: string | null;
  avisos: string;
};

const COLUMNS = 'id, usuario, password_hash, rol, activo, todas_sucursales, created_at, email, avisos';

export function usuariosRepository(db: Db) {
  const byName = db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM usuarios WHERE usuario = ?`);
  const byId = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM usuarios WHERE id = ?`);
  const all = db.prepare<[], UserRow>(`SELECT ${COLUMNS} FROM usuarios ORDER BY usuario`);
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM usuarios');
  const insert = db.prepare('INSERT INTO usuarios (usuario, password_hash, rol, todas_sucursales, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM usuarios WHERE id = ?');
  const setPassword = db.prepare('UPDATE usuarios SET password_hash = ?, updated_at = ? WHERE id = ?');
  const setAccess = db.prepare('UPDATE usuarios SET rol = ?, activo = ?, updated_at = ? WHERE id = ?');
  const setAvisos = db.prepare('UPDATE usuarios SET email = ?, avisos = ? WHERE id = ?');
  const branchesOf = db.prepare<[number], { id: number; nombre: string }>(
    `SELECT s.id, s.nombre FROM usuarios_sucursales us JOIN sucursales s ON s.id = us.sucursal_id WHERE us.usuario_id = ? ORDER BY s.nombre`,
  );
  const clearBranches = db.prepare('DELETE FROM usuarios_sucursales WHERE usuario_id = ?');
  const setAll = db.prepare('UPDATE usuarios SET todas_sucursales = ? WHERE id = ?');
  const addBranch = db.prepare('INSERT INTO usuarios_sucursales (usuario_id, sucursal_id) VALUES (?, ?)');
  const limitedTo = db.prepare<[number], { usuario: string }>(
    `SELECT u.usuario FROM usuarios_sucursales us JOIN usuarios u ON u.id = us.usuario_id WHERE us.sucursal_id = ? ORDER BY u.usuario`,
  );
  return {
    findByName: (usuario: string) => byName.get(usuario),
    findById: (id: number) => byId.get(id),
    all: () => all.all(),
    count: () => count.get()?.n ?? 0,
    insert: (usuario: string, hash: string, now: string, rol: Rol = 'administrador') =>
      Number(insert.run(usuario, hash, rol, rol === 'administrador' ? 1 : 0, now, now).lastInsertRowid),
    remove: (id: number) => void remove.run(id),
    setPassword: (id: number, hash: string, now: string) => void setPassword.run(hash, now, id),
    setAccess: (id: number, rol: Rol, activo: boolean, now: string) => void setAccess.run(rol, activo ? 1 : 0, now, id),
    /** Issue 44: the account's address for alerts and the kinds it receives. */
    setAvisos: (id: number, email: string | null, avisos: readonly string[]) => void setAvisos.run(email, JSON.stringify(avisos), id),
    branchesOf: (id: number) => branchesOf.all(id),
    /** The accounts limited to a branch (that branch among theirs), by name. */
    limitedTo: (sucursalId: number): string[] => limitedTo.all(sucursalId).map((r) => r.usuario),
    /** `todas`: the account sees every branch (the list is then empty); otherwise only `sucursalIds`, none when empty. */
    setBranches(id: number, todas: boolean, sucursalIds: readonly number[]): void {
      setAll.run(todas ? 1 : 0, id);
      clearBranches.run(id);
      for (const sucursalId of new Set(sucursalIds)) addBranch.run(id, sucursalId);
    },
  };
}
