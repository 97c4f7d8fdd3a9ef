import type { Db } from '../connection.js';

export type { DeviceStatus } from '@reloj/contract/devices';
import type { DeviceStatus } from '@reloj/contract/devices';

export type DeviceRow = {
  id: number;
  codigo: string;
  nombre: string | null;
  sucursal_id: number | null;
  sucursal: string | null;
  status: DeviceStatus;
  first_seen_at: string;
  last_seen_at: string;
  decided_by: string | null;
  decided_at: string | null;
};

const SELECT = `SELECT d.id, d.codigo, d.nombre, d.sucursal_id, s.nombre AS sucursal, d.status,
                       d.first_seen_at, d.last_seen_at, d.decided_by, d.decided_at
                  FROM dispositivos d LEFT JOIN sucursales s ON s.id = d.sucursal_id`;

/** Devices are found by the SHA-256 of their fingerprint (migration 007): the raw credential is never stored. */
export function deviceRepository(db: Db) {
  const byHash = db.prepare<[string], DeviceRow>(`${SELECT} WHERE d.fingerprint_sha256 = ?`);
  const byId = db.prepare<[number], DeviceRow>(`${SELECT} WHERE d.id = ?`);
  const list = db.prepare<[], DeviceRow>(`${SELECT} ORDER BY CASE d.status WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 ELSE 2 END, d.last_seen_at DESC`);
  const sucursalExists = db.prepare<[number], { one: number }>('SELECT 1 AS one FROM sucursales WHERE id = ?');
  const codeTaken = db.prepare<[string], { id: number }>('SELECT id FROM dispositivos WHERE codigo = ?');
  const insert = db.prepare('INSERT INTO dispositivos (fingerprint_sha256, codigo, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)');
  const seen = db.prepare('UPDATE dispositivos SET last_seen_at = ? WHERE id = ?');
  const decide = db.prepare('UPDATE dispositivos SET status = ?, decided_by = ?, decided_at = ? WHERE id = ?');
  const rename = db.prepare('UPDATE dispositivos SET nombre = ?, sucursal_id = ? WHERE id = ?');
  const pendingCount = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM dispositivos WHERE status = 'pending'`);
  const hasPunches = db.prepare<[number], { x: number }>('SELECT 1 AS x FROM checadas WHERE dispositivo_id = ? LIMIT 1');
  const remove = db.prepare('DELETE FROM dispositivos WHERE id = ?');
  const expire = db.prepare(
    `DELETE FROM dispositivos
      WHERE status = 'pending' AND decided_at IS NULL AND last_seen_at < ?
        AND NOT EXISTS (SELECT 1 FROM checadas c WHERE c.dispositivo_id = dispositivos.id)`,
  );
  return {
    sucursalExists: (id: number): boolean => sucursalExists.get(id) !== undefined,
    findByHash: (fingerprintHash: string) => byHash.get(fingerprintHash),
    findById: (id: number) => byId.get(id),
    list: () => list.all(),
    codeTaken: (codigo: string) => Boolean(codeTaken.get(codigo)),
    insert: (fingerprintHash: string, codigo: string, now: string) => Number(insert.run(fingerprintHash, codigo, now, now).lastInsertRowid),
    markSeen: (id: number, now: string) => void seen.run(now, id),
    decide: (id: number, status: DeviceStatus, by: string, now: string) => void decide.run(status, by, now, id),
    update: (id: number, nombre: string | null, sucursalId: number | null) => void rename.run(nombre, sucursalId, id),
    pendingCount: () => pendingCount.get()!.n,
    hasPunches: (id: number) => Boolean(hasPunches.get(id)),
    delete: (id: number) => void remove.run(id),
    /** Deletes pending devices never decided and not seen since `before`; returns how many. */
    expirePending: (before: string) => expire.run(before).changes,
  };
}
