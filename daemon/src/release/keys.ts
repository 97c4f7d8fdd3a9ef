import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyId } from './manifest.js';

/** Where a box keeps the public keys of whoever may sign its releases (put there by the image and `make install`). */
export const TRUSTED_KEYS_DIR = '/etc/reloj-checador/claves-publicas';

/** Every *.pem public key in the folder (none when it does not exist: then no release verifies). */
export function loadTrustedKeys(dir: string): KeyObject[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pem'))
    .sort()
    .flatMap((name) => {
      try {
        return [createPublicKey(readFileSync(join(dir, name), 'utf8'))];
      } catch {
        return [];
      }
    });
}

/** A new Ed25519 pair for whoever releases: the private key stays with them, the public one goes to the boxes. */
export function generateReleaseKeys(): { privatePem: string; publicPem: string; id: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    id: keyId(publicKey),
  };
}
