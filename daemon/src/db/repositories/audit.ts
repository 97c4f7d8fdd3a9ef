import type { Db } from '../connection.js';

export type { AuditEntry } from '@reloj/contract/audit';
import type { AuditEntry } from '@reloj/contract/audit';

type AuditSqlRow = { id: number; usuario: string; accion: string; antes: string | null; despues: string | null; ip: string | null; created_at: string };

export function auditRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO auditoria (usuario_id, usuario, accion, antes, despues, ip, created_at) VALUES (@usuarioId, @usuario, @accion, @antes, @despues, @ip, @now)',
  );
  const list = db.prepare<[number, number], AuditSqlRow>(
    'SELECT id, usuario, accion, antes, despues, ip, created_at FROM auditoria ORDER BY id DESC LIMIT ? OFFSET ?',
  );
  const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as unknown));
  return {
    insert: (entry: { usuarioId: number | null; usuario: string; accion: string; antes: unknown; despues: unknown; ip: string | null; now: string }) =>
      void insert.run({
        ...entry,
        antes: entry.antes == null ? null : JSON.stringify(entry.antes),
        despues: entry.despues == null ? null : JSON.stringify(entry.despues),
      }),
    list: (limit: number, offset: number): AuditEntry[] =>
      list.all(limit, offset).map((r) => ({ id: r.id, usuario: r.usuario, accion: r.accion, antes: parse(r.antes), despues: parse(r.despues), ip: r.ip, fecha: r.created_at })),
  };
}
