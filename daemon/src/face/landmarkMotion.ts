import type { Point } from './image.js';

/**
 * How the 68 iBUG landmarks of one face move between frames. A printed photo or a screen moves as one flat
 * plane: a similarity transform (shift, zoom, in-plane turn) carries one frame's landmarks onto the next with
 * almost no residual. A face turns in depth, talks and blinks: the residual is large. Measured in
 * bench/liveness.ts (see FACE_DEFAULTS.liveness.burst).
 */

const mean = (pts: readonly Point[]): Point => {
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p.x;
    y += p.y;
  }
  return { x: x / pts.length, y: y / pts.length };
};

/** Distance between the centres of the two eyes (points 36-41 and 42-47): the face's own unit of length. */
export function interOcular(pts: readonly Point[]): number {
  const l = mean(pts.slice(36, 42));
  const r = mean(pts.slice(42, 48));
  return Math.hypot(r.x - l.x, r.y - l.y);
}

export type SimilarityFit = {
  /** Mean distance of the fitted points to the reference, in inter-ocular distances: how much the shape changed. */
  residual: number;
  /** How far the face moved as a whole: shift (inter-ocular distances) + |ln zoom| + |in-plane turn| (radians). */
  motion: number;
};

/**
 * Similarity Procrustes of `pts` onto `ref` (translation, rotation, uniform scale; closed form with complex numbers:
 * a = sum(conj(p) r) / sum(|p|^2) on centred points), in the reference's inter-ocular distance.
 */
export function similarityFit(ref: readonly Point[], pts: readonly Point[]): SimilarityFit {
  const mr = mean(ref);
  const mp = mean(pts);
  let re = 0;
  let im = 0;
  let norm = 0;
  for (let i = 0; i < ref.length; i++) {
    const xr = (ref[i] as Point).x - mr.x;
    const yr = (ref[i] as Point).y - mr.y;
    const xp = (pts[i] as Point).x - mp.x;
    const yp = (pts[i] as Point).y - mp.y;
    re += xp * xr + yp * yr;
    im += xp * yr - yp * xr;
    norm += xp * xp + yp * yp;
  }
  const a = norm > 0 ? re / norm : 1;
  const b = norm > 0 ? im / norm : 0;
  let residual = 0;
  for (let i = 0; i < ref.length; i++) {
    const xp = (pts[i] as Point).x - mp.x;
    const yp = (pts[i] as Point).y - mp.y;
    residual += Math.hypot(a * xp - b * yp + mr.x - (ref[i] as Point).x, b * xp + a * yp + mr.y - (ref[i] as Point).y);
  }
  const unit = interOcular(ref) || 1;
  const zoom = Math.hypot(a, b) || 1;
  const shift = Math.hypot(mp.x - mr.x, mp.y - mr.y) / unit;
  return { residual: residual / ref.length / unit, motion: shift + Math.abs(Math.log(zoom)) + Math.abs(Math.atan2(b, a)) };
}

/** The largest distance any landmark moved between the two frames, in the reference's inter-ocular distance (no fit). */
export function largestShift(ref: readonly Point[], pts: readonly Point[]): number {
  let worst = 0;
  for (let i = 0; i < ref.length; i++) {
    worst = Math.max(worst, Math.hypot((pts[i] as Point).x - (ref[i] as Point).x, (pts[i] as Point).y - (ref[i] as Point).y));
  }
  return worst / (interOcular(ref) || 1);
}

/**
 * Where the nose tip (30) sits between the two ends of the jaw line (0 and 16), across the picture: about 0.5 facing
 * the camera; it grows when the person turns to their left (the camera's picture is not mirrored) and falls when they
 * turn to their right. A ratio along one line survives any flat (affine) movement of a photo, so tilting or turning a
 * printed face or a screen leaves it where it was; only a head turning in depth moves it. Measured on the sample video:
 * 0.14..0.68 as the head turns, 0.5-0.6 facing the camera.
 */
export function yawRatio(pts: readonly Point[]): number {
  const left = pts[0] as Point;
  const right = pts[16] as Point;
  const nose = pts[30] as Point;
  const span = right.x - left.x;
  return span === 0 ? 0.5 : (nose.x - left.x) / span;
}
