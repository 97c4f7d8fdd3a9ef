import { boxSharpness } from './boxSharpness.js';
import type { PresentedFaceOptions } from './defaults.js';
import type { DetectedFace, FaceEngine } from './engine.js';
import { plausibleShape, shapeMeasures } from './faceShape.js';
import { boxHeight, boxWidth, type Point, type RgbImage } from './image.js';

/** A detector box and how sharp its inner face is (boxSharpness). */
export type Candidate = { box: DetectedFace; sharpness: number };

export type DropReason = 'blurred' | 'not_a_face';

export type Selection = {
  /** The face being presented, with the landmarks its shape was checked on (reused for alignment). */
  chosen: Candidate & { landmarks: Point[] };
  /** Every box that counts as a face: not far blurrier than the sharpest, and face-shaped (the chosen one included). */
  kept: Candidate[];
  dropped: { box: DetectedFace; reason: DropReason }[];
};

type Frame = { width: number; height: number };

const side = (b: DetectedFace) => Math.min(boxWidth(b), boxHeight(b));

/**
 * How much a box looks like the face being presented: the product of its detector confidence above
 * `scoreFloor` (a 0.75 box is worth a fifth of a 0.99 one), its size against the largest candidate, its
 * closeness to the centre of the frame (1 at the centre, 1 - centreWeight in a corner) and its sharpness
 * against the sharpest candidate (to the power sharpnessWeight).
 */
export function presentedScore(c: Candidate, among: readonly Candidate[], frame: Frame, o: PresentedFaceOptions): number {
  const largest = Math.max(...among.map((a) => side(a.box)));
  const sharpest = Math.max(...among.map((a) => a.sharpness));
  const confidence = Math.max(1e-3, (c.box.score - o.scoreFloor) / (1 - o.scoreFloor));
  const size = largest > 0 ? side(c.box) / largest : 1;
  const dx = ((c.box.x1 + c.box.x2) / 2 - frame.width / 2) / (frame.width / 2);
  const dy = ((c.box.y1 + c.box.y2) / 2 - frame.height / 2) / (frame.height / 2);
  const centre = 1 - o.centreWeight * Math.min(1, Math.hypot(dx, dy) / Math.SQRT2);
  const sharp = sharpest > 0 ? Math.min(1, c.sharpness / sharpest) ** o.sharpnessWeight : 1;
  return confidence * size * centre * sharp;
}

/** The candidates, most likely presented first (ties keep the detector's order). */
export function rankPresented<T extends Candidate>(candidates: readonly T[], frame: Frame, o: PresentedFaceOptions): T[] {
  const scored = candidates.map((c) => ({ c, s: presentedScore(c, candidates, frame, o) }));
  return scored.sort((a, b) => b.s - a.s).map(({ c }) => c);
}

/**
 * Chooses the face a person is presenting among the detector's boxes, instead of the largest one.
 * Boxes far blurrier than the sharpest face-shaped box (a crowd out of focus behind the kiosk) and boxes
 * whose 68 landmarks do not form a face are dropped; the rest are ranked by presentedScore. Landmarks
 * run only on the boxes left after the sharpness cut (at most maxShapeChecks, in parallel); when a box
 * fails the shape check the sharpest box may change, so the cut is made again. Undefined: no face at all.
 */
export async function selectPresentedFace(
  engine: FaceEngine,
  img: RgbImage,
  faces: readonly DetectedFace[],
  o: PresentedFaceOptions,
): Promise<Selection | undefined> {
  const all: Candidate[] = faces.map((box) => ({ box, sharpness: boxSharpness(img, box, o.sharpness) }));
  const landmarks = new Map<Candidate, Point[]>();
  const notFaces = new Set<Candidate>();
  for (;;) {
    const faceLike = all.filter((c) => !notFaces.has(c));
    if (faceLike.length === 0) return undefined;
    const sharpest = Math.max(...faceLike.map((c) => c.sharpness));
    const kept = faceLike.filter((c) => c.sharpness >= o.minRelativeSharpness * sharpest);
    const ranked = rankPresented(kept, img, o);
    const pending = ranked.slice(0, o.maxShapeChecks).filter((c) => !landmarks.has(c));
    if (pending.length === 0) {
      const chosen = ranked[0] as Candidate;
      return {
        chosen: { ...chosen, landmarks: landmarks.get(chosen) as Point[] },
        kept,
        dropped: [
          ...[...notFaces].map((c) => ({ box: c.box, reason: 'not_a_face' as const })),
          ...faceLike.filter((c) => !kept.includes(c)).map((c) => ({ box: c.box, reason: 'blurred' as const })),
        ],
      };
    }
    const shapes = await Promise.all(pending.map((c) => engine.landmarks(img, c.box)));
    pending.forEach((c, i) => {
      const points = shapes[i] as Point[];
      if (plausibleShape(shapeMeasures(points, c.box), o.shape)) landmarks.set(c, points);
      else notFaces.add(c);
    });
  }
}
