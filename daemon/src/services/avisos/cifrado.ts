import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncPath } from '../../lib/fsync.js';
import { KEY_DIR } from '../../paths.js';
import { readSmallFile } from '../../system/respaldoFs.js';

/**
 * The SMTP password and the webhook secret are stored encrypted (AES-256-GCM) with a key kept beside the backups'
 * keys under RELOJ_DATA_DIR/claves (0600), outside the database: a backup or a copied database holds them only
 * encrypted. Losing the key file loses them (the administrator types the password again), nothing else.
 */
export const AVISOS_KEY_FILE = join(KEY_DIR, 'avisos.key');
const KEY_BYTES = 32;
const IV_BYTES = 12;
const PREFIX = 'v1:';

function readKey(dataDir: string): Buffer | undefined {
  try {
    const key = Buffer.from(readSmallFile(join(dataDir, AVISOS_KEY_FILE), 256).trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`La clave de avisos ${AVISOS_KEY_FILE} está dañada.`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The box's key, made the first time (file 0600 in a 0700 folder, created exclusively). */
function ensureKey(dataDir: string): Buffer {
  const existing = readKey(dataDir);
  if (existing) return existing;
  mkdirSync(join(dataDir, KEY_DIR), { recursive: true, mode: 0o700 });
  const file = join(dataDir, AVISOS_KEY_FILE);
  const key = randomBytes(KEY_BYTES);
  try {
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKey(dataDir) as Buffer;
  }
  fsyncPath(file);
  fsyncPath(join(dataDir, KEY_DIR));
  return key;
}

export type Cifrado = { encrypt: (clear: string) => string; decrypt: (stored: string) => string | undefined };

export function createCifrado(dataDir: string): Cifrado {
  return {
    /** 'v1:' + base64(iv | tag | ciphertext). */
    encrypt(clear: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', ensureKey(dataDir), iv);
      const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    /** Undefined when the key is gone or another box's (a restored backup): the value must be typed again. */
    decrypt(stored: string): string | undefined {
      const key = readKey(dataDir);
      if (!key || !stored.startsWith(PREFIX)) return undefined;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + 16));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + 16)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
