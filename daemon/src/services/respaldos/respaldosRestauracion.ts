import { esNombreDelEquipo } from '@reloj/contract/equipo';
import type { RestauracionPreparada } from '@reloj/contract/respaldos';
import { randomBytes } from 'node:crypto';
import { copyFile, lstat, mkdir, rm, stat, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { backupContents } from '../../db/respaldoFile.js';
import { checkDatabase, checkOtherBoxKey, checkSignature } from './restore.js';
import type { BackupSignature } from './signature.js';
import { createRespaldoWorker } from '../../db/respaldoWorker.js';
import { backupNotFound, backupRefused, restoreNotStaged, validationFailed } from '../../errors.js';
import { uploadToFile } from '../../lib/uploadToFile.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import { STAGING_DIR, writePendingRestore } from './pendingRestore.js';
import { isBackupName } from './respaldos.js';

/** The largest file accepted for restoring: a box's database with a year of punch photos is well under it. */
export const MAX_RESTORE_BYTES = 512 * 1024 * 1024;

type Staged = RestauracionPreparada & { file: string; sha256Archivo: string; sha256Base: string; signature: BackupSignature; clave: string };
export type RestoreRequester = { usuario: string; usuarioId: number | null; ip: string | null };

/**
 * 'Restaurar' in 'Respaldos' (issue 30 item 12). A backup of the box's folder, or an uploaded file, is copied to
 * RELOJ_DATA_DIR/restauracion/ and checked there exactly as `npm run admin -- restore-backup` checks it
 * (services/respaldos/restore.ts: signature, integrity, version, schema); the checked copy waits, one at a time, for the
 * confirmation, which must type the box's name as the home page shows it ('Este equipo: …', services/equipo; case,
 * accents and extra spaces aside; its id, as before issue 45, is still accepted). Another box's backup is shown as that box's (never with this box's
 * name), and its confirmation must bring that box's public key, which checks its signature (issue 39 item 6). Confirmed,
 * it is named in a marker (services/respaldos/pendingRestore.ts) and the daemon restarts (`restart`): the next start installs it
 * before opening the database.
 */
export function createRestauracionService(deps: {
  dataDir: string;
  /** The folder of the box's backups (services/respaldos/respaldos.ts). */
  backupsDir: string;
  /** The short id that signs this box's backups. */
  machineId: string;
  /** The box's name as the home page shows it (issue 45 item 8): typed to confirm. */
  boxName: () => string;
  /** The box's id (its headquarters id when it has one, otherwise its short id): what was typed before issue 45, still accepted. */
  boxId: string;
  clock: Clock;
  logger: Logger;
  /** Stops the daemon gracefully and starts it again (main.ts). */
  restart: () => void;
}) {
  const staging = join(deps.dataDir, STAGING_DIR);
  const worker = createRespaldoWorker();
  let staged: Staged | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const result = chain.then(job);
    chain = result.catch(() => undefined);
    return result;
  };
  const sha256 = async (file: string, bytes: number) => (await worker.run({ tarea: 'sha256', origen: file, bytes })).sha256;

  const discard = async () => {
    const old = staged;
    staged = undefined;
    if (old) await rm(old.file, { force: true });
  };

  /** Places a copy with `write`, checks it, and keeps it staged; refused, the copy is removed and nothing else changed. */
  const prepare = (nombre: string, write: (file: string) => Promise<void>) =>
    enqueue(async (): Promise<RestauracionPreparada> => {
      await discard();
      await mkdir(staging, { recursive: true, mode: 0o700 });
      const id = randomBytes(16).toString('hex');
      const file = join(staging, `${id}.sqlite`);
      let kept = false;
      try {
        await write(file);
        const sha256Archivo = await sha256(file, (await stat(file)).size);
        // Another box's backup is shown as such; the confirmation must accept it and bring that box's public key.
        const verified = await checkSignature(file, { dataDir: deps.dataDir, machineId: deps.machineId }, (bytes) => sha256(file, bytes));
        if ('problem' in verified) throw backupRefused(`${verified.problem} No se cambió nada.`);
        await truncate(file, verified.databaseBytes);
        const problem = checkDatabase(file);
        if (problem) throw backupRefused(`${problem} No se cambió nada.`);
        const contents = backupContents(file);
        const { signature } = verified;
        const answer: RestauracionPreparada = {
          id,
          nombre,
          hechoEl: signature.fecha,
          caja: signature.caja,
          // Only a backup this box's keys signed is this box's: its name is never shown for another.
          cajaNombre: verified.otherBox ? null : deps.boxName(),
          otraCaja: verified.otherBox,
          huella: verified.otherBox ? (signature.huella ?? null) : null,
          ...contents,
          confirmarCon: deps.boxName(),
        };
        staged = { ...answer, file, sha256Archivo, sha256Base: await sha256(file, verified.databaseBytes), signature, clave: verified.clave };
        kept = true;
        return answer;
      } finally {
        if (!kept) await rm(file, { force: true });
      }
    });

  return {
    /** A backup of the box's own folder, by name ('Restaurar' in the list); 404 for anything else. */
    fromList: (nombre: string) =>
      prepare(nombre, async (file) => {
        const source = join(deps.backupsDir, nombre);
        const found = isBackupName(nombre) ? await lstat(source).catch(() => undefined) : undefined;
        if (!found?.isFile()) throw backupNotFound();
        await copyFile(source, file);
      }),
    /** An uploaded file ('Subir respaldo para restaurar'), streamed to disk; over MAX_RESTORE_BYTES, 413. */
    fromUpload: (nombre: string, body: Readable, maxBytes = MAX_RESTORE_BYTES) =>
      prepare(nombre, async (file) => {
        await uploadToFile(body, file, maxBytes);
      }),
    /**
     * The confirmation: `confirmacion` must be the box's name, and another box's backup must be accepted and come with
     * that box's public key (`clavePublica`, the text of the file exported there), which must check its signature;
     * then the marker is written and the answer may go out before `restartSoon`. The staged file is then the
     * installer's.
     */
    confirm: (id: string, input: { confirmacion: string; aceptarOtraCaja?: boolean; clavePublica?: string }, who: RestoreRequester) =>
      // Synchronous, but queued: never in the middle of a check that would replace the staged file.
      enqueue(() =>
        Promise.resolve().then(() => {
          const current = staged;
          if (!current || current.id !== id) throw restoreNotStaged();
          const nombre = deps.boxName();
          if (!esNombreDelEquipo(input.confirmacion, nombre) && input.confirmacion.trim() !== deps.boxId)
            throw validationFailed(`Escribe el nombre de este equipo como aparece en Inicio («${nombre}») para confirmar.`, 'confirmacion');
          if (current.otraCaja && input.aceptarOtraCaja !== true)
            throw validationFailed(`Este respaldo lo firmó otro equipo (reloj ${current.caja}): confirma que quieres usarlo en este.`, 'aceptarOtraCaja');
          if (current.otraCaja) {
            const problem = checkOtherBoxKey(current.signature, input.clavePublica);
            if (problem) throw validationFailed(problem, 'clavePublica');
          }
          const despues = {
            nombre: current.nombre,
            sha256: current.sha256Archivo,
            caja: current.caja,
            clave: current.clave,
            hechoEl: current.hechoEl,
            otraCaja: current.otraCaja,
            origen: 'panel',
            usuarioId: who.usuarioId,
            solicitadoEl: deps.clock.now().toISOString(),
          };
          writePendingRestore(deps.dataDir, { archivo: `${id}.sqlite`, sha256: current.sha256Base, usuario: who.usuario, ip: who.ip, despues });
          staged = undefined; // the marker owns the file now
          deps.logger.warn({ nombre: current.nombre, usuario: who.usuario }, 'restore confirmed; restarting');
          return despues;
        }),
      ),
    /** After the 202 went out: stop gracefully and start again, where the staged backup is installed. */
    restartSoon: () => deps.restart(),
    /** The box's name, typed to confirm. */
    boxName: deps.boxName,
  };
}

export type RestauracionService = ReturnType<typeof createRestauracionService>;
