import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, liveDatabase, openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../db/repositories/index.js';
import type { Clock } from '../lib/clock.js';
import { createLogger } from '../logger.js';
import { createRespaldosService, type RespaldosService, readSignature } from '../services/respaldos/index.js';
import { startRespaldoSchedule, type RespaldoSchedule } from './respaldos.js';

const logger = createLogger('silent');
let dataDir: string;
let db: Db;
let now: Date;
const clock: Clock = { now: () => now };
let backups: RespaldosService;
let schedule: RespaldoSchedule | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'reloj-backup-'));
  db = openDatabase(join(dataDir, 'reloj.sqlite'));
  migrate(db);
  now = new Date('2026-03-01T06:30:00Z'); // 00:30 in Mexico City
  backups = createRespaldosService({
    ...createRepositories(db),
    database: liveDatabase(db),
    dataDir,
    clock,
    timeZone: 'America/Mexico_City',
    machineId: '1a2b3c4d',
    logger,
  });
});
afterEach(() => {
  schedule?.stop();
  closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
});

const files = () => readdirSync(join(dataDir, 'respaldos')).sort();

describe('the daily backup schedule', () => {
  it('makes one automatic backup per local day, whatever the number of checks', async () => {
    schedule = startRespaldoSchedule(backups, { clock, logger, firstDelayMs: 3_600_000 });
    await schedule.tick();
    await schedule.tick();
    expect(files()).toEqual(['reloj-1a2b3c4d-2026-03-01-003000-automatico.sqlite']);
    now = new Date('2026-03-02T05:59:00Z'); // 23:59 of the same local day
    await schedule.tick();
    expect(files()).toHaveLength(1);
    now = new Date('2026-03-02T06:05:00Z'); // 00:05 of the next one
    await schedule.tick();
    expect(files()).toEqual(['reloj-1a2b3c4d-2026-03-01-003000-automatico.sqlite', 'reloj-1a2b3c4d-2026-03-02-000500-automatico.sqlite']);
  });

  it('runs by itself after the first delay', async () => {
    schedule = startRespaldoSchedule(backups, { clock, logger, firstDelayMs: 10, intervalMs: 3_600_000 });
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && !(await backups.hasAutomaticOn(now))) await new Promise((r) => setTimeout(r, 20));
    expect(await backups.hasAutomaticOn(now)).toBe(true);
  });

  it('keeps 7 daily and 4 weekly backups over 40 days (the oldest weeks pruned)', async () => {
    schedule = startRespaldoSchedule(backups, { clock, logger, firstDelayMs: 3_600_000 });
    const start = Date.parse('2026-01-01T07:00:00Z');
    for (let day = 0; day < 40; day++) {
      now = new Date(start + day * 86_400_000);
      await schedule.tick();
    }
    const list = await backups.list();
    expect(list.filter((b) => b.tipo === 'diario')).toHaveLength(7);
    expect(list.filter((b) => b.tipo === 'semanal')).toHaveLength(4);
    expect(files()).toHaveLength(11);
    expect(list[0]?.nombre).toBe('reloj-1a2b3c4d-2026-02-09-010000-automatico.sqlite');
  }, 120_000); // 40 real backups (a worker thread, VACUUM INTO and fsync each): slow when other test files share the disk

  it('never throws: a failed backup is logged and retried at the next check', async () => {
    writeFileSync(join(dataDir, 'respaldos'), 'a file where the folder should be');
    schedule = startRespaldoSchedule(backups, { clock, logger, firstDelayMs: 3_600_000 });
    await expect(schedule.tick()).resolves.toBeUndefined();
    rmSync(join(dataDir, 'respaldos'));
    await schedule.tick();
    expect(files()).toHaveLength(1);
  });

  it('signs the backups made before backups were signed when it first makes its key', async () => {
    mkdirSync(join(dataDir, 'respaldos'));
    const old = join(dataDir, 'respaldos', 'reloj-1a2b3c4d-2026-02-28-003000-automatico.sqlite');
    db.prepare('VACUUM INTO ?').run(old);
    const made = new Date('2026-02-28T06:30:00Z');
    utimesSync(old, made, made);
    expect(readSignature(old).kind).toBe('sin_firma');
    schedule = startRespaldoSchedule(backups, { clock, logger, firstDelayMs: 3_600_000 });
    await schedule.tick();
    expect(files()).toHaveLength(2);
    expect(readSignature(old)).toMatchObject({ kind: 'firmado', signature: { fecha: made.toISOString() } });
    expect((await backups.list()).find((b) => b.nombre.endsWith('2026-02-28-003000-automatico.sqlite'))?.fecha).toBe(made.toISOString());
  });

  it('removes what a backup cut short left behind', async () => {
    schedule = startRespaldoSchedule(backups, { clock, logger, firstDelayMs: 3_600_000 });
    await backups.create('manual');
    writeFileSync(join(dataDir, 'respaldos', 'reloj-1a2b3c4d-2026-02-28-003000-automatico.sqlite.partial'), 'half');
    await schedule.tick();
    expect(files().some((f) => f.endsWith('.partial'))).toBe(false);
    expect(files()).toHaveLength(2);
  });
});
