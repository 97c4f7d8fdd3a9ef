#!/usr/bin/env node
/**
 * Puts a backup in place of the database, with the daemon stopped (deploy/restore-backup.sh stops and starts it
 * around this; `npm run admin -- restore-backup` is the same command):
 *   RELOJ_DATA_DIR=/var/lib/reloj-checador node daemon/dist/cli/restore.js [--aceptar-otra-caja] [--operador "Nombre"] <respaldo.sqlite>
 * Refused, changing nothing: a file without this program's signature or altered after it was signed; one signed by
 * another box unless --aceptar-otra-caja; a damaged database; one of a newer version; one whose schema (every table,
 * index, trigger and view) is not exactly what this program's migrations create at the backup's version. The
 * restore is written to the restored database's audit log (who, when, the file's SHA-256); the current database is
 * moved, not deleted, to RELOJ_DATA_DIR/anterior-<fecha>/.
 */
import { chownSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import { userInfo } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import { adoptRestoredFile, openForCheck, type DatabaseFileCheck } from '../db/respaldoFile.js';
import { createRespaldoWorker } from '../db/respaldoWorker.js';
import { migrations } from '../db/migrations/index.js';
import { systemClock } from '../lib/clock.js';
import { fsyncPath } from '../lib/fsync.js';
import { readBackupKey, readSignature, signedBy, type BackupKey, type BackupSignature } from '../system/respaldoSignature.js';

export const DB_FILE = 'reloj.sqlite';
export const RESTORE_USAGE = 'Uso: node daemon/dist/cli/restore.js [--aceptar-otra-caja] [--operador "Nombre"] <respaldo.sqlite>   (con el servicio detenido)';
const ACCEPT_OTHER_BOX = '--aceptar-otra-caja';

type Io = { env: NodeJS.ProcessEnv; out: (line: string) => void; now?: () => Date };
type Options = { file: string; otherBoxAccepted: boolean; operador?: string };

function parseArgs(args: string[]): Options | undefined {
  const rest = [...args];
  let otherBoxAccepted = false;
  let operador: string | undefined;
  const files: string[] = [];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (arg === ACCEPT_OTHER_BOX) otherBoxAccepted = true;
    else if (arg === '--operador') operador = rest.shift()?.trim() || undefined;
    else if (arg.startsWith('--')) return undefined;
    else files.push(arg);
  }
  return files.length === 1 ? { file: resolve(files[0] as string), otherBoxAccepted, operador } : undefined;
}

type Verified = { signature: BackupSignature; databaseBytes: number; otherBox: boolean };

/** Whether the file is a backup signed by this box (or, accepted, by another), unchanged since. */
async function checkSignature(
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

/** Why a database may not be restored, in Spanish, or undefined when it may. */
function checkDatabase(file: string): string | undefined {
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

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export async function runRestore(args: string[], io: Io): Promise<number> {
  const options = parseArgs(args);
  if (!options) {
    io.out(RESTORE_USAGE);
    return 2;
  }
  const worker = createRespaldoWorker();
  try {
    return await restore(options, io, async (path, bytes) => (await worker.run({ tarea: 'sha256', origen: path, bytes })).sha256);
  } finally {
    await worker.close();
  }
}

async function restore(options: Options, io: Io, sha256: (path: string, bytes: number) => Promise<string>): Promise<number> {
  const refuse = (problem: string) => {
    io.out(`${problem} No se cambió nada.`);
    return 1;
  };
  const { file } = options;
  if (!existsSync(file)) return refuse(`No existe el archivo ${file}.`);
  const { dataDir } = loadConfig(io.env);
  mkdirSync(dataDir, { recursive: true });
  const target = join(dataDir, DB_FILE);
  // Every check is made on a private copy, the very bytes then put in place by a rename.
  const temporary = `${target}.restaurando`;
  rmSync(temporary, { force: true });
  copyFileSync(file, temporary);
  let installed = false;
  try {
    const fileSha256 = await sha256(temporary, statSync(temporary).size);
    const verified = await checkSignature(temporary, dataDir, options.otherBoxAccepted, (bytes) => sha256(temporary, bytes));
    if ('problem' in verified) return refuse(verified.problem);
    truncateSync(temporary, verified.databaseBytes); // the signature goes: this is a live database now
    const problem = checkDatabase(temporary);
    if (problem) return refuse(problem);

    const now = io.now?.() ?? systemClock.now();
    const usuarioSistema = io.env.SUDO_USER || userInfo().username;
    // The current database with its WAL and shared-memory files, kept aside rather than deleted.
    const current = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`].filter((f) => existsSync(join(dataDir, f)));
    const kept = current.length > 0 ? join(dataDir, `anterior-${stamp(now)}`) : undefined;
    // A live database now, its own audit log saying who restored what.
    adoptRestoredFile(temporary, {
      usuarioId: null,
      usuario: options.operador ?? usuarioSistema,
      accion: 'respaldos.restaurar',
      antes: null,
      despues: {
        nombre: basename(file),
        sha256: fileSha256,
        caja: verified.signature.caja,
        clave: verified.signature.clave,
        hechoEl: verified.signature.fecha,
        otraCaja: verified.otherBox,
        usuarioSistema,
        anterior: kept ?? null,
      },
      ip: null,
      now: now.toISOString(),
    });
    fsyncPath(temporary);

    if (kept) {
      mkdirSync(kept, { recursive: true });
      for (const f of current) renameSync(join(dataDir, f), join(kept, f));
    }
    renameSync(temporary, target);
    installed = true;
    fsyncPath(dataDir);
    // Run as root (sudo npm run admin), the file must still belong to the daemon's user, who owns the data folder.
    if (process.getuid?.() === 0) {
      const owner = statSync(dataDir);
      chownSync(target, owner.uid, owner.gid);
    }
    io.out(`Respaldo ${basename(file)} restaurado en ${target}${verified.otherBox ? ' (de otra caja, aceptado con --aceptar-otra-caja)' : ''}.`);
    if (kept) io.out(`La base de datos anterior quedó en ${kept}.`);
    return 0;
  } finally {
    if (!installed) rmSync(temporary, { force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runRestore(process.argv.slice(2), { env: process.env, out: (line) => console.log(line) }).then((code) => {
    process.exitCode = code;
  });
}
