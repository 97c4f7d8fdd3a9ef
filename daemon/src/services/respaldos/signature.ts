import { createHash, createHmac, randomBytes, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncPath } from '../../lib/fsync.js';
import { KEY_DIR } from '../../paths.js';
import { readSmallFile } from '../../system/respaldoFs.js';
import type { SigningKeyPair } from './keyPair.js';

/**
 * Backups are signed by the box that made them (issue 26 hole 9): an HMAC-SHA256 with a key that lives under
 * RELOJ_DATA_DIR and never inside a backup. The signature travels at the end of the backup file itself, after the
 * database's last page: SQLite reads only the pages its header counts, so the file still opens in any SQLite tool, and
 * the download is one file that restores as it is.
 *
 *   <database: page_size x page_count bytes><signature JSON>\nRELOJ-CHECADOR-FIRMA <JSON length, 10 digits>\n
 *
 * The database of a backup also carries BACKUP_APPLICATION_ID in its header (PRAGMA application_id), so a backup
 * whose signature was cut off (written over by a tool that changed it) is told apart from a file that never had one.
 *
 * Format 2 (issue 39 item 6) adds the fingerprint of the box's Ed25519 public key (respaldoKeyPair.ts) and an Ed25519
 * signature of the same fields, which another box checks with the public key exported from this one. Format 1
 * backups (HMAC only) still restore on the box that made them.
 */
export const BACKUP_APPLICATION_ID = 0x524c4f4a; // 'RLOJ'
export const KEY_FILE = join(KEY_DIR, 'respaldos.key');

export type BackupKey = { secret: Buffer; /** 16 hex digits naming the key in signatures (a hash of it, never the key). */ id: string };

export type BackupSignature = {
  formato: 1 | 2;
  /** The box's short machine id. */
  caja: string;
  /** The id of the key that signed it. */
  clave: string;
  /** When the backup was made (ISO 8601, UTC). */
  fecha: string;
  /** Length and SHA-256 of the database part. */
  bytes: number;
  sha256: string;
  /** Format 2: SHA-256 of the signing box's Ed25519 public key (SPKI DER), hex. */
  huella?: string;
  /** HMAC-SHA256 of the fields above, hex. */
  firma: string;
  /** Format 2: Ed25519 signature of the same text as the HMAC, base64. */
  firmaEd25519?: string;
};

const MAGIC = 'RELOJ-CHECADOR-FIRMA';
const FOOTER_BYTES = MAGIC.length + 13; // "\n" + MAGIC + " " + 10 digits + "\n"
const footer = (length: number) => `\n${MAGIC} ${String(length).padStart(10, '0')}\n`;

const keyId = (secret: Buffer) => createHash('sha256').update('reloj-checador: clave de respaldos\n').update(secret).digest('hex').slice(0, 16);

/** The box's key, or undefined when it has none yet (a new box, or one whose data folder was replaced). */
export function readBackupKey(dataDir: string): BackupKey | undefined {
  let text: string;
  try {
    text = readSmallFile(join(dataDir, KEY_FILE), 4096).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`La clave de respaldos ${join(dataDir, KEY_FILE)} está dañada.`);
  const secret = Buffer.from(text, 'hex');
  return { secret, id: keyId(secret) };
}

/** The box's key, made the first time (32 random bytes, file 0600 in a 0700 folder); `created` says it was just made. */
export function ensureBackupKey(dataDir: string): { key: BackupKey; created: boolean } {
  const existing = readBackupKey(dataDir);
  if (existing) return { key: existing, created: false };
  mkdirSync(join(dataDir, KEY_DIR), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  const file = join(dataDir, KEY_FILE);
  try {
    writeFileSync(file, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: readBackupKey(dataDir) as BackupKey, created: false };
  }
  fsyncPath(file);
  fsyncPath(join(dataDir, KEY_DIR));
  return { key: { secret, id: keyId(secret) }, created: true };
}

type Signed = Omit<BackupSignature, 'firma' | 'firmaEd25519'>;
/** What both signatures cover: every field of the trailer but the signatures themselves. */
const signedText = (s: Signed) =>
  `reloj-checador respaldo ${s.formato}\n${s.caja}\n${s.clave}\n${s.fecha}\n${s.bytes}\n${s.sha256}${s.formato === 2 ? `\n${s.huella}` : ''}`;
const hmac = (key: BackupKey, s: Signed) => createHmac('sha256', key.secret).update(signedText(s)).digest('hex');

/**
 * The trailer of a backup: format 2 with the box's key pair, format 1 (HMAC only) without (the root updater's
 * pre-update backup, restorable on this box only).
 */
export function signatureFor(key: BackupKey, fields: { caja: string; fecha: string; bytes: number; sha256: string }, pair?: SigningKeyPair): BackupSignature {
  const base = { caja: fields.caja, clave: key.id, fecha: fields.fecha, bytes: fields.bytes, sha256: fields.sha256 };
  if (!pair) {
    const signed: Signed = { formato: 1, ...base };
    return { ...signed, firma: hmac(key, signed) };
  }
  const signed: Signed = { formato: 2, ...base, huella: pair.huella };
  return { ...signed, firma: hmac(key, signed), firmaEd25519: sign(null, Buffer.from(signedText(signed)), pair.privateKey).toString('base64') };
}

/** True when the Ed25519 key `publicKey` (whose fingerprint is `huella`) made this format 2 signature. */
export function signedByPublicKey(publicKey: KeyObject, huella: string, signature: BackupSignature): boolean {
  if (signature.formato !== 2 || signature.huella !== huella || !signature.firmaEd25519) return false;
  return verify(null, Buffer.from(signedText(signature)), publicKey, Buffer.from(signature.firmaEd25519, 'base64'));
}

/** True when `key` made this signature (the database's SHA-256 is compared apart: db/respaldoWorker.ts hashes it). */
export function signedBy(key: BackupKey, signature: BackupSignature): boolean {
  if (signature.clave !== key.id) return false;
  const expected = Buffer.from(hmac(key, signature), 'hex');
  const given = Buffer.from(signature.firma, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Writes the signature after the database (the file must end where the database does). */
export function appendSignature(file: string, signature: BackupSignature): Promise<void> {
  const json = JSON.stringify(signature);
  return appendFile(file, json + footer(Buffer.byteLength(json)));
}

const isSignature = (v: unknown): v is BackupSignature => {
  const s = v as Record<string, unknown>;
  const format2 =
    s?.formato === 2 &&
    typeof s.huella === 'string' &&
    /^[0-9a-f]{64}$/.test(s.huella) &&
    typeof s.firmaEd25519 === 'string' &&
    /^[A-Za-z0-9+/]{86}==$/.test(s.firmaEd25519);
  return (
    typeof s === 'object' &&
    s !== null &&
    (s.formato === 1 || format2) &&
    typeof s.caja === 'string' &&
    /^[0-9a-f]{8}$/.test(s.caja) &&
    typeof s.clave === 'string' &&
    /^[0-9a-f]{16}$/.test(s.clave) &&
    typeof s.fecha === 'string' &&
    Number.isSafeInteger(s.bytes) &&
    typeof s.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(s.sha256) &&
    typeof s.firma === 'string' &&
    /^[0-9a-f]{64}$/.test(s.firma)
  );
};

/** The size in bytes SQLite's header gives the database (page size x page count), or undefined for anything else. */
function databaseLength(header: Buffer): number | undefined {
  if (header.length < 100 || header.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') return undefined;
  const raw = header.readUInt16BE(16);
  const pageSize = raw === 1 ? 65_536 : raw;
  return pageSize * header.readUInt32BE(28);
}

export type SignatureRead =
  | { kind: 'firmado'; signature: BackupSignature; databaseBytes: number }
  /** No signature at the end: not a backup of this program, or one made before backups were signed. */
  | { kind: 'sin_firma' }
  /** A signature that does not fit the file, or a backup's database without its signature: changed after it was signed. */
  | { kind: 'alterado' };

/** The signature at the end of a backup and where its database ends. Reads only the file's first and last bytes. */
export function readSignature(file: string): SignatureRead {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const read = (at: number, length: number) => {
      const buf = Buffer.alloc(length);
      const n = readSync(fd, buf, 0, length, at);
      return buf.subarray(0, n);
    };
    const header = read(0, 100);
    const unsigned = (): SignatureRead =>
      header.length === 100 && header.readUInt32BE(68) === BACKUP_APPLICATION_ID ? { kind: 'alterado' } : { kind: 'sin_firma' };
    if (size < FOOTER_BYTES) return unsigned();
    const m = new RegExp(`^\\n${MAGIC} (\\d{10})\\n$`).exec(read(size - FOOTER_BYTES, FOOTER_BYTES).toString('latin1'));
    if (!m) return unsigned();
    const jsonBytes = Number(m[1]);
    const databaseBytes = size - FOOTER_BYTES - jsonBytes;
    if (jsonBytes > 4096 || databaseBytes < 100) return { kind: 'alterado' };
    let signature: unknown;
    try {
      signature = JSON.parse(read(databaseBytes, jsonBytes).toString('utf8'));
    } catch {
      return { kind: 'alterado' };
    }
    if (!isSignature(signature) || databaseLength(header) !== databaseBytes) return { kind: 'alterado' };
    return { kind: 'firmado', signature, databaseBytes };
  } finally {
    closeSync(fd);
  }
}
