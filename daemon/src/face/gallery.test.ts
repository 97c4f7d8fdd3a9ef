import { describe, expect, it } from 'vitest';
import { dotRow, Gallery } from './gallery.js';
import { dotsModuleBytes, int8Dots } from './simd-dot.js';
import { wasm } from './wasm.js';

/** Deterministic pseudo-random numbers (mulberry32), so failures reproduce. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const unit = (v: Float32Array) => {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return v.map((x) => x / n);
};
const randomUnit = (next: () => number, dim = 512) => unit(new Float32Array(dim).map(() => next() - 0.5));
/** A unit vector whose dot product with `base` is exactly `cos`. */
const atCos = (base: Float32Array, other: Float32Array, cos: number) => {
  const d = dotRow(other, 0, base, base.length);
  const ortho = unit(other.map((x, i) => x - d * (base[i] as number)));
  return base.map((x, i) => cos * x + Math.sqrt(1 - cos * cos) * (ortho[i] as number));
};

describe('Gallery', () => {
  const next = rng(7);
  const a = randomUnit(next);
  const b = randomUnit(next);
  const c = randomUnit(next);

  it('finds the best employee with the margin to the next *different* employee', () => {
    const g = new Gallery({ initialCapacity: 2 });
    g.add(1, a);
    g.add(1, atCos(a, b, 0.9)); // a second face of employee 1 close to a must not count as "second best"
    g.add(2, atCos(a, c, 0.5));
    const hit = g.search(a)!;
    expect(hit.employeeId).toBe(1);
    expect(hit.score).toBeCloseTo(1, 5);
    expect(hit.secondEmployeeId).toBe(2);
    expect(hit.secondScore).toBeCloseTo(0.5, 5);
    expect(hit.margin).toBeCloseTo(0.5, 5);
    expect(g.size).toBe(3);
    expect(g.capacity).toBeGreaterThanOrEqual(3); // grew by doubling from 2
  });

  it('with one employee the margin is measured against 0', () => {
    const g = new Gallery();
    g.add(4, a);
    expect(g.search(atCos(a, b, 0.6))).toMatchObject({ employeeId: 4, secondEmployeeId: null, secondScore: null });
    expect(g.search(atCos(a, b, 0.6))!.margin).toBeCloseTo(0.6, 5);
    expect(new Gallery().search(a)).toBeUndefined();
  });

  it('removes every face of an employee and keeps the others searchable', () => {
    const g = new Gallery({ initialCapacity: 1 });
    g.add(1, a);
    g.add(2, b);
    g.add(1, atCos(a, c, 0.8));
    g.add(3, c);
    expect(g.countFor(1)).toBe(2);
    expect(g.removeEmployee(1)).toBe(2);
    expect(g.removeEmployee(1)).toBe(0);
    expect(g.size).toBe(2);
    expect(g.search(a)!.employeeId).not.toBe(1);
    expect(g.search(b)).toMatchObject({ employeeId: 2 });
    expect(g.search(c)).toMatchObject({ employeeId: 3 });
    g.clear();
    expect(g.search(a)).toBeUndefined();
  });

  it('breaks ties by the lower employee id, whatever the insertion order', () => {
    for (const order of [
      [9, 3, 5],
      [3, 5, 9],
      [5, 9, 3],
    ]) {
      const g = new Gallery();
      for (const id of order) g.add(id, a);
      expect(g.search(a)).toMatchObject({ employeeId: 3, secondEmployeeId: 5, margin: 0 });
    }
  });

  it('can leave one employee out (the duplicate check at enrolment)', () => {
    const g = new Gallery();
    g.add(1, a);
    g.add(2, atCos(a, b, 0.3));
    expect(g.search(a, { excludeEmployeeId: 1 })).toMatchObject({ employeeId: 2, secondEmployeeId: null });
    expect(g.search(a, { excludeEmployeeId: 1 })!.score).toBeCloseTo(0.3, 5);
  });

  it('says which stored face gave the best score of each of the two employees', () => {
    const g = new Gallery({ initialCapacity: 1 });
    g.add(1, atCos(a, b, 0.5), 11);
    g.add(1, atCos(a, b, 0.8), 12); // employee 1's best template for a probe at a
    g.add(2, atCos(a, c, 0.6), 21);
    g.add(2, atCos(a, c, 0.3), 22);
    expect(g.search(a)).toMatchObject({ employeeId: 1, faceId: 12, secondEmployeeId: 2, secondFaceId: 21 });
    g.add(3, a); // added without an id (not stored)
    expect(g.search(a)).toMatchObject({ employeeId: 3, faceId: 0, secondEmployeeId: 1, secondFaceId: 12 });
    expect(new Gallery().search(a)).toBeUndefined();
    const alone = new Gallery();
    alone.add(4, a, 41);
    expect(alone.search(a)).toMatchObject({ faceId: 41, secondFaceId: null });
  });

  it('removes single stored faces by id; the employee keeps the others', () => {
    const g = new Gallery({ initialCapacity: 1 });
    g.add(1, a, 11);
    g.add(1, atCos(a, b, 0.7), 12);
    g.add(2, b, 21);
    expect(g.removeFaces([11, 99])).toBe(1);
    expect(g.removeFaces([])).toBe(0);
    expect(g.size).toBe(2);
    expect(g.countFor(1)).toBe(1);
    expect(g.search(a)).toMatchObject({ employeeId: 1, faceId: 12 });
    expect(g.search(a)!.score).toBeCloseTo(0.7, 5);
    expect(g.search(b)).toMatchObject({ employeeId: 2, faceId: 21 });
  });

  it('refuses vectors of the wrong size', () => {
    const g = new Gallery();
    expect(() => g.add(1, new Float32Array(10))).toThrow();
    expect(() => g.search(new Float32Array(10))).toThrow();
  });

  it('gives exactly the brute-force answer when the int8 SIMD pre-filter is used', () => {
    const r = rng(42);
    const fast = new Gallery({ prefilterMinRows: 0, initialCapacity: 8 });
    const exact = new Gallery({ prefilterMinRows: Infinity });
    expect(fast.accelerated).toBe(true);
    expect(exact.accelerated).toBe(false);
    const people = Array.from({ length: 300 }, () => randomUnit(r));
    for (let i = 0; i < 3000; i++) {
      const employee = 1 + (i % 300);
      // Several faces per employee, close to that employee's "identity" vector.
      const v = atCos(people[employee - 1] as Float32Array, randomUnit(r), 0.6 + 0.3 * r());
      fast.add(employee, v, i + 1);
      exact.add(employee, v, i + 1);
    }
    fast.removeEmployee(17);
    exact.removeEmployee(17);
    fast.removeFaces([5, 600, 601]);
    exact.removeFaces([5, 600, 601]);
    for (let k = 0; k < 60; k++) {
      const who = people[Math.floor(r() * 300)] as Float32Array;
      const q = k % 3 === 0 ? randomUnit(r) : atCos(who, randomUnit(r), 0.5 + 0.4 * r());
      const opts = k % 5 === 0 ? { excludeEmployeeId: 1 + (k % 300) } : {};
      expect(fast.search(q, opts)).toEqual(exact.search(q, opts));
    }
  });
});

describe('int8 SIMD kernel', () => {
  it('is valid WebAssembly and matches integer arithmetic', () => {
    expect(wasm!.validate(dotsModuleBytes())).toBe(true);
    const memory = new wasm!.Memory({ initial: 2 });
    const dots = int8Dots(memory)!;
    const dim = 64,
      rows = 37;
    const r = rng(3);
    const mat = new Int8Array(memory.buffer, 0, rows * dim);
    const q = new Int16Array(memory.buffer, rows * dim, dim);
    for (let i = 0; i < mat.length; i++) mat[i] = Math.round(r() * 254) - 127;
    for (let i = 0; i < dim; i++) q[i] = Math.round(r() * 8190) - 4095;
    const outByte = rows * dim + dim * 2;
    dots(0, rows * dim, outByte, rows, dim);
    const out = new Int32Array(memory.buffer, outByte, rows);
    for (let row = 0; row < rows; row++) {
      let s = 0;
      for (let i = 0; i < dim; i++) s += (mat[row * dim + i] as number) * (q[i] as number);
      expect(out[row]).toBe(s);
    }
  });
});
