import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signManifest, type Manifest } from '../release/manifest.js';

/**
 * A bundle holding only a signed manifest and an empty program: the daemon's upload and the updater's first check read
 * only the manifest, so this is enough to be accepted there or refused for its signature, machine or version. Written
 * to `file`; `fields` over a release 0.3.0 for this machine that replaces 0.1.0 or newer.
 */
export function manifestOnlyBundle(file: string, fields: Partial<Manifest>, privatePem: string): string {
  const work = mkdtempSync(`${file}.armando-`);
  try {
    const manifest = {
      formato: 1,
      programa: 'reloj-checador',
      version: '0.3.0',
      arch: process.arch,
      desdeVersion: '0.1.0',
      migraciones: [],
      notas: '',
      creada: '2026-11-27T12:00:00.000Z',
      archivos: {},
      ...fields,
    };
    const bytes = Buffer.from(JSON.stringify(manifest));
    writeFileSync(join(work, 'manifest.json'), bytes);
    writeFileSync(join(work, 'manifest.sig'), JSON.stringify(signManifest(bytes, privatePem)));
    mkdirSync(join(work, 'programa'));
    execFileSync('tar', ['--zstd', '-cf', file, '-C', work, 'manifest.json', 'manifest.sig', 'programa']);
    return file;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
