import type { Db } from '../connection.js';

export type { AuditEntry } from '@reloj/contract/auditoria';
import type { AuditEntry } from '@reloj/contract/auditoria';

type AuditSqlRow = { id: number; usuario: string; accion: string; antes: string | null; despues: string | null; ip: string | null; created_at: string };

/** What the log is narrowed to: instants as stored (UTC ISO, `hasta` excluded), a user, an entity or one action. */
export type AuditSelection = { desde?: string; hasta?: string; usuario?: string; entidad?: string; accion?: string };

export function auditoriaRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO auditoria (usuario_id, usuario, accion, antes, despues, ip, created_at) VALUES (@usuarioId, @usuario, @accion, @antes, @despues, @ip, @now)',
  );
  // An entity is compared by prefix without LIKE: '_' in a name would be a wildcard there.
  const list = db.prepare<[Record<string, string | number | null>], AuditSqlRow>(
    `SELECT id, usuario, accion, antes, despues, ip, created_at FROM auditoria
      WHERE (@desde IS NULL OR created_at >= @desde)
        AND (@hasta IS NULL OR created_at < @hasta)
        AND (@usuario IS NULL OR usuario = @usuario)
        AND (@entidad IS NULL OR substr(accion, 1, length(@entidad) + 1) = @entidad || '.')
        AND (@accion IS NULL OR accion = @accion)
      ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  );
  const usuarios = db.prepare<[], { usuario: string }>('SELECT DISTINCT usuario FROM auditoria ORDER BY usuario');
  const acciones = db.prepare<[], { accion: string }>('SELECT DISTINCT accion FROM auditoria ORDER BY accion');
  const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as unknown));
  return {
    insert: (entry: { usuarioId: number | null; usuario: string; accion: string; antes: unknown; despues: unknown; ip: string | null; now: string }) =>
      void insert.run({
        ...entry,
        antes: entry.antes == null ? null : JSON.stringify(entry.antes),
        despues: entry.despues == null ? null : JSON.stringify(entry.despues),
      }),
    list: (limit: number, offset: number, s: AuditSelection = {}): AuditEntry[] =>
      list
        .all({
          limit,
          offset,
          desde: s.desde ?? null,
          hasta: s.hasta ?? null,
          usuario: s.usuario ?? null,
          entidad: s.entidad ?? null,
          accion: s.accion ?? null,
        })
        .map((r) => ({ id: r.id, usuario: r.usuario, accion: r.accion, antes: parse(r.antes), despues: parse(r.despues), ip: r.ip, fecha: r.created_at })),
    /** Every user and every action recorded, alphabetically. */
    usuarios: (): string[] => usuarios.all().map((r) => r.usuario),
    acciones: (): string[] => acciones.all().map((r) => r.accion),
  };
}
