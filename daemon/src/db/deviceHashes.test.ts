import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { createDeviceService } from '../services/devices/index.js';
import { closeDatabase, openDatabase, type Db } from './connection.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createRepositories } from './repositories/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database as it was before migration 007: fingerprints stored as the kiosks send them. */
function databaseBeforeHashes(): { db: Db; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-migrate-'));
  dirs.push(dir);
  const file = join(dir, 'reloj.sqlite');
  const db = openDatabase(file);
  const upTo = migrations.findIndex((m) => m.name === '007-device-hashes');
  expect(upTo).toBeGreaterThan(0);
  migrate(db, migrations.slice(0, upTo));
  const insert = db.prepare(
    `INSERT INTO dispositivos (fingerprint, codigo, status, first_seen_at, last_seen_at, decided_by, decided_at) VALUES (?, ?, ?, 'x', 'x', ?, ?)`,
  );
  insert.run('kiosko-antiguo-centro-0001', 'ABCD-EFGH', 'approved', 'admin', 'x');
  insert.run('kiosko-antiguo-norte-0002', 'JKLM-NPQR', 'pending', null, null);
  return { db, file };
}

describe('migration 007: kiosk fingerprints stored as SHA-256', () => {
  it('replaces every stored fingerprint by its hash, and the approved kiosk stays approved with its code', () => {
    const { db } = databaseBeforeHashes();
    migrate(db);
    const rows = db.prepare('SELECT codigo, fingerprint_sha256 FROM dispositivos ORDER BY id').all();
    expect(rows).toEqual([
      { codigo: 'ABCD-EFGH', fingerprint_sha256: createHash('sha256').update('kiosko-antiguo-centro-0001').digest('hex') },
      { codigo: 'JKLM-NPQR', fingerprint_sha256: createHash('sha256').update('kiosko-antiguo-norte-0002').digest('hex') },
    ]);
    expect(JSON.stringify(db.prepare('SELECT * FROM dispositivos').all())).not.toContain('kiosko-antiguo');

    const devices = createDeviceService({ ...createRepositories(db), clock: systemClock });
    expect(devices.verify('kiosko-antiguo-centro-0001')).toEqual({ isAuthorized: true, status: 'approved', code: 'ABCD-EFGH' });
    expect(devices.requireApproved('kiosko-antiguo-centro-0001').codigo).toBe('ABCD-EFGH');
    expect(devices.verify('kiosko-antiguo-norte-0002')).toEqual({ isAuthorized: false, status: 'pending', code: 'JKLM-NPQR' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM dispositivos').get()).toEqual({ n: 2 }); // no new device
    closeDatabase(db);
  });
});
