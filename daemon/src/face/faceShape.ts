import { fivePoints } from './align.js';
import { boxWidth, type Box, type Point } from './image.js';

/** The measures of a 68-point shape, in the face's own frame (x along the eye line, y down the face). */
export type ShapeMeasures = {
  /** Distance between the eye centres / box width. */
  eyeDistance: number;
  /** Head roll: angle of the eye line, degrees. */
  rollDeg: number;
  /** Nose tip and mouth centre across the face: 0 = under the left eye, 1 = under the right eye. */
  noseAcross: number;
  mouthAcross: number;
  /** How far below the eye line the nose tip and the mouth centre are, in eye distances. */
  noseDown: number;
  mouthDown: number;
};

export type ShapeLimits = {
  eyeDistance: readonly [min: number, max: number];
  maxRollDeg: number;
  /** A turned head moves the nose tip towards one eye, the mouth much less. */
  noseAcross: readonly [min: number, max: number];
  mouthAcross: readonly [min: number, max: number];
  noseDown: readonly [min: number, max: number];
  mouthDown: readonly [min: number, max: number];
};

export function shapeMeasures(landmarks68: readonly Point[], box: Box): ShapeMeasures {
  const [le, re, nose, ml, mr] = fivePoints(landmarks68) as [Point, Point, Point, Point, Point];
  const dx = re.x - le.x;
  const dy = re.y - le.y;
  const iod = Math.hypot(dx, dy) || 1e-6;
  const ux = dx / iod,
    uy = dy / iod; // along the eye line
  const vx = -uy,
    vy = ux; // down the face
  const mouth = { x: (ml.x + mr.x) / 2, y: (ml.y + mr.y) / 2 };
  const across = (p: Point) => ((p.x - le.x) * ux + (p.y - le.y) * uy) / iod;
  const down = (p: Point) => ((p.x - le.x) * vx + (p.y - le.y) * vy) / iod;
  return {
    eyeDistance: iod / Math.max(1e-6, boxWidth(box)),
    rollDeg: (Math.atan2(dy, dx) * 180) / Math.PI,
    noseAcross: across(nose),
    mouthAcross: across(mouth),
    noseDown: down(nose),
    mouthDown: down(mouth),
  };
}

const within = (x: number, [lo, hi]: readonly [number, number]) => x >= lo && x <= hi;

/**
 * Whether 68 landmarks are laid out like a face for this box: the eyes side by side at a distance in
 * proportion to the box, the nose below them and the mouth below the nose, both between the eyes.
 */
export function plausibleShape(m: ShapeMeasures, l: ShapeLimits): boolean {
  return (
    within(m.eyeDistance, l.eyeDistance) &&
    Math.abs(m.rollDeg) <= l.maxRollDeg &&
    within(m.noseAcross, l.noseAcross) &&
    within(m.mouthAcross, l.mouthAcross) &&
    within(m.noseDown, l.noseDown) &&
    within(m.mouthDown, l.mouthDown) &&
    m.mouthDown > m.noseDown
  );
}
