import { BACKUP_NAME_RE, type Backup, type BackupKind } from '@reloj/contract/respaldos';
import { weekStart } from '@reloj/contract/dates';
import { lstat, mkdir, readdir, rename, rm, stat, statfs, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { LiveDatabase } from '../../db/connection.js';
import type { ErasureReason, PendingErasure } from '../../db/repositories/respaldosPorDepurar.js';
import type { Repositories } from '../../db/repositories/index.js';
import { backupBusy, backupNoSpace, backupNotFound } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import { wallClock } from '../../lib/dates.js';
import { fsyncPathAsync } from '../../lib/fsync.js';
import { appendSignature, BACKUP_APPLICATION_ID, ensureBackupKey, readSignature, signatureFor, signedBy, type BackupKey } from './signature.js';
import { ensureSigningKeyPair, publicKeyPem, type SigningKeyPair } from './keyPair.js';
import { createRespaldoWorker, type ErasedPerson, type Hashed } from '../../db/respaldoWorker.js';
import { backupDir } from '../../paths.js';
import { automaticAudit } from '../auditoria/index.js';

/** How a backup is kept: one of the last 7 days, one of the last 4 weeks, or made by hand ('Crear respaldo ahora'). */
export type { BackupKind } from '@reloj/contract/respaldos';
export type BackupOrigin = 'automatico' | 'manual';

/** A backup as the API lists it (the contract's Backup). */
export type BackupInfo = Backup;

export const RETENTION = { daily: 7, weekly: 4, manual: 5 } as const;
export type RetentionPolicy = { daily: number; weekly: number; manual: number };

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
export const weekOf = (date: string): string => weekStart(date, 1);

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

export type RespaldosService = ReturnType<typeof createRespaldosService>;

/** Queues the erasure of a person's biometrics from the backups; call it inside the transaction that erases them. */
export type EraseFromBackups = (empleadoId: number, what: { fotos: boolean; motivo: ErasureReason }) => void;

/** What one pass over the backups did: rewritten without the biometrics, or deleted (and why). */
export type Scrub = { reescritos: string[]; eliminados: { nombre: string; motivo: string }[] };

/**
 * The backups of the live database in RELOJ_DATA_DIR/respaldos. Each is a VACUUM INTO copy made on a worker thread
 * (the kiosk keeps answering; the copy has no free pages, so nothing already deleted travels in it), signed by the box
 * (services/respaldos/signature.ts). Biometrics erased from the database are erased from the backups too (`erasePending`),
 * and so are punch photos past their retention period (`expirePhotos`, once a day). One job at a time.
 */
export function createRespaldosService(
  options: Pick<Repositories, 'respaldosPorDepurar' | 'auditoria'> & {
    /** The live database: its file is copied on the worker thread, its size is the room a copy needs. */
    database: Pick<LiveDatabase, 'file' | 'sizeBytes'>;
    dataDir: string;
    clock: Clock;
    timeZone: string;
    machineId: string;
    logger: Logger;
    policy?: RetentionPolicy;
    /** Punch photos taken before this instant are past their retention period (services/privacidad/retention.ts). */
    photosExpireBefore?: () => string;
  },
) {
  const { database, respaldosPorDepurar: erasures, clock, logger } = options;
  const dir = backupDir(options.dataDir);
  const policy = options.policy ?? RETENTION;
  // The audit log's 'Sistema (automático)' lines.
  const audit = automaticAudit(options.auditoria, clock);
  const worker = createRespaldoWorker();
  let chain: Promise<unknown> = Promise.resolve();
  let key: BackupKey | undefined;
  let pair: SigningKeyPair | undefined;
  /** The box's Ed25519 pair (made on first use): format 2 signatures, and the public key 'Respaldos' exports. */
  const signingPair = (): SigningKeyPair => (pair ??= ensureSigningKeyPair(options.dataDir));

  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const result = chain.then(job);
    chain = result.catch(() => undefined);
    return result;
  };

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

  const ensureSpace = async (bytes: number) => {
    const needed = bytes * 1.1 + 16 * MB;
    const fs = await statfs(dir);
    const free = fs.bavail * fs.bsize;
    if (free < needed)
      throw backupNoSpace(
        `No hay espacio suficiente en el disco para el respaldo: se necesitan ${Math.ceil(needed / MB)} MB y hay ${Math.floor(free / MB)} MB libres.`,
      );
  };

  /** Appends the box's signature to a finished copy (its whole length is the database, `database` its hash). */
  const sign = (file: string, fecha: string, database: Hashed) =>
    appendSignature(file, signatureFor(signingKey(), { caja: options.machineId, fecha, ...database }, signingPair()));

  /** The box's key; made on first use, when the backups already there (made before backups were signed) are signed. */
  const signingKey = (): BackupKey => {
    if (key) return key;
    const made = ensureBackupKey(options.dataDir);
    key = made.key;
    if (made.created) adopting = adoptUnsigned();
    return key;
  };
  let adopting: Promise<void> | undefined;
  const adoptUnsigned = async () => {
    for (const nombre of await names()) {
      const file = join(dir, nombre);
      if (readSignature(file).kind !== 'sin_firma') continue;
      const { atime, mtime, size } = await stat(file);
      await sign(file, mtime.toISOString(), await worker.run({ tarea: 'sha256', origen: file, bytes: size }));
      await utimes(file, atime, mtime);
      logger.info({ nombre }, 'backup made before signatures signed');
    }
  };

  /** Moves a finished copy over `nombre`, durably. */
  const install = async (partial: string, nombre: string) => {
    await fsyncPathAsync(partial);
    await rename(partial, join(dir, nombre));
    await fsyncPathAsync(dir);
  };

  const removeLeftovers = async () => {
    // Leftovers of a backup or a rewrite cut short (power loss, kill -9) are never listed; remove them.
    for (const entry of await readdir(dir)) if (entry.endsWith('.partial')) await rm(join(dir, entry), { force: true });
  };

  const make = async (origin: BackupOrigin): Promise<BackupInfo> => {
    const started = performance.now();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    signingKey();
    await adopting;
    await removeLeftovers();
    await prune();
    await ensureSpace(database.sizeBytes());
    const nombre = await freeNameFor(origin);
    const partial = join(dir, `${nombre}.partial`);
    try {
      await sign(partial, isoNow(clock), await worker.run({ tarea: 'copiar', origen: database.file, destino: partial, marca: BACKUP_APPLICATION_ID }));
      await install(partial, nombre);
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

  /**
   * Rewrites every backup that holds the biometrics given, without them; a backup that cannot be rewritten (its
   * signature does not verify, the disk is full, it is damaged) is deleted instead, since the erasure must win.
   */
  const scrub = async (personas: ErasedPerson[], fotosAntesDe: string | null): Promise<Scrub> => {
    const done: Scrub = { reescritos: [], eliminados: [] };
    if (personas.length === 0 && fotosAntesDe === null) return done;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    signingKey();
    await adopting;
    await removeLeftovers();
    for (const nombre of await names()) {
      const file = join(dir, nombre);
      const partial = `${file}.partial`;
      const remove = async (motivo: string) => {
        await rm(partial, { force: true });
        await rm(file, { force: true });
        await fsyncPathAsync(dir);
        done.eliminados.push({ nombre, motivo });
        logger.warn({ nombre, motivo }, 'backup holding erased biometrics deleted');
      };
      try {
        const found = readSignature(file);
        if (found.kind === 'firmado') await ensureSpace(found.databaseBytes);
        const signed = found.kind === 'firmado' ? found : undefined;
        const result = await worker.run({
          tarea: 'depurar',
          origen: file,
          origenBytes: signed?.databaseBytes ?? null,
          destino: partial,
          personas,
          fotosAntesDe,
        });
        if (result.filas === 0) continue;
        if (!signed || !result.copia || result.origenSha256 !== signed.signature.sha256 || !signedBy(signingKey(), signed.signature)) {
          await remove('su firma no es de este equipo o no corresponde a su contenido');
          continue;
        }
        const { atime, mtime } = await stat(file);
        await sign(partial, signed.signature.fecha, result.copia);
        await utimes(partial, atime, mtime); // 'Respaldos' keeps showing when it was made
        await install(partial, nombre);
        done.reescritos.push(nombre);
      } catch (error) {
        await remove(`no se pudo reescribir: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return done;
  };

  /**
   * Deleted rows' old pages may still sit in the WAL (secure_delete zeroes the pages, not the frames written before):
   * copy the zeroed pages home and empty the file, on the worker (its fsync does not hold the kiosk) and on the
   * backups' queue (a backup copy in progress, a reader, would make it wait).
   */
  const emptyWal = () => worker.run({ tarea: 'vaciarWal', origen: database.file });

  const erase = async (): Promise<Scrub | undefined> => {
    const pending: PendingErasure[] = erasures.pending();
    if (pending.length === 0) return undefined;
    await emptyWal();
    const result = await scrub(
      pending.map((p) => ({ empleadoId: p.empleadoId, creado: p.creado, fotos: p.fotos })),
      null,
    );
    erasures.done(pending.map((p) => p.id));
    const empleados = [...new Set(pending.map((p) => p.empleadoId))];
    audit('respaldos.depurar', null, { motivos: [...new Set(pending.map((p) => p.motivo))], empleados, ...result });
    logger.info({ empleados, ...result }, 'erased biometrics removed from the backups');
    return result;
  };

  const expire = async (): Promise<Scrub | undefined> => {
    if (!options.photosExpireBefore) return undefined;
    const fotosAntesDe = options.photosExpireBefore();
    await emptyWal(); // the photos the hourly retention run cleared since yesterday
    const result = await scrub([], fotosAntesDe);
    if (result.reescritos.length > 0 || result.eliminados.length > 0)
      audit('respaldos.depurar', null, { motivos: ['retencion.fotos'], fotosAntesDe, ...result });
    return result;
  };

  const quietly = <T>(what: string, job: () => Promise<T>) =>
    enqueue(job).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, what);
      return undefined;
    });

  return {
    directory: dir,
    list,
    prune,
    /** Makes a backup now (after the job in progress, if any). */
    create: (origin: BackupOrigin): Promise<BackupInfo> => enqueue(() => make(origin)),
    /** Takes the biometrics erased from the database out of the backups (queued with `queueErasure`). Never throws. */
    erasePending: (): Promise<Scrub | undefined> => quietly('erasing biometrics from the backups failed', erase),
    /** Records, in the caller's transaction, biometrics to take out of the backups, and starts doing it after commit. */
    queueErasure: ((empleadoId, what) => {
      erasures.queue(empleadoId, what.fotos, what.motivo, isoNow(clock));
      // Queued, so it starts after the caller's transaction (synchronous) has committed; rolled back, it finds nothing.
      void quietly('erasing biometrics from the backups failed', erase);
    }) satisfies EraseFromBackups,
    /** Clears the punch photos past their retention period from the backups. Never throws. */
    expirePhotos: (): Promise<Scrub | undefined> => quietly('expiring photos in the backups failed', expire),
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
    /** This box's public signing key ('Descargar clave pública de este equipo'), made with the pair if there is none yet. */
    publicKey: (): { pem: string; huella: string; caja: string } => ({
      pem: publicKeyPem(signingPair()),
      huella: signingPair().huella,
      caja: options.machineId,
    }),
    /** Resolves when no job is in progress (graceful shutdown waits for it). */
    idle: (): Promise<void> => chain.then(() => undefined),
  };
}
