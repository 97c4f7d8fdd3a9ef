import type { FaceDefaults } from './defaults.js';
import type { Point } from './image.js';
import { largestShift, similarityFit } from './landmarkMotion.js';

/** One frame of a burst, as far as liveness is concerned: the model's p(real) and the face's 68 landmarks. */
export type LivenessFrame = { liveness: number; landmarks: readonly Point[] };

/**
 * - `live`: the passive evidence is strong and the face does not move like a picture: punch.
 * - `spoof`: p(real) under the threshold: refuse, no challenge.
 * - `challenge`: uncertain; the person must turn the head before a punch.
 */
export type BurstVerdict = {
  verdict: 'live' | 'spoof' | 'challenge';
  /** Why a burst is not `live`: a low or uncertain p(real), frames that are one picture, a face moved as one flat plane. */
  why: 'passive_low' | 'passive_uncertain' | 'still' | 'planar' | null;
  /** Median p(real) of the frames. */
  liveness: number;
  /** Largest shape change and largest whole-face movement against the first frame (landmarkMotion.ts). */
  residual: number;
  motion: number;
};

export const median = (xs: readonly number[]): number => {
  const v = [...xs].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
};

/**
 * Judges the frames of one burst (at least one). A single frame is judged on p(real) alone: the threshold decides,
 * never a challenge (`{image}` keeps its meaning). Several frames: a median p(real) under the threshold is a spoof;
 * frames that are one picture, or a face moving as one flat plane, or a median under `passAbove` ask for a challenge.
 */
export function judgeBurst(frames: readonly LivenessFrame[], limits: FaceDefaults['liveness']): BurstVerdict {
  const liveness = median(frames.map((f) => f.liveness));
  const first = frames[0];
  if (!first) throw new Error('judgeBurst needs at least one frame');
  if (frames.length === 1) {
    const live = liveness >= limits.realThreshold;
    return { verdict: live ? 'live' : 'spoof', why: live ? null : 'passive_low', liveness, residual: 0, motion: 0 };
  }
  let residual = 0;
  let motion = 0;
  let shift = 0;
  for (const frame of frames.slice(1)) {
    const fit = similarityFit(first.landmarks, frame.landmarks);
    residual = Math.max(residual, fit.residual);
    motion = Math.max(motion, fit.motion);
    shift = Math.max(shift, largestShift(first.landmarks, frame.landmarks));
  }
  const verdict = (v: BurstVerdict['verdict'], why: BurstVerdict['why']): BurstVerdict => ({ verdict: v, why, liveness, residual, motion });
  if (liveness < limits.realThreshold) return verdict('spoof', 'passive_low');
  if (shift < limits.burst.stillMaxShift) return verdict('challenge', 'still');
  if (motion >= limits.burst.planarMinMotion && residual < limits.burst.planarMaxResidual) return verdict('challenge', 'planar');
  if (liveness < limits.passAbove) return verdict('challenge', 'passive_uncertain');
  return verdict('live', null);
}
