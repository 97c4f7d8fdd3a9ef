import { generateReleaseKeys, manifestOnlyBundle } from '@reloj/daemon/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A release key the test daemon trusts (its folder is RELOJ_CLAVES_PUBLICAS) and bundles signed with it, as
 * `npm run release` signs them: the daemon's upload reads only the signed manifest.
 */
export function releaseKey() {
  const keys = generateReleaseKeys();
  const dir = mkdtempSync(join(tmpdir(), 'reloj-claves-'));
  writeFileSync(join(dir, `${keys.id}.pem`), keys.publicPem);
  const bundle = (fields: { version: string; notas: string; migraciones: string[] }): Buffer =>
    readFileSync(manifestOnlyBundle(join(dir, `paquete-${fields.version}.tar.zst`), fields, keys.privatePem));
  return { id: keys.id, dir, bundle, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
