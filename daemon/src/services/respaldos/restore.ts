import { renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncPath } from '../../lib/fsync.js';
import { parsePublicKey, readSigningKeyPair, shortHuella, type SigningKeyPair } from './keyPair.js';
import { dataOwner, entryExists, newFolder, placeFile } from '../../system/respaldoFs.js';
import { readBackupKey, readSignature, signedBy, signedByPublicKey, type BackupKey, type BackupSignature } from './signature.js';
import { DB_FILE } from '../../paths.js';
import { migrations } from '../../db/migrations/index.js';
import { adoptRestoredFile, openForCheck, type AuditLine, type DatabaseFileCheck, type RestoreRecord } from '../../db/respaldoFile.js';

/**
 * The checks and the install step of a restore, shared by `npm run admin -- restore-backup` (cli/restore.ts) and the
 * panel's 'Restaurar' (services/respaldos/respaldosRestauracion.ts, installed at the next start by services/respaldos/pendingRestore.ts).
 */
export const ACCEPT_OTHER_BOX = '--aceptar-otra-caja';
export const PUBLIC_KEY_OPTION = '--clave-publica';

/**
 * A backup whose signature holds, with who signed it: this box (its HMAC key, or its Ed25519 key), or another box
 * whose signature still has to be checked with that box's public key (`checkOtherBoxKey`).
 */
export type Verified = { signature: BackupSignature; databaseBytes: number; otherBox: boolean; /** The key checked, for this box. */ clave: string };

const ALTERED = 'El respaldo fue alterado después de hacerse: su contenido no corresponde a su firma. Usa otro respaldo.';
export const CLAIMS_THIS_BOX =
  'El respaldo dice ser de este equipo pero su firma no corresponde a sus claves: no lo hizo este equipo o se alteró. No se puede restaurar.';

/** This box's keys; one that cannot be read counts as absent, and says why. */
function ownKeys(dataDir: string): { hmac?: BackupKey; pair?: SigningKeyPair; problem?: string } {
  const keys: { hmac?: BackupKey; pair?: SigningKeyPair; problem?: string } = {};
  try {
    keys.hmac = readBackupKey(dataDir);
  } catch (error) {
    keys.problem = (error as Error).message;
  }
  try {
    keys.pair = readSigningKeyPair(dataDir);
  } catch (error) {
    keys.problem ??= (error as Error).message;
  }
  return keys;
}

/**
 * Whether the file is a backup signed by this box, or by another one, unchanged since. `sha256(bytes)` hashes the
 * file's first bytes (on the backup worker). A backup that names this box (`machineId`) but that no key of this box
 * signed is refused outright: it is never taken for another box's (issue 39 item 6). Another box's backup is only
 * answered as such here; it needs that box's public key (`checkOtherBoxKey`) before it may be restored.
 */
export async function checkSignature(
  file: string,
  own: { dataDir: string; machineId: string },
  sha256: (bytes: number) => Promise<string>,
): Promise<Verified | { problem: string }> {
  const read = readSignature(file);
  if (read.kind === 'sin_firma')
    return {
      problem:
        "El archivo no tiene la firma de un respaldo del Reloj Checador: no se puede saber si fue alterado. Usa un respaldo hecho por el reloj (de su carpeta respaldos o descargado desde la pantalla 'Respaldos').",
    };
  if (read.kind === 'alterado') return { problem: ALTERED };
  const { signature, databaseBytes } = read;
  if ((await sha256(databaseBytes)) !== signature.sha256) return { problem: ALTERED };
  const keys = ownKeys(own.dataDir);
  if (keys.hmac && signature.clave === keys.hmac.id)
    return signedBy(keys.hmac, signature) ? { signature, databaseBytes, otherBox: false, clave: keys.hmac.id } : { problem: ALTERED };
  if (keys.pair && signature.huella === keys.pair.huella)
    return signedByPublicKey(keys.pair.publicKey, keys.pair.huella, signature)
      ? { signature, databaseBytes, otherBox: false, clave: keys.pair.huella }
      : { problem: ALTERED };
  if (signature.caja === own.machineId) return { problem: keys.problem ? `${CLAIMS_THIS_BOX} (${keys.problem})` : CLAIMS_THIS_BOX };
  if (signature.formato !== 2 || !signature.huella)
    return {
      problem: `El respaldo lo firmó otro equipo (reloj ${signature.caja}) con un formato anterior que solo ese equipo puede comprobar. Haz un respaldo nuevo en ese equipo y usa ese, con su clave pública.`,
    };
  return { signature, databaseBytes, otherBox: true, clave: signature.huella };
}

/** 'reloj b0b0b0b0, clave pública 1a2b3c4d 5e6f7a8b': the box a backup names and the key that signed it. */
export const otherBoxLabel = (signature: BackupSignature) => `reloj ${signature.caja}, clave pública ${shortHuella(signature.huella ?? '')}`;

/** Why another box's backup may not be used with this public key (the text of the file exported there), or undefined. */
export function checkOtherBoxKey(signature: BackupSignature, publicKeyText: string | undefined): string | undefined {
  const expected = otherBoxLabel(signature);
  if (publicKeyText === undefined || publicKeyText.trim() === '')
    return `El respaldo lo firmó otro equipo (${expected}). Para usarlo aquí hace falta la clave pública de ese equipo: descárgala allá en 'Respaldos' → 'Descargar clave pública de este equipo'.`;
  const parsed = parsePublicKey(publicKeyText);
  if ('problem' in parsed) return parsed.problem;
  if (parsed.huella !== signature.huella)
    return `La clave pública es de otro equipo (clave ${shortHuella(parsed.huella)}), no del que firmó el respaldo (${expected}).`;
  if (!signedByPublicKey(parsed.publicKey, parsed.huella, signature)) return ALTERED;
  return undefined;
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

/** 2026-03-01T12:00:00.000Z -> 20260301-120000: the name of the folder the replaced database goes to. */
export const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Puts a checked database (its signature cut off, in a folder only this process writes in) in place of the box's, the
 * daemon stopped: its own audit log gets `line(kept)` (who restored what; `kept` is where the replaced database went)
 * and, with `record`, the restore becomes a link of its chain (db/respaldoFile.ts). The current database with its WAL
 * and shared-memory files is moved, not deleted, to a new anterior-<stamp>/, then the file is renamed in, durably. Run
 * as root, nothing in the data folder (the daemon's user's) is opened through a link, and what is put there is given to
 * the folder's owner through its descriptor (system/respaldoFs.ts). Answers the folder of the replaced database.
 */
export function installRestoredDatabase(
  temporary: string,
  dataDir: string,
  now: Date,
  line: (kept: string | undefined) => AuditLine,
  record?: RestoreRecord,
): { kept: string | undefined; target: string } {
  const target = join(dataDir, DB_FILE);
  const owner = dataOwner(dataDir);
  const current = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`].filter((f) => entryExists(join(dataDir, f)));
  const kept = current.length > 0 ? newFolder(dataDir, `anterior-${stamp(now)}`, owner) : undefined;
  const ready = `${target}.restaurando`;
  let moving = false;
  try {
    adoptRestoredFile(temporary, line(kept?.path), record && { ...record, restauradoEn: now.toISOString() });
    // In the data folder first (a copy when it is another filesystem), so that the last step is one rename.
    placeFile(temporary, ready, owner);
    moving = true;
    if (kept) for (const f of current) renameSync(join(dataDir, f), kept.entry(f));
    renameSync(ready, target);
    fsyncPath(dataDir);
  } catch (error) {
    if (!moving) {
      // Nothing of the box's was touched: leave no trace (unlink and rmdir never follow a link).
      for (const undo of [() => rmSync(ready, { force: true }), () => kept && rmdirSync(kept.path)]) {
        try {
          undo();
        } catch {
          // the error that matters is the one thrown below
        }
      }
    }
    throw error;
  } finally {
    kept?.close();
  }
  return { kept: kept?.path, target };
}
