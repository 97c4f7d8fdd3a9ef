import { alignFace } from './align.js';
import { laplacianVariance } from './blur.js';
import { decodeImage } from './decode.js';
import { FACE_DEFAULTS, type FaceDefaults } from './defaults.js';
import type { DetectedFace, FaceEngine } from './engine.js';
import { boxHeight, boxWidth, type Point, type RgbImage } from './image.js';
import { meanLuminance } from './luminance.js';
import type { PhotoProblem } from './outcome.js';
import { selectPresentedFace } from './presentedFace.js';
import { sceneGrid, type SceneGrid } from './sceneChange.js';
import { loadSharp } from './sharpLoader.js';

export type AnalyzeMode = 'enroll' | 'identify';

export type AnalyzedFace = {
  /** L2-normalised, 512 values. */
  embedding: Float32Array;
  /** 0..1: detector confidence x size factor x sharpness factor (see FACE_DEFAULTS.quality). */
  quality: number;
  sharpness: number;
  /** p(real) from the liveness model. */
  liveness: number;
  box: DetectedFace;
  /** The 68 landmarks of the chosen face, in image pixels (alignment, and the motion of a burst: landmarkMotion.ts). */
  landmarks: Point[];
  /** How many confident faces the photo holds, the analysed one included; faces out of focus or not face-shaped are left out (presentedFace.ts). */
  faceCount: number;
  /** The whole frame seen from far (sceneChange.ts): the frames of one burst must share their surroundings. */
  scene: SceneGrid;
  /** The aligned 112x112 face; `alignedJpeg` only in enrol mode (it is stored). */
  aligned: RgbImage;
  alignedJpeg?: Buffer;
};

export type AnalyzeResult = { ok: true; face: AnalyzedFace } | ({ ok: false } & PhotoProblem);

const side = (b: DetectedFace) => Math.min(boxWidth(b), boxHeight(b));
const area = (b: DetectedFace) => boxWidth(b) * boxHeight(b);

/**
 * The other confident faces as large as `share` of the primary face's area or larger: a second person
 * at the kiosk, not someone far behind (see FACE_DEFAULTS.detection.comparableFaceArea).
 */
export function comparableFaces(primary: DetectedFace, confident: readonly DetectedFace[], share: number): DetectedFace[] {
  return confident.filter((f) => f !== primary && area(f) >= share * area(primary));
}

/** Quality in 0..1 from the detector score, the face size and the sharpness, each capped at its "good" level. */
export function faceQuality(score: number, sidePx: number, sharpness: number, d: FaceDefaults['quality']): number {
  const q = score * Math.min(1, sidePx / d.goodSidePx) * Math.min(1, sharpness / d.goodSharpness);
  return Math.round(q * 1000) / 1000;
}

/**
 * decode -> detect (letterboxed retry inside the detector) -> the presented face (presentedFace.ts: boxes
 * far blurrier than the sharpest or not face-shaped are dropped, the rest ranked) -> refuse no face /
 * several faces (enrolment: any that matters; kiosk: one of comparable size) / too small / too blurred (too dark when
 * the blurred face is also dark) ->
 * 5-point alignment on the landmarks of the chosen face -> embedding and liveness (in parallel), and the frame seen
 * from far (sceneChange.ts).
 * Decoding problems throw Spanish 4xx AppErrors; face problems are returned as typed results.
 */
export async function analyze(
  engine: FaceEngine,
  input: string | Buffer | RgbImage,
  mode: AnalyzeMode,
  defaults: FaceDefaults = FACE_DEFAULTS,
): Promise<AnalyzeResult> {
  const img = typeof input === 'string' || Buffer.isBuffer(input) ? await decodeImage(input, defaults.decode) : input;
  const selection = await selectPresentedFace(engine, img, await engine.detect(img), defaults.presented);
  // Enrolment stores a template: only a confident face will do. The kiosk may use a weaker one
  // (a face at the edge of the frame); the match threshold still protects.
  if (!selection || (mode === 'enroll' && selection.chosen.box.score < defaults.detection.confidentScore)) {
    return { ok: false, reason: 'no_face' };
  }
  const box = selection.chosen.box;
  const confident = selection.kept.map((c) => c.box).filter((f) => f.score >= defaults.detection.confidentScore);

  // A face big enough to be recognised at the kiosk is big enough to make an enrolment photo ambiguous.
  const counted = confident.filter((f) => side(f) >= defaults.quality.identify.minFaceSidePx);
  const faceCount = Math.max(1, counted.length);
  if (mode === 'enroll' && faceCount > 1) return { ok: false, reason: 'multiple_faces', count: faceCount };
  // The kiosk never chooses between two people: it would punch one of them without a word.
  if (mode === 'identify') {
    const others = comparableFaces(box, confident, defaults.detection.comparableFaceArea);
    if (others.length > 0) return { ok: false, reason: 'multiple_faces', count: others.length + 1 };
  }

  const gate = defaults.quality[mode];
  const sidePx = Math.round(side(box));
  if (sidePx < gate.minFaceSidePx) return { ok: false, reason: 'too_small', sidePx, minSidePx: gate.minFaceSidePx };

  // Liveness needs only the box: start it now, on the other core, while alignment and the embedding run.
  const livenessScore = engine.liveness(img, box);
  livenessScore.catch(() => undefined); // awaited below; never an unhandled rejection on an early return

  const aligned = alignFace(img, selection.chosen.landmarks);
  const sharpness = laplacianVariance(aligned, defaults.quality.sharpnessRegion);
  if (sharpness < gate.minSharpness) {
    const luminance = Math.round(meanLuminance(aligned, defaults.quality.sharpnessRegion));
    if (luminance < defaults.quality.minFaceLuminance) return { ok: false, reason: 'too_dark', luminance, minLuminance: defaults.quality.minFaceLuminance };
    return { ok: false, reason: 'blurred', sharpness: Math.round(sharpness), minSharpness: gate.minSharpness };
  }

  const models = Promise.all([engine.embed(aligned), livenessScore, mode === 'enroll' ? encodeJpeg(aligned) : Promise.resolve(undefined)]);
  const scene = sceneGrid(img); // on this thread while the models run on theirs
  const [embedding, liveness, alignedJpeg] = await models;
  const quality = faceQuality(box.score, sidePx, sharpness, defaults.quality);
  return { ok: true, face: { embedding, quality, sharpness, liveness, box, landmarks: selection.chosen.landmarks, faceCount, scene, aligned, alignedJpeg } };
}

export async function encodeJpeg(img: RgbImage, quality = 90): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), {
    raw: { width: img.width, height: img.height, channels: 3 },
  })
    .jpeg({ quality })
    .toBuffer();
}
