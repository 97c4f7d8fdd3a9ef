import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fixturesDir, repoRoot } from './fixtures.js';

/** Public sample faces: people/<person>/ (the folder name is the identity), groups/, other/, videos/. */
export const facesDir = join(fixturesDir, 'faces');
export const modelsDir = resolve(repoRoot, 'models');

export type Photo = { person: string; file: string; path: string };

/** Every photo under people/, by person (the folder name is the identity), files in name order. */
export function peoplePhotos(): Map<string, Photo[]> {
  const byPerson = new Map<string, Photo[]>();
  for (const person of readdirSync(join(facesDir, 'people')).sort()) {
    const files = readdirSync(join(facesDir, 'people', person))
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort();
    byPerson.set(
      person,
      files.map((file) => ({ person, file, path: join(facesDir, 'people', person, file) })),
    );
  }
  return byPerson;
}

export const facePath = (...parts: string[]) => join(facesDir, ...parts);
export const readFace = (...parts: string[]) => readFileSync(join(facesDir, ...parts));

const MIME: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A file as the browser would send it: `data:image/...;base64,...`. */
export function toDataUrl(bytes: Buffer, name = 'x.jpg'): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? 'jpg';
  return `data:${MIME[ext] ?? 'image/jpeg'};base64,${bytes.toString('base64')}`;
}
