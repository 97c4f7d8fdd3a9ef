#!/usr/bin/env node
/**
 * Puts a backup in place of the database, with the daemon stopped (deploy/restore-backup.sh stops and starts it
 * around this; `npm run admin -- restore-backup` is the same command):
 *   RELOJ_DATA_DIR=/var/lib/reloj-checador node daemon/dist/cli/restore.js [--aceptar-otra-caja --clave-publica <archivo.pem>] [--operador "Nombre"] <respaldo.sqlite>
 * Refused, changing nothing: a file without this program's signature or altered after it was signed; one that names
 * this box but that its keys did not sign; one signed by another box unless --aceptar-otra-caja with that box's public
 * key (exported there from 'Respaldos') checks its signature; a damaged database; one of a newer version; one whose
 * schema (every table, index, trigger and view) is not exactly what this program's migrations create at the backup's
 * version. The restore is written to the restored database's audit log and to its record's chain (who, when, the
 * file's SHA-256, which box); the current database is moved, not deleted, to RELOJ_DATA_DIR/anterior-<fecha>/.
 *
 * It runs as root: every check and change is made on a copy in a private temporary folder, and only the finished file
 * goes into the data folder, which the daemon's user owns (services/respaldos/restore.ts installRestoredDatabase).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { isMainModule } from '../lib/isMainModule.js';
import { loadConfig } from '../config.js';
import { createRespaldoWorker } from '../db/respaldoWorker.js';
import {
  ACCEPT_OTHER_BOX,
  checkDatabase,
  checkOtherBoxKey,
  checkSignature,
  installRestoredDatabase,
  otherBoxLabel,
  PUBLIC_KEY_OPTION,
  MAX_PUBLIC_KEY_BYTES,
} from '../services/respaldos/index.js';
import { shortMachineId } from '../system/machineId.js';
import { systemClock } from '../lib/clock.js';
import { DB_FILE } from '../paths.js';

export const RESTORE_USAGE =
  'Uso: node daemon/dist/cli/restore.js [--aceptar-otra-caja --clave-publica <archivo.pem>] [--operador "Nombre"] <respaldo.sqlite>   (con el servicio detenido)';

type Io = { env: NodeJS.ProcessEnv; out: (line: string) => void; now?: () => Date; /** This box's short id (system/machineId.ts). */ machineId?: string };
type Options = { file: string; otherBoxAccepted: boolean; publicKey?: string; operador?: string };

function parseArgs(args: string[]): Options | undefined {
  const rest = [...args];
  let otherBoxAccepted = false;
  let operador: string | undefined;
  let publicKey: string | undefined;
  const files: string[] = [];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (arg === ACCEPT_OTHER_BOX) otherBoxAccepted = true;
    else if (arg === '--operador') operador = rest.shift()?.trim() || undefined;
    else if (arg === PUBLIC_KEY_OPTION) {
      publicKey = rest.shift();
      if (!publicKey) return undefined;
    } else if (arg.startsWith('--')) return undefined;
    else files.push(arg);
  }
  return files.length === 1 ? { file: resolve(files[0] as string), otherBoxAccepted, operador, publicKey: publicKey && resolve(publicKey) } : undefined;
}

/** The text of the public key file given with --clave-publica, or why it cannot be read. */
function readPublicKeyFile(file: string): { text: string } | { problem: string } {
  try {
    if (statSync(file).size > MAX_PUBLIC_KEY_BYTES) return { problem: `${file} no es la clave pública de un equipo (es demasiado grande).` };
    return { text: readFileSync(file, 'utf8') };
  } catch {
    return { problem: `No se pudo leer la clave pública ${file}.` };
  }
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
  const machineId = io.machineId ?? shortMachineId();
  // Every check and change is made on a private copy (a folder only this process may write in), the very bytes then
  // put in place.
  const work = mkdtempSync(join(tmpdir(), 'reloj-restaurar-'));
  const temporary = join(work, DB_FILE);
  try {
    copyFileSync(file, temporary);
    const fileSha256 = await sha256(temporary, statSync(temporary).size);
    const verified = await checkSignature(temporary, { dataDir, machineId }, (bytes) => sha256(temporary, bytes));
    if ('problem' in verified) return refuse(verified.problem);
    if (verified.otherBox) {
      const { signature } = verified;
      if (!options.otherBoxAccepted || !options.publicKey)
        return refuse(
          `El respaldo lo firmó otro equipo (${otherBoxLabel(signature)}), no este. Si de verdad quieres usarlo aquí, descarga la clave pública de ese equipo (allá, en 'Respaldos' → 'Descargar clave pública de este equipo') y repite el comando con ${ACCEPT_OTHER_BOX} ${PUBLIC_KEY_OPTION} <archivo>.`,
        );
      const key = readPublicKeyFile(options.publicKey);
      if ('problem' in key) return refuse(key.problem);
      const problem = checkOtherBoxKey(signature, key.text);
      if (problem) return refuse(problem);
    }
    truncateSync(temporary, verified.databaseBytes); // the signature goes: this is a live database now
    const problem = checkDatabase(temporary);
    if (problem) return refuse(problem);

    const now = io.now?.() ?? systemClock.now();
    const usuarioSistema = io.env.SUDO_USER || userInfo().username;
    const usuario = options.operador ?? usuarioSistema;
    const { signature } = verified;
    // A live database now, its own audit log and chain saying who restored what; the current one kept aside.
    let kept: string | undefined;
    try {
      ({ kept } = installRestoredDatabase(
        temporary,
        dataDir,
        now,
        (kept) => ({
          usuarioId: null,
          usuario,
          accion: 'respaldos.restaurar',
          antes: null,
          despues: {
            nombre: basename(file),
            sha256: fileSha256,
            caja: signature.caja,
            clave: verified.clave,
            hechoEl: signature.fecha,
            otraCaja: verified.otherBox,
            usuarioSistema,
            anterior: kept ?? null,
          },
          ip: null,
          now: now.toISOString(),
        }),
        {
          nombre: basename(file),
          sha256: fileSha256,
          caja: signature.caja,
          otraCaja: verified.otherBox,
          clave: verified.clave,
          hechoEl: signature.fecha,
          restauradoPor: usuario,
          origen: 'consola',
        },
      ));
    } catch (error) {
      io.out(`No se pudo poner el respaldo en su lugar: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    io.out(
      `Respaldo ${basename(file)} restaurado en ${target}${verified.otherBox ? ` (de otro equipo, reloj ${signature.caja}, firma comprobada con su clave pública)` : ''}.`,
    );
    if (kept) io.out(`La base de datos anterior quedó en ${kept}.`);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (isMainModule(import.meta.url)) {
  void runRestore(process.argv.slice(2), { env: process.env, out: (line) => console.log(line) }).then((code) => {
    process.exitCode = code;
  });
}
