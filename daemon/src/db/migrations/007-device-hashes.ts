import { createHash } from 'node:crypto';
import type { Migration } from './index.js';

/**
 * A kiosk's fingerprint is its credential: keep only its SHA-256 (as session tokens are kept), so a
 * copy of the database or of a backup cannot be replayed as an approved kiosk. SQLite has no
 * SHA-256, hence the row-by-row update. Existing kiosks stay approved: they keep sending the same
 * fingerprint and the daemon hashes it before looking it up.
 */
export const deviceHashes: Migration = {
  version: 7,
  name: '007-device-hashes',
  up(db) {
    db.exec('ALTER TABLE dispositivos RENAME COLUMN fingerprint TO fingerprint_sha256');
    const rows = db.prepare('SELECT id, fingerprint_sha256 AS fingerprint FROM dispositivos').all() as { id: number; fingerprint: string }[];
    const update = db.prepare('UPDATE dispositivos SET fingerprint_sha256 = ? WHERE id = ?');
    for (const row of rows) update.run(createHash('sha256').update(row.fingerprint).digest('hex'), row.id);
  },
};
