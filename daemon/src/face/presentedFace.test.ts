import { describe, expect, it } from 'vitest';
import { ARCFACE_TEMPLATE } from './align.js';
import { boxSharpness } from './boxSharpness.js';
import { FACE_DEFAULTS } from './defaults.js';
import type { DetectedFace, FaceEngine } from './engine.js';
import { plausibleShape, shapeMeasures } from './faceShape.js';
import type { Box, Point, RgbImage } from './image.js';
import { rankPresented, selectPresentedFace, type Candidate } from './presentedFace.js';

const o = FACE_DEFAULTS.presented;

/** 68 points with the five alignment points of the ArcFace template laid on the box (a face shape). */
function templateLandmarks(box: Box): Point[] {
  const s = (box.y2 - box.y1) / 112;
  const pts: Point[] = Array.from({ length: 68 }, () => ({ x: box.x1, y: box.y1 }));
  const put = (idx: number[], p: Point) => idx.forEach((i) => (pts[i] = { x: box.x1 + p.x * s, y: box.y1 + p.y * s }));
  [[37, 38, 40, 41], [43, 44, 46, 47], [30], [48, 60], [54, 64]].forEach((idx, k) => put(idx, ARCFACE_TEMPLATE[k]!));
  return pts;
}

/** The same face upside down: the mouth above the eyes. */
const upsideDown = (box: Box): Point[] => templateLandmarks(box).map((p) => ({ x: p.x, y: box.y1 + box.y2 - p.y }));

function stubEngine(shapeOf: (box: Box) => Point[] = templateLandmarks, calls: Box[] = []): FaceEngine {
  return {
    modelId: 'stub',
    detect: async () => [],
    landmarks: async (_img: RgbImage, box: Box) => {
      calls.push(box);
      return shapeOf(box);
    },
    embed: async () => new Float32Array(512),
    liveness: async () => 1,
    close: async () => undefined,
  };
}

/** Grey noise (sharp everywhere); `blurred` boxes are one flat grey, `faint` ones low-contrast noise. */
function picture(w: number, h: number, blurred: Box[] = [], faint: Box[] = []): RgbImage {
  let seed = 7;
  const data = new Uint8Array(w * h * 3);
  const inside = (boxes: Box[], x: number, y: number) => boxes.some((b) => x >= b.x1 && x < b.x2 && y >= b.y1 && y < b.y2);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const noise = (seed = (seed * 16807) % 2147483647) & 0xff;
      const v = inside(blurred, x, y) ? 120 : inside(faint, x, y) ? 120 + (noise >> 4) : noise;
      data.fill(v, (y * w + x) * 3, (y * w + x) * 3 + 3);
    }
  }
  return { width: w, height: h, data };
}

const face = (x: number, y: number, side: number, score = 0.99): DetectedFace => ({ x1: x, y1: y, x2: x + side, y2: y + side, score });
const candidate = (box: DetectedFace, sharpness = 500): Candidate => ({ box, sharpness });

describe('rankPresented', () => {
  const frame = { width: 1280, height: 720 };

  it('prefers the sharp face to a larger, equally confident but blurred box', () => {
    const blurredBig = candidate(face(800, 100, 220), 20);
    const sharp = candidate(face(100, 300, 150), 600);
    expect(rankPresented([blurredBig, sharp], frame, o)[0]).toBe(sharp);
  });

  it('prefers the nearer of two sharp people, even off-centre', () => {
    const near = candidate(face(200, 200, 200));
    const far = candidate(face(600, 300, 80));
    expect(rankPresented([far, near], frame, o)[0]).toBe(near);
  });

  it('between two equal faces prefers the one nearer the centre of the frame', () => {
    const corner = candidate(face(0, 0, 150));
    const centre = candidate(face(565, 285, 150));
    expect(rankPresented([corner, centre], frame, o)[0]).toBe(centre);
  });

  it('a large box the detector is unsure of does not beat a confident face', () => {
    const big = candidate(face(0, 0, 500, 0.75));
    const real = candidate(face(600, 100, 150, 0.99));
    const smallReal = candidate(face(900, 100, 100, 0.98));
    expect(rankPresented([big, smallReal, real], frame, o)[0]).toBe(real);
  });
});

describe('plausibleShape', () => {
  it('accepts the template face, refuses one upside down or squeezed into a corner of the box', () => {
    const box = face(100, 100, 112);
    expect(plausibleShape(shapeMeasures(templateLandmarks(box), box), o.shape)).toBe(true);
    expect(plausibleShape(shapeMeasures(upsideDown(box), box), o.shape)).toBe(false);
    const tiny = templateLandmarks(face(100, 100, 20));
    expect(plausibleShape(shapeMeasures(tiny, box), o.shape)).toBe(false); // eyes 6 px apart in a 112 px box
  });
});

describe('boxSharpness', () => {
  it('is high on detail, ~0 on a flat region, and the same figure for a box partly outside the picture', () => {
    const img = picture(300, 200, [{ x1: 150, y1: 0, x2: 300, y2: 200 }]);
    expect(boxSharpness(img, face(20, 20, 100), o.sharpness)).toBeGreaterThan(1000);
    expect(boxSharpness(img, face(180, 20, 100), o.sharpness)).toBeLessThan(1);
    expect(boxSharpness(img, face(200, 150, 100), o.sharpness)).toBeLessThan(1); // clipped, not padded with black
  });
});

describe('selectPresentedFace', () => {
  it('drops boxes far blurrier than the sharpest and keeps its landmarks for alignment', async () => {
    const blurred = [face(300, 40, 160), face(480, 60, 140)];
    const img = picture(640, 360, blurred);
    const sharp = face(60, 150, 120, 0.93);
    const calls: Box[] = [];
    const s = await selectPresentedFace(stubEngine(templateLandmarks, calls), img, [...blurred, sharp], o);
    expect(s?.chosen.box).toBe(sharp);
    expect(s?.kept.map((c) => c.box)).toEqual([sharp]);
    expect(s?.dropped).toEqual(blurred.map((box) => ({ box, reason: 'blurred' })));
    expect(calls).toEqual([sharp]); // no landmark pass on the dropped boxes
    expect(s?.chosen.landmarks).toEqual(templateLandmarks(sharp));
  });

  it('drops a box whose landmarks are not a face; when it was the sharpest, the cut is made again', async () => {
    const blurred = face(400, 100, 150);
    const notAFace = face(60, 60, 200); // full-contrast noise: the sharpest box
    const real = face(300, 20, 60); // faint detail: under minRelativeSharpness of the noise, the sharpest once it is gone
    const img = picture(640, 360, [blurred], [real]);
    expect(boxSharpness(img, real, o.sharpness)).toBeLessThan(o.minRelativeSharpness * boxSharpness(img, notAFace, o.sharpness));
    const engine = stubEngine((b) => (b === notAFace ? upsideDown(b) : templateLandmarks(b)));
    const s = await selectPresentedFace(engine, img, [notAFace, real, blurred], o);
    expect(s?.chosen.box).toBe(real);
    expect(s?.kept.map((c) => c.box)).toEqual([real]);
    expect(s?.dropped).toEqual(
      expect.arrayContaining([
        { box: notAFace, reason: 'not_a_face' },
        { box: blurred, reason: 'blurred' },
      ]),
    );
    expect(await selectPresentedFace(stubEngine(upsideDown), img, [notAFace], o)).toBeUndefined();
    expect(await selectPresentedFace(stubEngine(), img, [], o)).toBeUndefined();
  });

  it('keeps every sharp face, so two people of comparable size are still two', async () => {
    const img = picture(640, 360);
    const a = face(60, 60, 150);
    const b = face(360, 60, 140);
    const s = await selectPresentedFace(stubEngine(), img, [a, b], o);
    expect(s?.kept.map((c) => c.box)).toEqual([a, b]);
    expect(s?.chosen.box).toBe(a);
  });
});
