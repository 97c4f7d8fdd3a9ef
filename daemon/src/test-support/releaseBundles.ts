import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
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

/**
 * Bundles made to hurt whoever reads them before their signature is checked (issue 39, security 3), all a few hundred
 * bytes: a manifest that is a FIFO (a read of it never returns), a manifest of 1.9 GB of holes (tar --sparse), a
 * signed manifest with a 1.9 GB sparse file beside it in programa/ (GNU or POSIX sparse headers), or a manifest of
 * 20 MB of plain zeros. Written to `file`.
 */
export type HostileKind = 'manifiesto-fifo' | 'manifiesto-disperso' | 'extra-disperso' | 'extra-disperso-posix' | 'manifiesto-enorme';
export function hostileBundle(file: string, kind: HostileKind, privatePem: string): string {
  const work = mkdtempSync(`${file}.armando-`);
  try {
    const manifest = Buffer.from(
      JSON.stringify({
        formato: 1,
        programa: 'reloj-checador',
        version: '0.3.0',
        arch: process.arch,
        desdeVersion: '0.1.0',
        migraciones: [],
        notas: '',
        creada: '2026-11-27T12:00:00.000Z',
        archivos: {},
      }),
    );
    mkdirSync(join(work, 'programa'));
    writeFileSync(join(work, 'manifest.sig'), JSON.stringify(signManifest(manifest, privatePem)));
    const huge = (path: string) => {
      writeFileSync(path, '');
      truncateSync(path, 1900 * 1024 * 1024);
    };
    if (kind === 'manifiesto-fifo') execFileSync('mkfifo', [join(work, 'manifest.json')]);
    else if (kind === 'manifiesto-disperso') huge(join(work, 'manifest.json'));
    else if (kind === 'manifiesto-enorme') writeFileSync(join(work, 'manifest.json'), Buffer.alloc(20 * 1024 * 1024));
    else {
      writeFileSync(join(work, 'manifest.json'), manifest);
      huge(join(work, 'programa', 'extra.bin'));
    }
    const format = kind === 'extra-disperso-posix' ? ['--format=posix'] : [];
    execFileSync('tar', ['--zstd', '--sparse', ...format, '-cf', file, '-C', work, 'manifest.json', 'manifest.sig', 'programa']);
    return file;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
