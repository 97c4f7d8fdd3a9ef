import { warpAffine, type Affine, type Point, type RgbImage } from './image.js';

/** The standard ArcFace 112x112 positions of: left eye, right eye, nose tip, left and right mouth corners. */
export const ARCFACE_TEMPLATE: readonly Point[] = [
  { x: 38.2946, y: 51.6963 },
  { x: 73.5318, y: 51.5014 },
  { x: 56.0252, y: 71.7366 },
  { x: 41.5493, y: 92.3655 },
  { x: 70.7299, y: 92.2041 },
];

export const ALIGNED_SIZE = 112;

const mean = (pts: readonly Point[], pick: (p: Point) => number, idx: readonly number[]) => idx.reduce((s, i) => s + pick(pts[i] as Point), 0) / idx.length;

/** The five alignment points from the 68-point (iBUG) layout: eye centres (lids), nose tip, mouth corners. */
export function fivePoints(landmarks68: readonly Point[]): Point[] {
  if (landmarks68.length !== 68) throw new Error(`expected 68 landmarks, got ${landmarks68.length}`);
  const at = (idx: number[]): Point => ({ x: mean(landmarks68, (p) => p.x, idx), y: mean(landmarks68, (p) => p.y, idx) });
  return [at([37, 38, 40, 41]), at([43, 44, 46, 47]), at([30]), at([48, 60]), at([54, 64])];
}

/** A similarity transform: dst = s * R(theta) * src + t, as x' = a*x - b*y + tx, y' = b*x + a*y + ty. */
export type Similarity = { a: number; b: number; tx: number; ty: number };

/**
 * Least-squares similarity (rotation, uniform scale, translation) mapping `src` onto `dst` (Umeyama 1991, 2-D).
 * Reflections are excluded, as in Umeyama's method with the determinant correction.
 */
export function umeyama(src: readonly Point[], dst: readonly Point[]): Similarity {
  const n = src.length;
  if (n < 2 || n !== dst.length) throw new Error('umeyama needs at least two matching points');
  let sx = 0,
    sy = 0,
    dx = 0,
    dy = 0;
  for (let i = 0; i < n; i++) {
    const p = src[i] as Point,
      q = dst[i] as Point;
    sx += p.x;
    sy += p.y;
    dx += q.x;
    dy += q.y;
  }
  sx /= n;
  sy /= n;
  dx /= n;
  dy /= n;
  // In 2-D the optimal rotation+scale of the centred points has the closed form below
  // (the SVD solution restricted to proper rotations).
  let dot = 0,
    cross = 0,
    srcVar = 0;
  for (let i = 0; i < n; i++) {
    const p = src[i] as Point,
      q = dst[i] as Point;
    const px = p.x - sx,
      py = p.y - sy,
      qx = q.x - dx,
      qy = q.y - dy;
    dot += px * qx + py * qy;
    cross += px * qy - py * qx;
    srcVar += px * px + py * py;
  }
  if (srcVar === 0) throw new Error('umeyama: source points coincide');
  const a = dot / srcVar;
  const b = cross / srcVar;
  return { a, b, tx: dx - (a * sx - b * sy), ty: dy - (b * sx + a * sy) };
}

export function applySimilarity(t: Similarity, p: Point): Point {
  return { x: t.a * p.x - t.b * p.y + t.tx, y: t.b * p.x + t.a * p.y + t.ty };
}

/** The inverse similarity as a sampling matrix: output (template) pixel -> source pixel. */
export function inverseAffine(t: Similarity): Affine {
  const det = t.a * t.a + t.b * t.b;
  const ia = t.a / det;
  const ib = -t.b / det;
  // inverse: x = ia*(x'-tx) - ib*(y'-ty), y = ib*(x'-tx) + ia*(y'-ty)
  return [ia, -ib, -(ia * t.tx - ib * t.ty), ib, ia, -(ib * t.tx + ia * t.ty)];
}

/** Warps the face so its five points land on the ArcFace template: a 112x112 RGB crop. */
export function alignFace(img: RgbImage, landmarks68: readonly Point[]): RgbImage {
  const t = umeyama(fivePoints(landmarks68), ARCFACE_TEMPLATE);
  return warpAffine(img, inverseAffine(t), ALIGNED_SIZE, ALIGNED_SIZE, 0);
}
