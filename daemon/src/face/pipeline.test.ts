import { describe, expect, it } from 'vitest';
import { ARCFACE_TEMPLATE } from './align.js';
import { FACE_DEFAULTS } from './defaults.js';
import type { DetectedFace, FaceEngine } from './engine.js';
import type { Box, Point, RgbImage } from './image.js';
import { analyze, faceQuality } from './pipeline.js';

/** A stub engine: the boxes it "detects" are given; landmarks put the template at the box. */
function stubEngine(faces: DetectedFace[], calls: string[] = []): FaceEngine {
  return {
    modelId: 'stub',
    detect: async () => faces,
    landmarks: async (_img: RgbImage, box: Box): Promise<Point[]> => {
      calls.push('landmarks');
      const s = (box.y2 - box.y1) / 112;
      const pts: Point[] = Array.from({ length: 68 }, () => ({ x: box.x1, y: box.y1 }));
      const put = (idx: number[], p: Point) => idx.forEach((i) => (pts[i] = { x: box.x1 + p.x * s, y: box.y1 + p.y * s }));
      [[37, 38, 40, 41], [43, 44, 46, 47], [30], [48, 60], [54, 64]].forEach((idx, k) => put(idx, ARCFACE_TEMPLATE[k]!));
      return pts;
    },
    embed: async () => {
      calls.push('embed');
      return new Float32Array(512).fill(1 / Math.sqrt(512));
    },
    liveness: async () => {
      calls.push('liveness');
      return 0.97;
    },
    close: async () => undefined,
  };
}

const noise = (w: number, h: number): RgbImage => {
  let seed = 1;
  const data = new Uint8Array(w * h * 3).map(() => (seed = (seed * 16807) % 2147483647) & 0xff);
  return { width: w, height: h, data };
};
const flat = (w: number, h: number): RgbImage => ({ width: w, height: h, data: new Uint8Array(w * h * 3).fill(128) });
const face = (x: number, y: number, side: number, score = 0.99): DetectedFace => ({ x1: x, y1: y, x2: x + side, y2: y + side, score });

describe('analyze (with a stub engine)', () => {
  it('returns the embedding, quality, liveness and the aligned 112x112 crop (JPEG only when enrolling)', async () => {
    const calls: string[] = [];
    const r = await analyze(stubEngine([face(50, 50, 200)], calls), noise(400, 400), 'enroll');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.face.embedding).toHaveLength(512);
    expect(r.face.liveness).toBe(0.97);
    expect([r.face.aligned.width, r.face.aligned.height]).toEqual([112, 112]);
    expect(r.face.alignedJpeg?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(r.face.quality).toBeCloseTo(0.99, 3);
    expect(calls.sort()).toEqual(['embed', 'landmarks', 'liveness']);
    const k = await analyze(stubEngine([face(50, 50, 200)]), noise(400, 400), 'identify');
    expect(k.ok && k.face.alignedJpeg).toBeUndefined();
  });

  it('no face; a face only a weak detection found is refused at enrolment, tried at the kiosk', async () => {
    expect(await analyze(stubEngine([]), noise(100, 100), 'identify')).toEqual({ ok: false, reason: 'no_face' });
    const weak = [face(50, 50, 200, 0.8)];
    expect(await analyze(stubEngine(weak), noise(400, 400), 'enroll')).toEqual({ ok: false, reason: 'no_face' });
    expect((await analyze(stubEngine(weak), noise(400, 400), 'identify')).ok).toBe(true);
  });

  it('counts confident faces big enough to matter: several refuse an enrolment', async () => {
    const two = [face(10, 10, 150), face(200, 10, 160)];
    expect(await analyze(stubEngine(two), noise(400, 400), 'enroll')).toEqual({ ok: false, reason: 'multiple_faces', count: 2 });
    // A tiny background face or a weak false box does not make the photo "several people".
    const withNoise = [face(50, 50, 200), face(300, 300, 20), face(260, 20, 120, 0.8)];
    expect((await analyze(stubEngine(withNoise), noise(400, 400), 'enroll')).ok).toBe(true);
  });

  it('at the kiosk, refuses a second confident face of comparable size instead of choosing one', async () => {
    const calls: string[] = [];
    const share = FACE_DEFAULTS.detection.comparableFaceArea;
    const two = [face(10, 10, 150), face(200, 10, 160)];
    expect(await analyze(stubEngine(two, calls), noise(400, 400), 'identify')).toEqual({ ok: false, reason: 'multiple_faces', count: 2 });
    expect(calls).toEqual(['landmarks', 'landmarks']); // only the shape check of each face: refused before embedding and liveness
    // Just at the threshold (by area) still counts; just under it does not.
    const side = 200;
    const at = Math.ceil(side * Math.sqrt(share));
    expect(await analyze(stubEngine([face(0, 0, side), face(250, 0, at)]), noise(500, 300), 'identify')).toMatchObject({ reason: 'multiple_faces' });
    const under = [face(0, 0, side), face(250, 0, at - 2)];
    const k = await analyze(stubEngine(under), noise(500, 300), 'identify');
    expect(k.ok && k.face.box).toEqual(under[0]);
    expect(k.ok && k.face.faceCount).toBe(2);
    // A weak false box as big as the face is not a second person.
    expect((await analyze(stubEngine([face(0, 0, side), face(250, 0, side, 0.8)]), noise(500, 300), 'identify')).ok).toBe(true);
  });

  it('refuses a face smaller than the gate of the mode, before embedding and liveness', async () => {
    const calls: string[] = [];
    const small = [face(10, 10, 50)];
    expect(await analyze(stubEngine(small, calls), noise(200, 200), 'enroll')).toEqual({
      ok: false,
      reason: 'too_small',
      sidePx: 50,
      minSidePx: FACE_DEFAULTS.quality.enroll.minFaceSidePx,
    });
    expect(calls).toEqual(['landmarks']);
    expect((await analyze(stubEngine(small), noise(200, 200), 'identify')).ok).toBe(true); // 50 >= 40 at the kiosk
  });

  it('a sharp face in front of larger, confident but blurred boxes is the one analysed, and alone', async () => {
    // Noise on the left half only: the right half is flat, like a crowd far out of focus.
    const img = noise(600, 300);
    for (let y = 0; y < 300; y++) img.data.fill(128, (y * 600 + 300) * 3, (y * 600 + 600) * 3);
    const sharp = face(60, 80, 120, 0.95);
    const crowd = [face(320, 20, 200, 0.999), face(420, 60, 170, 0.998)];
    for (const mode of ['enroll', 'identify'] as const) {
      const r = await analyze(stubEngine([...crowd, sharp]), img, mode);
      expect(r.ok && r.face.box, mode).toEqual(sharp);
      expect(r.ok && r.face.faceCount, mode).toBe(1);
    }
  });

  it('refuses a blurred face (no detail in the aligned crop)', async () => {
    const r = await analyze(stubEngine([face(50, 50, 200)]), flat(400, 400), 'identify');
    expect(r).toEqual({ ok: false, reason: 'blurred', sharpness: 0, minSharpness: FACE_DEFAULTS.quality.identify.minSharpness });
  });

  it('quality multiplies the detector score by the size and sharpness factors, each capped at 1', () => {
    const q = FACE_DEFAULTS.quality;
    expect(faceQuality(1, 500, 5000, q)).toBe(1);
    expect(faceQuality(0.9, q.goodSidePx / 2, q.goodSharpness, q)).toBeCloseTo(0.45, 3);
    expect(faceQuality(1, q.goodSidePx, q.goodSharpness / 4, q)).toBeCloseTo(0.25, 3);
  });
});
