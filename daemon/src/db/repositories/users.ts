import type { Db } from '../connection.js';

export type UserRow = { id: number; usuario: string; password_hash: string };

export function userRepository(db: Db) {
  const byName = db.prepare<[string], UserRow>('SELECT id, usuario, password_hash FROM usuarios WHERE usuario = ?');
  const byId = db.prepare<[number], UserRow>('SELECT id, usuario, password_hash FROM usuarios WHERE id = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM usuarios');
  const insert = db.prepare('INSERT INTO usuarios (usuario, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM usuarios WHERE id = ?');
  const setPassword = db.prepare('UPDATE usuarios SET password_hash = ?, updated_at = ? WHERE id = ?');
  return {
    findByName: (usuario: string) => byName.get(usuario),
    findById: (id: number) => byId.get(id),
    count: () => count.get()?.n ?? 0,
    insert: (usuario: string, hash: string, now: string) => Number(insert.run(usuario, hash, now, now).lastInsertRowid),
    remove: (id: number) => void remove.run(id),
    setPassword: (id: number, hash: string, now: string) => void setPassword.run(hash, now, id),
  };
}
