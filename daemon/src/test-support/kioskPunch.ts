import type { Db } from '../db/connection.js';

/**
 * A punch as the kiosk stores it (kiosk 'CAJA 1', similarity 0.93, stored at the punch's own instant), written straight
 * into the test database for tests about what happens to punches afterwards; its id.
 */
export function insertKioskPunch(db: Db, empleadoId: number, hora: string, fecha: string, tipo: string): number {
  db.prepare(
    `INSERT OR IGNORE INTO dispositivos (id, fingerprint_sha256, codigo, nombre, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'CAJA 1', 'approved', 'x', 'x')`,
  ).run();
  return Number(
    db
      .prepare(`INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, 1, ?, ?, ?, 0.93, ?)`)
      .run(empleadoId, tipo, hora, fecha, hora).lastInsertRowid,
  );
}
