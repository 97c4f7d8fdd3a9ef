import { describe, expect, it } from 'vitest';
import { dotRow } from './gallery.js';
import { distinctBest, personGroups, templatesToRetire, type StoredTemplate } from './templateChoice.js';

const unit = (v: Float32Array) => {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
/** A unit vector along axis `i` of a small space, tilted towards axis `j` so that its dot product with axis i is `cos`. */
const towards = (i: number, j: number, cos: number, dim = 8) => {
  const v = new Float32Array(dim);
  v[i] = cos;
  v[j] = Math.sqrt(1 - cos * cos);
  return unit(v);
};
const axis = (i: number, dim = 8) => towards(i, (i + 1) % dim, 1, dim);

describe('personGroups', () => {
  it('joins photos through a chain of resemblances, largest group first', () => {
    const front = axis(0);
    const threeQuarter = towards(0, 1, 0.7); // 0.7 to the front photo
    const side = towards(0, 1, 0.2); // 0.2 to the front, but close to the three-quarter view
    expect(dotRow(threeQuarter, 0, side, 8)).toBeGreaterThan(0.4);
    const stranger = axis(5);
    expect(personGroups([stranger, front, threeQuarter, side], 0.4)).toEqual([[1, 2, 3], [0]]);
  });

  it('between groups of one size, the one with the earliest photo comes first', () => {
    expect(personGroups([axis(3), axis(4), axis(3)], 0.4)).toEqual([[0, 2], [1]]);
    expect(personGroups([axis(3), axis(4)], 0.4)).toEqual([[0], [1]]);
    expect(personGroups([axis(2)], 0.4)).toEqual([[0]]);
  });
});

describe('distinctBest', () => {
  it('keeps the best frames, skipping one nearly identical to a frame kept', () => {
    const frames = [
      { id: 'a', embedding: axis(0), quality: 0.8 },
      { id: 'a-again', embedding: towards(0, 1, 0.99), quality: 0.9 },
      { id: 'b', embedding: towards(0, 2, 0.8), quality: 0.7 },
      { id: 'c', embedding: towards(0, 3, 0.8), quality: 0.6 },
      { id: 'd', embedding: towards(0, 4, 0.8), quality: 0.5 },
    ];
    expect(distinctBest(frames, 3, 0.95).map((f) => f.id)).toEqual(['a-again', 'b', 'c']);
    expect(distinctBest(frames, 5, 0.95).map((f) => f.id)).toEqual(['a-again', 'b', 'c', 'd']);
    expect(distinctBest([frames[0]!, frames[0]!, frames[0]!], 3, 0.95)).toHaveLength(1);
  });
});

describe('templatesToRetire', () => {
  const t = (faceId: number, origin: StoredTemplate['origin']): StoredTemplate => ({ faceId, origin });
  const stored = [t(1, 'registro'), t(2, 'kiosco'), t(3, 'registro'), t(4, 'kiosco')];

  it('retires nothing while the new ones fit', () => {
    expect(templatesToRetire(stored, 1, 5, false)).toEqual([]);
    expect(templatesToRetire([], 5, 5, true)).toEqual([]);
  });

  it('retires the oldest kiosk templates first, then (an administrator enrolling) the oldest', () => {
    expect(templatesToRetire(stored, 2, 5, true)).toEqual([2]);
    expect(templatesToRetire(stored, 3, 5, true)).toEqual([2, 4]);
    expect(templatesToRetire(stored, 4, 5, true)).toEqual([2, 4, 1]);
    expect(templatesToRetire(stored, 2, 5, false)).toEqual([2]);
  });

  it('an automatic change never retires an enrolled template: it does not fit', () => {
    const enrolled = [1, 2, 3, 4, 5].map((id) => t(id, 'registro'));
    expect(templatesToRetire(enrolled, 1, 5, false)).toBeUndefined();
    expect(templatesToRetire(stored, 4, 5, false)).toBeUndefined();
  });
});
