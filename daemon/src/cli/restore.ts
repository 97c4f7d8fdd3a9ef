#!/usr/bin/env node
/**
 * Puts a backup in place of the database, with the daemon stopped (deploy/restore-backup.sh stops
 * and starts it around this):
 *   RELOJ_DATA_DIR=/var/lib/reloj-checador node daemon/dist/cli/restore.js <respaldo.sqlite>
 * The backup is checked first (PRAGMA integrity_check, a Reloj Checador database this version can
 * open, the append-only triggers of the punches intact); the current database is moved, not deleted,
 * to RELOJ_DATA_DIR/anterior-<fecha>/.
 */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import { fsyncPath } from '../lib/fsync.js';

export const DB_FILE = 'reloj.sqlite';
const REQUIRED_TABLES = ['puestos', 'sucursales', 'bonos', 'empleados', 'usuarios'];

/** The triggers on checadas (name to SQL, spaces collapsed) of a database. */
function punchTriggers(db: Database.Database): Map<string, string> {
  const rows = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'checadas'").all() as { name: string; sql: string }[];
  return new Map(rows.map((r) => [r.name, r.sql.replace(/\s+/g, ' ').trim()]));
}

/**
 * Punches are append-only because of their triggers: a backup whose triggers are missing or differ from the
 * ones this program creates at the backup's version has been tampered with (or made by something else).
 */
function punchTriggerProblem(backup: Database.Database, version: number): string | undefined {
  const fresh = new Database(':memory:');
  let expected: Map<string, string>;
  try {
    migrate(fresh, migrations.slice(0, version));
    expected = punchTriggers(fresh);
  } finally {
    fresh.close();
  }
  const found = punchTriggers(backup);
  const missing = [...expected.keys()].filter((name) => !found.has(name));
  if (missing.length > 0)
    return `Al respaldo le faltan las protecciones de las checadas (disparadores ${missing.join(', ')}): pudo haber sido alterado.`;
  const changed = [...found.keys()].filter((name) => found.get(name) !== expected.get(name));
  if (changed.length > 0)
    return `El respaldo tiene cambiadas las protecciones de las checadas (disparadores ${changed.join(', ')}): pudo haber sido alterado.`;
  return undefined;
}

type Io = { env: NodeJS.ProcessEnv; out: (line: string) => void; now?: () => Date };

/** Why a file cannot be restored, in Spanish, or undefined when it can. */
export function checkBackup(file: string): string | undefined {
  if (!existsSync(file)) return `No existe el archivo ${file}.`;
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return `No se pudo abrir ${file} como base de datos: ${error instanceof Error ? error.message : String(error)}`;
  }
  try {
    const integrity = (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check);
    if (integrity.join('') !== 'ok') return `El respaldo está dañado (integrity_check: ${integrity.slice(0, 3).join('; ')}).`;
    const tables = new Set((db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t));
    if (missing.length > 0) return `El archivo no es un respaldo del Reloj Checador (faltan las tablas ${missing.join(', ')}).`;
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > migrations.length)
      return `El respaldo es de una versión más nueva del programa (base de datos ${version}, este programa conoce hasta ${migrations.length}). Actualiza el programa primero.`;
    return punchTriggerProblem(db, version);
  } catch (error) {
    return `El archivo no es una base de datos válida: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    db.close();
  }
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export function runRestore(args: string[], io: Io): number {
  const [source] = args;
  if (!source || args.length !== 1) {
    io.out('Uso: node daemon/dist/cli/restore.js <respaldo.sqlite>   (con el servicio detenido)');
    return 2;
  }
  const backup = resolve(source);
  const problem = checkBackup(backup);
  if (problem) {
    io.out(`${problem} No se cambió nada.`);
    return 1;
  }
  const { dataDir } = loadConfig(io.env);
  mkdirSync(dataDir, { recursive: true });
  const target = join(dataDir, DB_FILE);

  // The current database with its WAL and shared-memory files, kept aside rather than deleted.
  const current = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`].filter((f) => existsSync(join(dataDir, f)));
  let kept: string | undefined;
  if (current.length > 0) {
    kept = join(dataDir, `anterior-${stamp(io.now?.() ?? new Date())}`);
    mkdirSync(kept, { recursive: true });
    for (const f of current) renameSync(join(dataDir, f), join(kept, f));
  }

  const temporary = `${target}.restaurando`;
  rmSync(temporary, { force: true });
  copyFileSync(backup, temporary);
  fsyncPath(temporary);
  renameSync(temporary, target);
  fsyncPath(dataDir);

  io.out(`Respaldo ${basename(backup)} restaurado en ${target}.`);
  if (kept) io.out(`La base de datos anterior quedó en ${kept}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runRestore(process.argv.slice(2), { env: process.env, out: (line) => console.log(line) });
}
