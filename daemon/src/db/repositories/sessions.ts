import type { Rol } from '@reloj/contract/usuarios';
import type { Db } from '../connection.js';

export type SessionRow = { id: number; usuario_id: number; usuario: string; rol: Rol; todas_sucursales: number; created_at: string; last_seen_at: string };

export function sessionRepository(db: Db) {
  const insert = db.prepare('INSERT INTO sesiones (token_hash, usuario_id, created_at, last_seen_at, ip) VALUES (?, ?, ?, ?, ?)');
  const byHash = db.prepare<[string], SessionRow>(
    `SELECT s.id, s.usuario_id, u.usuario, u.rol, u.todas_sucursales, s.created_at, s.last_seen_at
       FROM sesiones s JOIN usuarios u ON u.id = s.usuario_id WHERE s.token_hash = ? AND u.activo = 1`,
  );
  const touch = db.prepare('UPDATE sesiones SET last_seen_at = ? WHERE id = ?');
  const removeOne = db.prepare('DELETE FROM sesiones WHERE id = ?');
  const removeByHash = db.prepare('DELETE FROM sesiones WHERE token_hash = ?');
  const removeForUser = db.prepare('DELETE FROM sesiones WHERE usuario_id = ?');
  const removeExpired = db.prepare('DELETE FROM sesiones WHERE created_at < ? OR last_seen_at < ?');
  return {
    insert: (tokenHash: string, userId: number, now: string, ip: string | null) => void insert.run(tokenHash, userId, now, now, ip),
    findByHash: (tokenHash: string) => byHash.get(tokenHash),
    touch: (id: number, now: string) => void touch.run(now, id),
    remove: (id: number) => void removeOne.run(id),
    removeByHash: (tokenHash: string) => void removeByHash.run(tokenHash),
    removeForUser: (userId: number) => void removeForUser.run(userId),
    removeExpired: (createdBefore: string, seenBefore: string) => removeExpired.run(createdBefore, seenBefore).changes,
  };
}
