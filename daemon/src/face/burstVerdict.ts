import type { FaceDefaults } from './defaults.js';
import type { Box, Point } from './image.js';
import { largestShift, similarityFit } from './landmarkMotion.js';
import { median } from './median.js';
import { compareScenes, type SceneGrid } from './sceneChange.js';

/** One frame of a burst, as far as liveness is concerned: the model's p(real), the face's 68 landmarks, its box and the frame seen from far. */
export type LivenessFrame = { liveness: number; landmarks: readonly Point[]; box: Box; scene: SceneGrid };

/**
 * - `live`: the passive evidence is strong and the face does not move like a picture: punch.
 * - `spoof`: p(real) under the threshold, or frames that are not one camera's: refuse, no challenge.
 * - `challenge`: uncertain; the person must turn the head before a punch.
 * - `too_close`: the face fills the frames, so their surroundings cannot be compared: refuse, asking to step back.
 */
export type BurstVerdict = {
  verdict: 'live' | 'spoof' | 'challenge' | 'too_close';
  /**
   * Why a burst is not `live`: a low or uncertain p(real), surroundings that change from frame to frame (different
   * pictures), one frame alone, frames not of the kiosk's size, a face filling the frames, frames that are one picture,
   * a face moved as one flat plane.
   */
  why: 'passive_low' | 'passive_uncertain' | 'scene' | 'single_frame' | 'frame_size' | 'too_close' | 'still' | 'planar' | null;
  /** Median p(real) of the frames. */
  liveness: number;
  /** Largest shape change and largest whole-face movement against the first frame (landmarkMotion.ts). */
  residual: number;
  motion: number;
  /** Largest change of the surroundings between consecutive frames (sceneChange.ts); null when there was nothing to compare. */
  sceneChange: number | null;
};

export type CameraCheck = {
  /** Consecutive frames' surroundings differ more than one camera's 250 ms apart do (sceneChange.ts): different pictures. */
  differ: boolean;
  change: number | null;
  /** Every frame is as wide as the kiosk's camera takes them, and not longer than `maxAspect` one way. */
  kioskSized: boolean;
  /** Every consecutive pair left enough of the picture outside the faces to be compared (`sceneMinShare`). */
  comparable: boolean;
};

/** Whether a frame has the kiosk camera's width and a camera's proportions (FACE_DEFAULTS.liveness.burst.frameWidth). */
function kioskSized(scene: SceneGrid, limits: FaceDefaults['liveness']['burst']): boolean {
  const { width, height } = scene;
  return width === limits.frameWidth && height * limits.maxAspect >= width && height <= width * limits.maxAspect;
}

/** What the surroundings of the frames say about them being one kiosk camera's (issue 26 item 5, issue 39). */
export function oneCamera(frames: readonly LivenessFrame[], limits: FaceDefaults['liveness']): CameraCheck {
  const { largest, allCompared } = compareScenes(frames, limits.burst.sceneMinCells, limits.burst.sceneMinShare);
  return {
    differ: largest !== null && largest > limits.burst.sceneMaxChange,
    change: largest,
    kioskSized: frames.every((f) => kioskSized(f.scene, limits.burst)),
    comparable: allCompared,
  };
}

/**
 * Judges the frames of one burst (at least one). A single frame (`{image}`) is no evidence of life (issue 39: masks and
 * a monitor score over 0.95): a spoof under the threshold, otherwise a challenge. Several frames: a median p(real) under
 * the threshold, or surroundings that change as one camera's never do, is a spoof; frames not of the kiosk's size ask
 * for a challenge (their surroundings prove nothing); a face filling the frames is too close; frames that are one
 * picture, or a face moving as one flat plane, or a median under `passAbove` ask for a challenge.
 */
export function judgeBurst(frames: readonly LivenessFrame[], limits: FaceDefaults['liveness']): BurstVerdict {
  const liveness = median(frames.map((f) => f.liveness));
  const first = frames[0];
  if (!first) throw new Error('judgeBurst needs at least one frame');
  if (frames.length === 1) {
    const why = liveness < limits.realThreshold ? 'passive_low' : 'single_frame';
    return { verdict: why === 'passive_low' ? 'spoof' : 'challenge', why, liveness, residual: 0, motion: 0, sceneChange: null };
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
  const camera = oneCamera(frames, limits);
  const verdict = (v: BurstVerdict['verdict'], why: BurstVerdict['why']): BurstVerdict => ({
    verdict: v,
    why,
    liveness,
    residual,
    motion,
    sceneChange: camera.change,
  });
  if (liveness < limits.realThreshold) return verdict('spoof', 'passive_low');
  if (camera.differ) return verdict('spoof', 'scene');
  if (!camera.kioskSized) return verdict('challenge', 'frame_size');
  if (!camera.comparable) return verdict('too_close', 'too_close');
  if (shift < limits.burst.stillMaxShift) return verdict('challenge', 'still');
  if (motion >= limits.burst.planarMinMotion && residual < limits.burst.planarMaxResidual) return verdict('challenge', 'planar');
  if (liveness < limits.passAbove) return verdict('challenge', 'passive_uncertain');
  return verdict('live', null);
}
