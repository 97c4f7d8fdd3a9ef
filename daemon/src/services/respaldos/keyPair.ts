import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncPath } from '../../lib/fsync.js';
import { KEY_DIR } from '../../paths.js';
import { readSmallFile } from '../../system/respaldoFs.js';

/**
 * Issue 39 item 6: besides the HMAC that only the box itself can check (respaldoSignature.ts), each box signs its
 * backups with an Ed25519 key pair, so that another box can check them with the public key exported from this one
 * ('Respaldos' → 'Descargar clave pública de este equipo'). The private key lives under RELOJ_DATA_DIR/claves (0600),
 * never inside a backup; the public key is derived from it.
 */
export const SIGNING_KEY_FILE = join(KEY_DIR, 'firma-respaldos.pem');

export type SigningKeyPair = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SHA-256 of the public key (SPKI DER), 64 hex digits: what a backup's trailer names it by. */
  huella: string;
};

/** The longest key file read (an Ed25519 private key PEM is 119 bytes). */
const MAX_KEY_FILE_BYTES = 4096;

/** The longest public key file accepted (an Ed25519 PEM is 113 bytes). */
export const MAX_PUBLIC_KEY_BYTES = 4096;

export const huellaOf = (publicKey: KeyObject): string =>
  createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');

/** 'a1b2c3d4 e5f6a7b8': the first 16 hex digits of a fingerprint, for people to compare by eye. */
export const shortHuella = (huella: string): string => `${huella.slice(0, 8)} ${huella.slice(8, 16)}`;

const parseOr = (parse: () => KeyObject): KeyObject | undefined => {
  try {
    return parse();
  } catch {
    return undefined;
  }
};

const pairOf = (privateKey: KeyObject): SigningKeyPair => {
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, huella: huellaOf(publicKey) };
};

/** The box's pair, or undefined when it has none yet (a box that never made a backup with this version). */
export function readSigningKeyPair(dataDir: string): SigningKeyPair | undefined {
  const file = join(dataDir, SIGNING_KEY_FILE);
  let text: string;
  try {
    text = readSmallFile(file, MAX_KEY_FILE_BYTES);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const privateKey = parseOr(() => createPrivateKey(text));
  if (privateKey?.asymmetricKeyType !== 'ed25519') throw new Error(`La clave de firma de respaldos ${file} está dañada.`);
  return pairOf(privateKey);
}

/** The box's pair, made the first time (file 0600 in a 0700 folder, created exclusively). */
export function ensureSigningKeyPair(dataDir: string): SigningKeyPair {
  const existing = readSigningKeyPair(dataDir);
  if (existing) return existing;
  mkdirSync(join(dataDir, KEY_DIR), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const file = join(dataDir, SIGNING_KEY_FILE);
  try {
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSigningKeyPair(dataDir) as SigningKeyPair;
  }
  fsyncPath(file);
  fsyncPath(join(dataDir, KEY_DIR));
  return pairOf(privateKey);
}

/** The public key as the file 'Descargar clave pública de este equipo' gives (PEM, SPKI). */
export const publicKeyPem = (pair: SigningKeyPair): string => pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** Another box's public key from the file exported there, or why it is not one (in Spanish). */
export function parsePublicKey(text: string): { publicKey: KeyObject; huella: string } | { problem: string } {
  const notAKey = {
    problem: "El archivo no es la clave pública de un equipo: descárgala en el otro equipo, en 'Respaldos' → 'Descargar clave pública de este equipo'.",
  };
  if (Buffer.byteLength(text) > MAX_PUBLIC_KEY_BYTES || !text.includes('-----BEGIN PUBLIC KEY-----')) return notAKey;
  const publicKey = parseOr(() => createPublicKey(text));
  if (publicKey?.asymmetricKeyType !== 'ed25519') return notAKey;
  return { publicKey, huella: huellaOf(publicKey) };
}
