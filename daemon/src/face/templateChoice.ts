/**
 * Which embeddings become an employee's templates and which stored ones make room: pure functions on vectors and
 * on template lists (issue 14 item 3). The numbers come from FACE_DEFAULTS.templates and FACE_DEFAULTS.matching.
 */
import { dotRow } from './gallery.js';

const cosine = (a: Float32Array, b: Float32Array) => dotRow(a, 0, b, b.length);

/**
 * The embeddings split into people: two are one person when a chain of pairs scoring at least `samePerson` joins
 * them (a chain, not every pair: a front photo and a side photo of one person can both resemble a third photo more
 * than each other). Largest group first; between groups of one size, the one holding the earliest embedding.
 */
export function personGroups(embeddings: readonly Float32Array[], samePerson: number): number[][] {
  const parent = embeddings.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i] as number)));
  for (let i = 0; i < embeddings.length; i++) {
    for (let j = i + 1; j < embeddings.length; j++) {
      if (cosine(embeddings[i] as Float32Array, embeddings[j] as Float32Array) >= samePerson) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, number[]>();
  embeddings.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.values()].sort((a, b) => b.length - a.length || (a[0] as number) - (b[0] as number));
}

/**
 * Up to `keep` of the faces, best quality first, leaving out any face nearly identical (>= `nearDuplicate`) to one
 * already kept: a burst of a person holding still is one picture, and a copy of a template adds nothing to matching.
 */
export function distinctBest<F extends { embedding: Float32Array; quality: number }>(faces: readonly F[], keep: number, nearDuplicate: number): F[] {
  const kept: F[] = [];
  for (const face of [...faces].sort((a, b) => b.quality - a.quality)) {
    if (kept.length === keep) break;
    if (kept.every((k) => cosine(k.embedding, face.embedding) < nearDuplicate)) kept.push(face);
  }
  return kept;
}

export type StoredTemplate = { faceId: number; origin: 'registro' | 'kiosco' };

/**
 * The stored templates (oldest first) to retire so that `adding` new ones fit under `max`: the oldest kiosk templates
 * first (the kiosk can make more), then, only when `registroToo` (an administrator enrolling), the oldest of the rest.
 * Undefined when they cannot fit: an automatic change never retires a template an administrator enrolled.
 */
export function templatesToRetire(stored: readonly StoredTemplate[], adding: number, max: number, registroToo: boolean): number[] | undefined {
  const excess = stored.length + adding - max;
  if (excess <= 0) return [];
  const kiosk = stored.filter((t) => t.origin === 'kiosco');
  const order = registroToo ? [...kiosk, ...stored.filter((t) => t.origin !== 'kiosco')] : kiosk;
  return order.length >= excess ? order.slice(0, excess).map((t) => t.faceId) : undefined;
}
