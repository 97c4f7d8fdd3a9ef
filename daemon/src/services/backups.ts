import { BACKUP_NAME_RE, type Backup, type BackupKind } from '@reloj/contract/backups';
import Database from 'better-sqlite3';
import { lstat, mkdir, readdir, rename, rm, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connection.js';
import { backupBusy, backupNoSpace, backupNotFound } from '../errors.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import { wallClock } from '../lib/dates.js';
import { fsyncPath } from '../lib/fsync.js';

/** How a backup is kept: one of the last 7 days, one of the last 4 weeks, or made by hand ('Crear respaldo ahora'). */
export type { BackupKind } from '@reloj/contract/backups';
export type BackupOrigin = 'automatico' | 'manual';

/** A backup as the API lists it (the contract's Backup). */
export type BackupInfo = Backup;

export const RETENTION = { daily: 7, weekly: 4, manual: 5 } as const;
export type RetentionPolicy = { daily: number; weekly: number; manual: number };

/** The folder under RELOJ_DATA_DIR. */
export const BACKUP_DIR = 'respaldos';

/**
 * reloj-<box id>-<local date>-<HHMMSS>[-<n>]-<automatico|manual>.sqlite, e.g.
 * reloj-1a2b3c4d-2026-03-01-003012-automatico.sqlite. Anything else is not a backup: names taken
 * from a URL must match this before they come near the file system.
 */
export { BACKUP_NAME_RE };

export const isBackupName = (name: string) => BACKUP_NAME_RE.test(name);

type ParsedName = { name: string; date: string; time: string; seq: number; origin: BackupOrigin };

export function parseBackupName(name: string): ParsedName | undefined {
  const m = BACKUP_NAME_RE.exec(name);
  if (!m) return undefined;
  return { name, date: m[2] as string, time: m[3] as string, seq: Number(m[4] ?? 0), origin: m[5] as BackupOrigin };
}

const sortKey = (p: ParsedName) => `${p.date}T${p.time}.${String(p.seq).padStart(3, '0')}`;

/** Monday of the ISO week of a YYYY-MM-DD date, as YYYY-MM-DD. */
export function weekOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Which backups to keep, and as what (borg's --keep-daily 7 --keep-weekly 4): of the automatic
 * ones, the newest of each of the 7 most recent days that have one; then, among those older than
 * all of these, the newest of each of the 4 most recent weeks (Monday to Sunday). So about five weeks are covered.
 * Of the manual ones, the newest 5. Everything else may be deleted.
 */
export function retention(names: readonly string[], policy: RetentionPolicy = RETENTION): Map<string, BackupKind> {
  const parsed = names.map(parseBackupName).filter((p): p is ParsedName => p !== undefined);
  parsed.sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : sortKey(a) > sortKey(b) ? -1 : 0));
  const kept = new Map<string, BackupKind>();
  const keepNewestPer = (list: ParsedName[], period: (p: ParsedName) => string, count: number, kind: BackupKind) => {
    const seen = new Set<string>();
    for (const p of list) {
      if (seen.size >= count) break;
      if (kept.has(p.name) || seen.has(period(p))) continue;
      seen.add(period(p));
      kept.set(p.name, kind);
    }
  };
  const automatic = parsed.filter((p) => p.origin === 'automatico');
  keepNewestPer(automatic, (p) => p.date, policy.daily, 'diario');
  const oldestDaily = automatic.filter((p) => kept.has(p.name)).at(-1);
  const older = automatic.filter((p) => !oldestDaily || sortKey(p) < sortKey(oldestDaily));
  keepNewestPer(older, (p) => weekOf(p.date), policy.weekly, 'semanal');
  parsed
    .filter((p) => p.origin === 'manual')
    .slice(0, policy.manual)
    .forEach((p) => kept.set(p.name, 'manual'));
  return kept;
}

/** Local date (YYYY-MM-DD) and time (HHMMSS) of an instant in a time zone. */
export function localStamp(instant: Date, timeZone: string): { date: string; time: string } {
  const { date, hour, minute, second } = wallClock(instant, timeZone);
  return { date, time: `${hour}${minute}${second}` };
}

const MB = 1024 * 1024;

export type BackupService = ReturnType<typeof createBackupService>;

/**
 * Online backups of the live database into RELOJ_DATA_DIR/respaldos, on the daemon's own
 * connection: SQLite's backup API copies the pages a few at a time between turns of the event loop
 * (the kiosk keeps answering), and writes made meanwhile on this connection are carried into the
 * copy, so the file is the database as of the moment the copy ends. One backup at a time.
 */
export function createBackupService(options: {
  db: Db;
  dataDir: string;
  clock: Clock;
  timeZone: string;
  machineId: string;
  logger: Logger;
  policy?: RetentionPolicy;
}) {
  const { db, clock, logger } = options;
  const dir = join(options.dataDir, BACKUP_DIR);
  const policy = options.policy ?? RETENTION;
  let chain: Promise<unknown> = Promise.resolve();

  const names = async (): Promise<string[]> => {
    try {
      return (await readdir(dir)).filter(isBackupName);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  const info = async (nombre: string, tipo: BackupKind): Promise<BackupInfo | undefined> => {
    try {
      const st = await lstat(join(dir, nombre));
      return st.isFile() ? { nombre, bytes: st.size, fecha: st.mtime.toISOString(), tipo } : undefined;
    } catch {
      return undefined;
    }
  };

  const list = async (): Promise<BackupInfo[]> => {
    const all = await names();
    const kept = retention(all, policy);
    const fallback = (n: string): BackupKind => (parseBackupName(n)?.origin === 'manual' ? 'manual' : 'diario');
    const rows = await Promise.all(all.map((n) => info(n, kept.get(n) ?? fallback(n))));
    const key = (r: BackupInfo) => sortKey(parseBackupName(r.nombre) as ParsedName);
    return rows.filter((r): r is BackupInfo => r !== undefined).sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
  };

  const prune = async (): Promise<string[]> => {
    const all = await names();
    const kept = retention(all, policy);
    const removed = all.filter((n) => !kept.has(n));
    for (const nombre of removed) await rm(join(dir, nombre), { force: true });
    if (removed.length > 0) logger.info({ removed }, 'old backups removed');
    return removed;
  };

  const freeNameFor = async (origin: BackupOrigin): Promise<string> => {
    const { date, time } = localStamp(clock.now(), options.timeZone);
    // Several in one second: number them after the highest one, so that the newest sorts last.
    const sameSecond = (await names()).map(parseBackupName).filter((p) => p?.date === date && p.time === time);
    const seq = sameSecond.length === 0 ? 0 : Math.max(...sameSecond.map((p) => p?.seq ?? 0)) + 1;
    if (seq > 999) throw backupBusy();
    return `reloj-${options.machineId}-${date}-${time}${seq ? `-${seq}` : ''}-${origin}.sqlite`;
  };

  const ensureSpace = async () => {
    const pageCount = db.pragma('page_count', { simple: true }) as number;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const needed = pageCount * pageSize * 1.1 + 16 * MB;
    const fs = await statfs(dir);
    const free = fs.bavail * fs.bsize;
    if (free < needed)
      throw backupNoSpace(
        `No hay espacio suficiente en el disco para el respaldo: se necesitan ${Math.ceil(needed / MB)} MB y hay ${Math.floor(free / MB)} MB libres.`,
      );
  };

  const make = async (origin: BackupOrigin): Promise<BackupInfo> => {
    const started = performance.now();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Leftovers of a backup cut short (power loss, kill -9) are never listed; remove them.
    for (const entry of await readdir(dir)) if (entry.endsWith('.partial')) await rm(join(dir, entry), { force: true });
    await prune();
    await ensureSpace();
    const nombre = await freeNameFor(origin);
    const partial = join(dir, `${nombre}.partial`);
    try {
      await db.backup(partial);
      // A single self-contained file (rollback journal, not WAL) that opens anywhere; check it opens.
      const copy = new Database(partial);
      try {
        copy.pragma('journal_mode = DELETE');
        copy.prepare('SELECT count(*) FROM sqlite_schema').get();
      } finally {
        copy.close();
      }
      fsyncPath(partial);
      await rename(partial, join(dir, nombre));
      fsyncPath(dir);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await prune();
    const created = await info(nombre, origin === 'manual' ? 'manual' : 'diario');
    if (!created) throw new Error(`backup ${nombre} vanished`);
    logger.info({ nombre, bytes: created.bytes, ms: Math.round(performance.now() - started) }, 'backup created');
    return created;
  };

  return {
    directory: dir,
    list,
    prune,
    /** Makes a backup now (after the one in progress, if any). */
    create(origin: BackupOrigin): Promise<BackupInfo> {
      const result = chain.then(() => make(origin));
      chain = result.catch(() => undefined);
      return result;
    },
    /** True when an automatic backup was already made on the local date of `instant`. */
    async hasAutomaticOn(instant: Date): Promise<boolean> {
      const { date } = localStamp(instant, options.timeZone);
      return (await names()).some((n) => {
        const p = parseBackupName(n);
        return p?.origin === 'automatico' && p.date === date;
      });
    },
    /** The file of a backup, for download; 404 for anything that is not one. */
    async file(nombre: string): Promise<{ path: string; bytes: number }> {
      const found = isBackupName(nombre) ? await info(nombre, 'manual') : undefined;
      if (!found) throw backupNotFound();
      return { path: join(dir, nombre), bytes: found.bytes };
    },
    /** Resolves when no backup is in progress (graceful shutdown waits for it). */
    idle: (): Promise<void> => chain.then(() => undefined),
  };
}
