import { boxSharpness } from './boxSharpness.js';
import type { FaceDefaults } from './defaults.js';
import type { DetectedFace, FaceEngine } from './engine.js';
import { boxWidth, type RgbImage } from './image.js';
import { boxLuminance, meanLuminance } from './luminance.js';
import { comparableFaces } from './pipeline.js';
import { rankPresented, type Candidate } from './presentedFace.js';

/** What is wrong with a guidance frame, most important first; 'listo' when nothing is. */
export type FramingState = 'sin_rostro' | 'varias_personas' | 'lejos' | 'descentrado' | 'oscuro' | 'borroso' | 'listo';

/** A box as a share of the frame, clipped to it. */
export type FramingBox = { x: number; y: number; width: number; height: number };

/** The measures behind the state, for the benchmark and the tests (never sent: the kiosk needs only the state). */
export type FramingFigures = { faceWidth?: number; centreOffset?: { x: number; y: number }; luminance: number; sharpness?: number };

export type Framing = { state: FramingState; faces: FramingBox[]; figures: FramingFigures };

type Frame = { width: number; height: number };

const clip = (v: number) => Math.min(1, Math.max(0, v));

function normalised(box: DetectedFace, frame: Frame): FramingBox {
  const x1 = clip(box.x1 / frame.width),
    y1 = clip(box.y1 / frame.height);
  const x2 = clip(box.x2 / frame.width),
    y2 = clip(box.y2 / frame.height);
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/**
 * The kiosk's guidance on one small frame, from the detector alone (no landmarks, embedding or liveness): the face
 * being presented is chosen as the check-in chooses it (faces far blurrier than the sharpest are a crowd out of focus,
 * the rest ranked by presentedFace.ts), and a second confident face of comparable size is a second person, as at
 * check-in. Then, one problem at a time: too far, off-centre, too dark, blurred.
 */
export async function assessFraming(engine: FaceEngine, img: RgbImage, defaults: FaceDefaults): Promise<Framing> {
  const { framing: f, presented, detection } = defaults;
  const all: Candidate[] = (await engine.detect(img)).map((box) => ({ box, sharpness: boxSharpness(img, box, presented.sharpness) }));
  const sharpest = Math.max(0, ...all.map((c) => c.sharpness));
  const kept = all.filter((c) => c.sharpness >= presented.minRelativeSharpness * sharpest);
  const primary = rankPresented(kept, img, presented)[0];
  if (!primary) {
    const luminance = meanLuminance(img);
    return { state: luminance < f.minFrameLuminance ? 'oscuro' : 'sin_rostro', faces: [], figures: { luminance } };
  }

  const confident = kept.map((c) => c.box).filter((b) => b.score >= detection.confidentScore);
  const others = comparableFaces(primary.box, confident, detection.comparableFaceArea);
  const faces = [primary.box, ...others].map((b) => normalised(b, img));
  const faceWidth = boxWidth(primary.box) / img.width;
  const centreOffset = {
    x: Math.abs((primary.box.x1 + primary.box.x2) / 2 / img.width - 0.5),
    y: Math.abs((primary.box.y1 + primary.box.y2) / 2 / img.height - 0.5),
  };
  const luminance = boxLuminance(img, primary.box, f.faceInner);
  const figures: FramingFigures = { faceWidth, centreOffset, luminance, sharpness: primary.sharpness };

  const state: FramingState =
    others.length > 0
      ? 'varias_personas'
      : faceWidth < f.minFaceWidth
        ? 'lejos'
        : centreOffset.x > f.maxCentreOffset.x || centreOffset.y > f.maxCentreOffset.y
          ? 'descentrado'
          : luminance < f.minFaceLuminance
            ? 'oscuro'
            : primary.sharpness < f.minSharpness
              ? 'borroso'
              : 'listo';
  return { state, faces, figures };
}
