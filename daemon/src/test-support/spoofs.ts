import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from './fixtures.js';

/** Public print and screen attacks and live camera frames (test-fixtures/LICENSES.md describes each one). */
export const spoofsDir = join(fixturesDir, 'spoofs');

export type SpoofSample = { file: string; live: boolean; kind: string; path: string };

/** Every sample, labelled by its file name: <source>-<n>-<live|spoof>-<kind>.<ext>. */
export function spoofSamples(): SpoofSample[] {
  const samples: SpoofSample[] = [];
  for (const file of readdirSync(spoofsDir).sort()) {
    const m = /^[a-z]+-\d+-(live|spoof)-([a-z]+)\.(jpe?g|png)$/i.exec(file);
    if (m) samples.push({ file, live: m[1] === 'live', kind: m[2] as string, path: join(spoofsDir, file) });
  }
  return samples;
}

export const readSpoof = (file: string) => readFileSync(join(spoofsDir, file));
