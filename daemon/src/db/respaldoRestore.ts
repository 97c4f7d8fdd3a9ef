import Database from 'better-sqlite3';
import { chownSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncPath } from '../lib/fsync.js';
import { readBackupKey, readSignature, signedBy, type BackupKey, type BackupSignature } from '../system/respaldoSignature.js';
import { migrations } from './migrations/index.js';
import { adoptRestoredFile, openForCheck, type AuditLine, type DatabaseFileCheck } from './respaldoFile.js';

/**
 * The checks and the install step of a restore, shared by `npm run admin -- restore-backup` (cli/restore.ts) and the
 * panel's 'Restaurar' (services/respaldosRestauracion.ts, installed at the next start by system/restauracion.ts).
 */
export const DB_FILE = 'reloj.sqlite';
export const ACCEPT_OTHER_BOX = '--aceptar-otra-caja';

export type Verified = { signature: BackupSignature; databaseBytes: number; otherBox: boolean };

/**
 * Whether the file is a backup signed by this box (or, accepted, by another), unchanged since. `sha256(bytes)` hashes
 * the file's first bytes (on the backup worker). The messages name the CLI's flag; the panel always accepts another
 * box here and asks for it on confirmation.
 */
export async function checkSignature(
  file: string,
  dataDir: string,
  otherBoxAccepted: boolean,
  sha256: (bytes: number) => Promise<string>,
): Promise<Verified | { problem: string }> {
  const read = readSignature(file);
  if (read.kind === 'sin_firma')
    return {
      problem:
        "El archivo no tiene la firma de un respaldo del Reloj Checador: no se puede saber si fue alterado. Usa un respaldo hecho por el reloj (de su carpeta respaldos o descargado desde la pantalla 'Respaldos').",
    };
  const altered = { problem: 'El respaldo fue alterado después de hacerse: su contenido no corresponde a su firma. Usa otro respaldo.' };
  if (read.kind === 'alterado') return altered;
  const { signature, databaseBytes } = read;
  if ((await sha256(databaseBytes)) !== signature.sha256) return altered;
  let key: BackupKey | undefined;
  try {
    key = readBackupKey(dataDir);
  } catch (error) {
    if (!otherBoxAccepted)
      return { problem: `${(error as Error).message} No se puede comprobar la firma del respaldo; con ${ACCEPT_OTHER_BOX} se usa como de otra caja.` };
  }
  if (key && signature.clave === key.id) return signedBy(key, signature) ? { signature, databaseBytes, otherBox: false } : altered;
  if (!otherBoxAccepted)
    return {
      problem: `El respaldo lo firmó otra caja (reloj ${signature.caja}, clave ${signature.clave}), no esta. Si de verdad quieres usarlo aquí, repite el comando con ${ACCEPT_OTHER_BOX}.`,
    };
  return { signature, databaseBytes, otherBox: true };
}

/** Why a database (the signature already cut off) may not be restored, in Spanish, or undefined when it may. */
export function checkDatabase(file: string): string | undefined {
  let db: DatabaseFileCheck;
  try {
    db = openForCheck(file);
  } catch (error) {
    return `No se pudo abrir el respaldo como base de datos: ${error instanceof Error ? error.message : String(error)}`;
  }
  try {
    const integrity = db.integrity();
    if (integrity.join('') !== 'ok') return `El respaldo está dañado (integrity_check: ${integrity.slice(0, 3).join('; ')}).`;
    const version = db.version();
    if (version > migrations.length)
      return `El respaldo es de una versión más nueva del programa (base de datos ${version}, este programa conoce hasta ${migrations.length}). Actualiza el programa primero.`;
    const differences = db.schemaDifferences(version);
    if (differences.length > 0) {
      const shown = differences.slice(0, 6).join('; ') + (differences.length > 6 ? `; y ${differences.length - 6} diferencias más` : '');
      return `La estructura del respaldo no es la que este programa crea en la versión ${version} de la base de datos (${shown}): pudo haber sido alterado.`;
    }
    return undefined;
  } catch (error) {
    return `El archivo no es una base de datos válida: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    db.close();
  }
}

/** What a checked backup holds, for the panel's confirmation. */
export type BackupContents = {
  version: number;
  empleados: number;
  checadas: number;
  periodos: number;
  /** The first and last punch (ISO 8601, UTC), null without punches. */
  checadasDesde: string | null;
  checadasHasta: string | null;
};

/** Counts rows of a checked database (read-only); a table an old version lacks counts 0. */
export function backupContents(file: string): BackupContents {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set((db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const count = (table: 'empleados' | 'checadas' | 'periodos') =>
      tables.has(table) ? (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n : 0;
    const span = tables.has('checadas')
      ? (db.prepare('SELECT min(hora) AS desde, max(hora) AS hasta FROM checadas').get() as { desde: string | null; hasta: string | null })
      : { desde: null, hasta: null };
    return {
      version: db.pragma('user_version', { simple: true }) as number,
      empleados: count('empleados'),
      checadas: count('checadas'),
      periodos: count('periodos'),
      checadasDesde: span.desde,
      checadasHasta: span.hasta,
    };
  } finally {
    db.close();
  }
}

/** 2026-03-01T12:00:00.000Z -> 20260301-120000: the name of the folder the replaced database goes to. */
export const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Puts a checked database (its signature cut off) in place of the box's, the daemon stopped: its own audit log gets
 * `line(kept)` (who restored what; `kept` is where the replaced database went), the current database with its WAL and
 * shared-memory files is moved, not deleted, to anterior-<stamp>/, then the file is renamed in, durably. Run as root,
 * the file is given to the data folder's owner (the daemon's user). Answers the folder of the replaced database.
 */
export function installRestoredDatabase(
  temporary: string,
  dataDir: string,
  now: Date,
  line: (kept: string | undefined) => AuditLine,
): { kept: string | undefined; target: string } {
  const target = join(dataDir, DB_FILE);
  const current = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`].filter((f) => existsSync(join(dataDir, f)));
  const kept = current.length > 0 ? join(dataDir, `anterior-${stamp(now)}`) : undefined;
  adoptRestoredFile(temporary, line(kept));
  fsyncPath(temporary);
  if (kept) {
    mkdirSync(kept, { recursive: true });
    for (const f of current) renameSync(join(dataDir, f), join(kept, f));
  }
  renameSync(temporary, target);
  fsyncPath(dataDir);
  if (process.getuid?.() === 0) {
    const owner = statSync(dataDir);
    chownSync(target, owner.uid, owner.gid);
  }
  return { kept, target };
}
