import { spawn } from 'node:child_process';
import { ListingRefused, TarLister, type ListedEntry, type ListingLimits } from './tarListing.js';

export type BundleListing = { entries: Map<string, ListedEntry>; manifest: Buffer; signature: Buffer };

/**
 * Lists a .tar.zst release bundle through the zstd program (a child process: the daemon keeps answering meanwhile)
 * and the tar header parser (tarListing.ts), before anything of it is extracted or read whole. Stops zstd at the first
 * header refused. Resolves with the entries and the bounded manifest and signature, or rejects with a ListingRefused
 * (its reason in Spanish), or with an Error whose `zstdMissing` is true on a box without the zstd program.
 */
export function listBundle(file: string, limits?: ListingLimits): Promise<BundleListing> {
  return new Promise((resolve, reject) => {
    const lister = new TarLister(limits);
    const zstd = spawn('zstd', ['-dcq', '--no-progress', '--', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let failure: Error | undefined;
    let stderr = '';
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      zstd.kill('SIGKILL');
    };
    zstd.on('error', (error: NodeJS.ErrnoException) => {
      fail(Object.assign(new Error(error.message), { zstdMissing: error.code === 'ENOENT' }));
    });
    zstd.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    zstd.stdout.on('data', (chunk: Buffer) => {
      if (failure) return;
      try {
        lister.feed(chunk);
      } catch (error) {
        fail(error as Error);
      }
    });
    zstd.on('close', (code) => {
      if (failure) return reject(failure);
      if (code !== 0) return reject(new ListingRefused('ilegible', notABundle));
      try {
        lister.finish();
      } catch (error) {
        return reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (!lister.manifest || !lister.signature) return reject(new ListingRefused('ilegible', notABundle));
      resolve({ entries: lister.entries, manifest: lister.manifest, signature: lister.signature });
    });
  });
}

export const notABundle = 'El archivo no es un paquete de versión de Reloj Checador (falta su manifiesto firmado).';
