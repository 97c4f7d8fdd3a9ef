import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A release key and bundles signed with it, made as `npm run release` makes them (a signed manifest.json beside an
 * empty programa/): the daemon's upload reads only the manifest. Written here, not imported from the daemon's
 * release code, so the test also holds the bundle format the box expects.
 */
export function releaseKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const id = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
  const dir = mkdtempSync(join(tmpdir(), 'reloj-claves-'));
  writeFileSync(join(dir, `${id}.pem`), publicKey.export({ type: 'spki', format: 'pem' }));

  const bundle = (fields: { version: string; notas: string; migraciones: string[] }): Buffer => {
    const work = mkdtempSync(join(tmpdir(), 'reloj-paquete-'));
    try {
      const manifest = {
        formato: 1,
        programa: 'reloj-checador',
        arch: process.arch,
        desdeVersion: '0.1.0',
        creada: '2026-11-27T12:00:00.000Z',
        archivos: {},
        ...fields,
      };
      const bytes = Buffer.from(JSON.stringify(manifest));
      writeFileSync(join(work, 'manifest.json'), bytes);
      writeFileSync(join(work, 'manifest.sig'), JSON.stringify({ clave: id, firma: sign(null, bytes, privateKey).toString('base64') }));
      mkdirSync(join(work, 'programa'));
      execFileSync('tar', ['--zstd', '-cf', join(work, 'paquete.tar.zst'), '-C', work, 'manifest.json', 'manifest.sig', 'programa']);
      return readFileSync(join(work, 'paquete.tar.zst'));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  };
  return { id, dir, bundle, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
