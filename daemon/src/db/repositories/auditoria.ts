import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection.js';

export type { AuditEntry } from '@reloj/contract/auditoria';
import type { AuditEntry, AuditIdKind } from '@reloj/contract/auditoria';

/** An entry as stored; the service adds the names its ids point to. */
export type StoredAuditEntry = Omit<AuditEntry, 'nombres'>;

type AuditSqlRow = { id: number; usuario: string; accion: string; antes: string | null; despues: string | null; ip: string | null; created_at: string };

/** What the log is narrowed to: instants as stored (UTC ISO, `hasta` excluded), a user, an entity or one action. */
export type AuditSelection = { desde?: string; hasta?: string; usuario?: string; entidad?: string; accion?: string };

export function auditoriaRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO auditoria (usuario_id, usuario, accion, antes, despues, ip, created_at) VALUES (@usuarioId, @usuario, @accion, @antes, @despues, @ip, @now)',
  );
  // An entity is compared by prefix without LIKE: '_' in a name would be a wildcard there.
  const WHERE = `WHERE (@desde IS NULL OR created_at >= @desde)
        AND (@hasta IS NULL OR created_at < @hasta)
        AND (@usuario IS NULL OR usuario = @usuario)
        AND (@entidad IS NULL OR substr(accion, 1, length(@entidad) + 1) = @entidad || '.')
        AND (@accion IS NULL OR accion = @accion)`;
  const list = db.prepare<[Record<string, string | number | null>], AuditSqlRow>(
    `SELECT id, usuario, accion, antes, despues, ip, created_at FROM auditoria ${WHERE} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[Record<string, string | null>], { total: number }>(`SELECT count(*) AS total FROM auditoria ${WHERE}`);
  // The names an entry's ids point to, for 'Auditoría' (issue 30): ids as a JSON array, one query per kind. Prepared on
  // first use: a restore records itself in the audit log of a backup made by an older version, without these columns.
  const inIds = 'IN (SELECT value FROM json_each(?))';
  const NAME_SQL: Record<AuditIdKind, string> = {
    empleado: `SELECT id, CASE WHEN numero_empleado IS NULL THEN nombre ELSE nombre || ' (núm. ' || numero_empleado || ')' END AS nombre FROM empleados WHERE id ${inIds}`,
    sucursal: `SELECT id, nombre FROM sucursales WHERE id ${inIds}`,
    puesto: `SELECT id, nombre FROM puestos WHERE id ${inIds}`,
    bono: `SELECT id, nombre FROM bonos WHERE id ${inIds}`,
    dispositivo: `SELECT id, coalesce(nombre, 'código ' || codigo) AS nombre FROM dispositivos WHERE id ${inIds}`,
  };
  const prepared = new Map<AuditIdKind, Statement<[string], { id: number; nombre: string }>>();
  const names = (kind: AuditIdKind) => {
    let statement = prepared.get(kind);
    if (!statement) prepared.set(kind, (statement = db.prepare<[string], { id: number; nombre: string }>(NAME_SQL[kind])));
    return statement;
  };
  const selectionParams = (s: AuditSelection) => ({
    desde: s.desde ?? null,
    hasta: s.hasta ?? null,
    usuario: s.usuario ?? null,
    entidad: s.entidad ?? null,
    accion: s.accion ?? null,
  });
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
    list: (limit: number, offset: number, s: AuditSelection = {}): StoredAuditEntry[] =>
      list
        .all({ limit, offset, ...selectionParams(s) })
        .map((r) => ({ id: r.id, usuario: r.usuario, accion: r.accion, antes: parse(r.antes), despues: parse(r.despues), ip: r.ip, fecha: r.created_at })),
    /** How many entries the selection holds. */
    count: (s: AuditSelection = {}): number => count.get(selectionParams(s))?.total ?? 0,
    /** The names of the records of one kind with these ids (a deleted one is missing): id → name. */
    names: (kind: AuditIdKind, ids: readonly number[]): Map<number, string> =>
      new Map(
        ids.length === 0
          ? []
          : names(kind)
              .all(JSON.stringify(ids))
              .map((r) => [r.id, r.nombre]),
      ),
    /** Every user and every action recorded, alphabetically. */
    usuarios: (): string[] => usuarios.all().map((r) => r.usuario),
    acciones: (): string[] => acciones.all().map((r) => r.accion),
  };
}
