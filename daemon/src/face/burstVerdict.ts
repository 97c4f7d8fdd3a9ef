import type { FaceDefaults } from './defaults.js';
import type { Box, Point } from './image.js';
import { largestShift, similarityFit } from './landmarkMotion.js';
import { median } from './median.js';
import { largestSceneChange, type SceneGrid } from './sceneChange.js';

/** One frame of a burst, as far as liveness is concerned: the model's p(real), the face's 68 landmarks, its box and the frame seen from far. */
export type LivenessFrame = { liveness: number; landmarks: readonly Point[]; box: Box; scene: SceneGrid };

/**
 * - `live`: the passive evidence is strong and the face does not move like a picture: punch.
 * - `spoof`: p(real) under the threshold, or frames that are not one camera's: refuse, no challenge.
 * - `challenge`: uncertain; the person must turn the head before a punch.
 */
export type BurstVerdict = {
  verdict: 'live' | 'spoof' | 'challenge';
  /**
   * Why a burst is not `live`: a low or uncertain p(real), surroundings that change from frame to frame (different
   * pictures), frames that are one picture, a face moved as one flat plane.
   */
  why: 'passive_low' | 'passive_uncertain' | 'scene' | 'still' | 'planar' | null;
  /** Median p(real) of the frames. */
  liveness: number;
  /** Largest shape change and largest whole-face movement against the first frame (landmarkMotion.ts). */
  residual: number;
  motion: number;
  /** Largest change of the surroundings between consecutive frames (sceneChange.ts); null when there was nothing to compare. */
  sceneChange: number | null;
};

/** Whether consecutive frames' surroundings differ more than one camera's 250 ms apart do (sceneChange.ts): different pictures. */
export function notOneCamera(frames: readonly LivenessFrame[], limits: FaceDefaults['liveness']): { differ: boolean; change: number | null } {
  const change = largestSceneChange(frames, limits.burst.sceneMinCells);
  return { differ: change !== null && change > limits.burst.sceneMaxChange, change };
}

/**
 * Judges the frames of one burst (at least one). A single frame (`{image}`) is judged on p(real) alone: a spoof under
 * the threshold, live only when clearly so (`passAbove`), else a challenge. Several frames: a median p(real) under the
 * threshold, or surroundings that change as one camera's never do, is a spoof; frames that are one picture, or a face
 * moving as one flat plane, or a median under `passAbove` ask for a challenge.
 */
export function judgeBurst(frames: readonly LivenessFrame[], limits: FaceDefaults['liveness']): BurstVerdict {
  const liveness = median(frames.map((f) => f.liveness));
  const first = frames[0];
  if (!first) throw new Error('judgeBurst needs at least one frame');
  if (frames.length === 1) {
    const single = (verdict: BurstVerdict['verdict'], why: BurstVerdict['why']): BurstVerdict => ({
      verdict,
      why,
      liveness,
      residual: 0,
      motion: 0,
      sceneChange: null,
    });
    if (liveness < limits.realThreshold) return single('spoof', 'passive_low');
    return liveness < limits.passAbove ? single('challenge', 'passive_uncertain') : single('live', null);
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
  const scene = notOneCamera(frames, limits);
  const verdict = (v: BurstVerdict['verdict'], why: BurstVerdict['why']): BurstVerdict => ({
    verdict: v,
    why,
    liveness,
    residual,
    motion,
    sceneChange: scene.change,
  });
  if (liveness < limits.realThreshold) return verdict('spoof', 'passive_low');
  if (scene.differ) return verdict('spoof', 'scene');
  if (shift < limits.burst.stillMaxShift) return verdict('challenge', 'still');
  if (motion >= limits.burst.planarMinMotion && residual < limits.burst.planarMaxResidual) return verdict('challenge', 'planar');
  if (liveness < limits.passAbove) return verdict('challenge', 'passive_uncertain');
  return verdict('live', null);
}
