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
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { userInfo } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { isMainModule } from '../lib/isMainModule.js';
import { loadConfig } from '../config.js';
import { createRespaldoWorker } from '../db/respaldoWorker.js';
import { ACCEPT_OTHER_BOX, checkDatabase, checkSignature, DB_FILE, installRestoredDatabase } from '../db/respaldoRestore.js';
import { systemClock } from '../lib/clock.js';

export { DB_FILE };
export const RESTORE_USAGE = 'Uso: node daemon/dist/cli/restore.js [--aceptar-otra-caja] [--operador "Nombre"] <respaldo.sqlite>   (con el servicio detenido)';

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
    // A live database now, its own audit log saying who restored what; the current one kept aside, not deleted.
    const { kept } = installRestoredDatabase(temporary, dataDir, now, (kept) => ({
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
    }));
    installed = true;
    io.out(`Respaldo ${basename(file)} restaurado en ${target}${verified.otherBox ? ' (de otra caja, aceptado con --aceptar-otra-caja)' : ''}.`);
    if (kept) io.out(`La base de datos anterior quedó en ${kept}.`);
    return 0;
  } finally {
    if (!installed) rmSync(temporary, { force: true });
  }
}

if (isMainModule(import.meta.url)) {
  void runRestore(process.argv.slice(2), { env: process.env, out: (line) => console.log(line) }).then((code) => {
    process.exitCode = code;
  });
}
