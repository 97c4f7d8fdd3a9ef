import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readlinkSync, readSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** A file of the program: its SHA-256 and whether it is executable; or a link inside the program and its target. */
export type ManifestEntry = { sha256: string; bytes: number; ejecutable?: true } | { enlace: string };

/**
 * What a release is, signed as a whole (manifest.sig): the version, the machine it runs on, the oldest version it can
 * upgrade from, the database migrations it carries, and every file of the program with its SHA-256. A box checks the
 * signature against the keys it trusts, then every file it unpacked against this list (nothing more, nothing less).
 */
export type Manifest = {
  formato: 1;
  programa: 'reloj-checador';
  version: string;
  /** Node's process.arch of the native modules it carries: 'arm64' (Raspberry Pi, Jetson) or 'x64'. */
  arch: string;
  /** The oldest installed version this release may replace (older ones need the versions between first). */
  desdeVersion: string;
  /** The migrations the program carries, in order: the database's user_version after it starts is their count. */
  migraciones: string[];
  notas: string;
  creada: string;
  archivos: Record<string, ManifestEntry>;
};

export type ManifestSignature = { clave: string; firma: string };

/** Every file and link under `root`, with '/' separators, sorted. Anything else (a device, a socket) is refused. */
export function describeTree(root: string): Record<string, ManifestEntry> {
  const entries: Record<string, ManifestEntry> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const rel = relative(root, path).split(sep).join('/');
      const st = lstatSync(path);
      if (st.isSymbolicLink()) {
        const target = readlinkSync(path);
        const resolved = posix.normalize(posix.join(posix.dirname(rel), target));
        if (target.startsWith('/') || resolved.startsWith('..')) throw new Error(`el enlace ${rel} apunta fuera del programa (${target})`);
        entries[rel] = { enlace: target };
      } else if (st.isDirectory()) walk(path);
      else if (st.isFile())
        entries[rel] = {
          sha256: sha256OfRegularFile(path),
          bytes: st.size,
          ...(st.mode & 0o100 ? { ejecutable: true as const } : {}),
        };
      else throw new Error(`${rel} no es un archivo ni un enlace`);
    }
  };
  walk(root);
  return entries;
}

/**
 * One 1 MiB buffer for every file hashed: a new one per file (a release has some 13,000) made listing a program take
 * three times as long as reading it. The hashing is synchronous, so no two files share it at once.
 */
const CHUNK = Buffer.allocUnsafe(1 << 20);

/**
 * Read in 1 MiB chunks (a file of any size costs no more memory), never following a link and refusing anything that
 * is not a regular file by the time it is opened.
 */
function sha256OfRegularFile(path: string): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`${path} no es un archivo`);
    const hash = createHash('sha256');
    for (let n = readSync(fd, CHUNK); n > 0; n = readSync(fd, CHUNK)) hash.update(CHUNK.subarray(0, n));
    return hash.digest('hex');
  } finally {
    closeSync(fd);
  }
}

/** The first 16 hex digits of the SHA-256 of the public key's DER: names the key in signatures and file names. */
export function keyId(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

export function signManifest(bytes: Buffer, privateKeyPem: string): ManifestSignature {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('la clave de firma debe ser Ed25519');
  return { clave: keyId(createPublicKey(privateKey)), firma: sign(null, bytes, privateKey).toString('base64') };
}

/** The trusted key that signed these bytes, or undefined. */
export function signedByTrustedKey(bytes: Buffer, signature: ManifestSignature, trusted: readonly KeyObject[]): KeyObject | undefined {
  if (typeof signature?.firma !== 'string') return undefined;
  const firma = Buffer.from(signature.firma, 'base64');
  return trusted.find((key) => key.asymmetricKeyType === 'ed25519' && verify(null, bytes, key, firma));
}
