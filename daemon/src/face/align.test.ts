import { describe, expect, it } from 'vitest';
import { ALIGNED_SIZE, ARCFACE_TEMPLATE, alignFace, applySimilarity, fivePoints, inverseAffine, umeyama, type Similarity } from './align.js';
import type { Point, RgbImage } from './image.js';

const similarity = (scale: number, degrees: number, tx: number, ty: number): Similarity => {
  const r = (degrees * Math.PI) / 180;
  return { a: scale * Math.cos(r), b: scale * Math.sin(r), tx, ty };
};

const src: Point[] = [
  { x: 10, y: 20 },
  { x: 50, y: 22 },
  { x: 31, y: 45 },
  { x: 15, y: 70 },
  { x: 47, y: 69 },
];

describe('umeyama', () => {
  it('recovers a known similarity transform exactly from noiseless points', () => {
    for (const t of [similarity(1, 0, 0, 0), similarity(2.5, 30, -40, 12), similarity(0.4, -75, 100, -3), similarity(1.3, 179, 5, 5)]) {
      const dst = src.map((p) => applySimilarity(t, p));
      const got = umeyama(src, dst);
      expect(got.a).toBeCloseTo(t.a, 9);
      expect(got.b).toBeCloseTo(t.b, 9);
      expect(got.tx).toBeCloseTo(t.tx, 7);
      expect(got.ty).toBeCloseTo(t.ty, 7);
    }
  });

  it('is the least-squares fit when the points are noisy', () => {
    const t = similarity(1.7, 12, 8, -4);
    const noise = [0.3, -0.2, 0.1, -0.4, 0.25, 0.05, -0.15, 0.35, -0.3, 0.2];
    const dst = src.map((p, i) => {
      const q = applySimilarity(t, p);
      return { x: q.x + (noise[2 * i] as number), y: q.y + (noise[2 * i + 1] as number) };
    });
    const fit = umeyama(src, dst);
    const residual = (s: Similarity) =>
      src.reduce((sum, p, i) => {
        const q = applySimilarity(s, p);
        const d = dst[i] as Point;
        return sum + (q.x - d.x) ** 2 + (q.y - d.y) ** 2;
      }, 0);
    expect(fit.a).toBeCloseTo(t.a, 1);
    expect(fit.b).toBeCloseTo(t.b, 1);
    // No nudge of any parameter does better than the closed form.
    for (const key of ['a', 'b', 'tx', 'ty'] as const) {
      for (const step of [1e-3, -1e-3]) expect(residual({ ...fit, [key]: fit[key] + step })).toBeGreaterThan(residual(fit));
    }
  });

  it('never returns a reflection: mirrored points give a rotation, not a flip', () => {
    const mirrored = src.map((p) => ({ x: -p.x, y: p.y }));
    const t = umeyama(src, mirrored);
    // A similarity of this form always has determinant a^2 + b^2 > 0 (orientation kept).
    expect(t.a * t.a + t.b * t.b).toBeGreaterThan(0);
  });

  it('refuses degenerate input', () => {
    expect(() =>
      umeyama(
        [
          { x: 1, y: 1 },
          { x: 1, y: 1 },
        ],
        [
          { x: 0, y: 0 },
          { x: 2, y: 2 },
        ],
      ),
    ).toThrow();
    expect(() => umeyama(src, src.slice(1))).toThrow();
  });
});

describe('inverseAffine', () => {
  it('maps template points back to the source points', () => {
    const t = similarity(2, -20, 15, 30);
    const m = inverseAffine(t);
    for (const p of src) {
      const q = applySimilarity(t, p);
      expect(m[0] * q.x + m[1] * q.y + m[2]).toBeCloseTo(p.x, 9);
      expect(m[3] * q.x + m[4] * q.y + m[5]).toBeCloseTo(p.y, 9);
    }
  });
});

describe('alignFace', () => {
  /** 68 landmarks whose five alignment points are exactly `five` (every point of a group at the same spot). */
  const landmarksFor = (five: Point[]): Point[] => {
    const pts: Point[] = Array.from({ length: 68 }, () => ({ x: 0, y: 0 }));
    const set = (idx: number[], p: Point) => idx.forEach((i) => (pts[i] = { ...p }));
    set([37, 38, 40, 41], five[0] as Point);
    set([43, 44, 46, 47], five[1] as Point);
    set([30], five[2] as Point);
    set([48, 60], five[3] as Point);
    set([54, 64], five[4] as Point);
    return pts;
  };

  it('takes eye centres from the lids, the nose tip and the mouth corners', () => {
    const pts: Point[] = Array.from({ length: 68 }, (_, i) => ({ x: i, y: 2 * i }));
    const five = fivePoints(pts);
    expect(five[0]).toEqual({ x: (37 + 38 + 40 + 41) / 4, y: (2 * (37 + 38 + 40 + 41)) / 4 });
    expect(five[2]).toEqual({ x: 30, y: 60 });
    expect(five[4]).toEqual({ x: 59, y: 118 });
    expect(() => fivePoints(pts.slice(5))).toThrow();
  });

  it('puts a face drawn at a known similarity onto the ArcFace template', () => {
    // Paint a 300x300 picture with a bright 3x3 dot at each of the five points of a rotated, scaled face.
    const t = similarity(2.2, 25, 60, 20); // template -> picture
    const five = ARCFACE_TEMPLATE.map((p) => applySimilarity(t, p));
    const img: RgbImage = { width: 300, height: 300, data: new Uint8Array(300 * 300 * 3) };
    for (const p of five) {
      for (let dy = -3; dy <= 3; dy++) {
        for (let dx = -3; dx <= 3; dx++) {
          const x = Math.floor(p.x) + dx,
            y = Math.floor(p.y) + dy;
          img.data.fill(255, (y * 300 + x) * 3, (y * 300 + x) * 3 + 3);
        }
      }
    }
    const aligned = alignFace(img, landmarksFor(five));
    expect(aligned.width).toBe(ALIGNED_SIZE);
    expect(aligned.height).toBe(ALIGNED_SIZE);
    for (const p of ARCFACE_TEMPLATE) {
      const i = (Math.floor(p.y) * ALIGNED_SIZE + Math.floor(p.x)) * 3;
      expect(aligned.data[i]).toBeGreaterThan(200);
    }
    // Elsewhere it stays dark.
    expect(aligned.data[(10 * ALIGNED_SIZE + 10) * 3]).toBe(0);
  });
});
