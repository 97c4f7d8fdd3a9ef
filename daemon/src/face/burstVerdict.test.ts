import { describe, expect, it } from 'vitest';
import { FACE_DEFAULTS } from './defaults.js';
import { judgeBurst, type LivenessFrame } from './burstVerdict.js';
import type { Point } from './image.js';

const limits = FACE_DEFAULTS.liveness;

/** A 68-point face: a jaw arc, eyes 60 px apart (36-47), a nose (27-35) and a mouth (48-67), centred on (cx, cy). */
function faceShape(cx = 200, cy = 200): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < 17; i++) pts.push({ x: cx - 80 + i * 10, y: cy + 40 * Math.sin((i / 16) * Math.PI) });
  for (let i = 0; i < 10; i++) pts.push({ x: cx - 50 + i * 11, y: cy - 50 });
  for (let i = 0; i < 9; i++) pts.push({ x: cx, y: cy - 40 + i * 6 });
  for (let i = 0; i < 6; i++) pts.push({ x: cx - 30 + 4 * Math.cos((i / 6) * 2 * Math.PI), y: cy - 30 + 2 * Math.sin((i / 6) * 2 * Math.PI) });
  for (let i = 0; i < 6; i++) pts.push({ x: cx + 30 + 4 * Math.cos((i / 6) * 2 * Math.PI), y: cy - 30 + 2 * Math.sin((i / 6) * 2 * Math.PI) });
  for (let i = 0; i < 20; i++) pts.push({ x: cx - 20 + i * 2, y: cy + 30 + (i % 2) * 4 });
  return pts;
}

/** The same points moved as one flat picture: shifted, zoomed and turned in the plane. */
const moved = (pts: Point[], dx: number, dy: number, zoom: number, deg: number): Point[] => {
  const t = (deg * Math.PI) / 180;
  return pts.map((p) => ({ x: zoom * (Math.cos(t) * p.x - Math.sin(t) * p.y) + dx, y: zoom * (Math.sin(t) * p.x + Math.cos(t) * p.y) + dy }));
};

/** The face changing shape: the mouth opens and the nose shifts (a head turning in depth, someone talking). */
const reshaped = (pts: Point[], amount: number): Point[] =>
  pts.map((p, i) => (i >= 48 ? { x: p.x, y: p.y + amount * 25 } : i >= 27 && i <= 35 ? { x: p.x + amount * 30, y: p.y } : p));

/** The kiosk camera's 720x540 frame seen from far, the same grey everywhere (sceneChange.ts: a 32x24 grid). */
const scene = (grey = 120, width = 720, height = 540) => ({ width, height, grey: new Float32Array(32 * 24).fill(grey) });
const box = { x1: 280, y1: 170, x2: 440, y2: 360 };
const frames = (liveness: number, shapes: Point[][]): LivenessFrame[] => shapes.map((landmarks) => ({ liveness, landmarks, box, scene: scene() }));

describe('judgeBurst', () => {
  const base = faceShape();

  it('never passes one frame alone, however high its p(real): a challenge, or a spoof under the threshold (issue 39)', () => {
    expect(judgeBurst(frames(0.999, [base]), limits)).toMatchObject({ verdict: 'challenge', why: 'single_frame' });
    expect(judgeBurst(frames(0.925, [base]), limits)).toMatchObject({ verdict: 'challenge', why: 'single_frame' });
    expect(judgeBurst(frames(0.3, [base]), limits)).toMatchObject({ verdict: 'spoof', why: 'passive_low' });
  });

  it("never passes frames of another size than the kiosk camera's, however live they look: a challenge (issue 39)", () => {
    const shapes = [base, moved(reshaped(base, 0.5), 4, 2, 1.02, 1), moved(reshaped(base, 1), 8, 4, 1.04, 2)];
    const crops = frames(0.99, shapes).map((f) => ({ ...f, box: { x1: 10, y1: 10, x2: 140, y2: 145 }, scene: scene(120, 150, 150) }));
    expect(judgeBurst(crops, limits)).toMatchObject({ verdict: 'challenge', why: 'frame_size' });
    for (const [width, height] of [
      [640, 480],
      [1280, 720],
      [720, 300],
      [720, 1500],
    ]) {
      const sized = frames(0.99, shapes).map((f) => ({ ...f, scene: scene(120, width, height) }));
      expect(judgeBurst(sized, limits), `${width}x${height}`).toMatchObject({ verdict: 'challenge', why: 'frame_size' });
    }
    // The kiosk's width with any camera's proportions (16:9, 4:3, a portrait camera) is judged on the rest.
    for (const height of [405, 540, 960]) {
      const sized = frames(0.99, shapes).map((f) => ({ ...f, scene: scene(120, 720, height) }));
      expect(judgeBurst(sized, limits), `720x${height}`).toMatchObject({ verdict: 'live', why: null });
    }
  });

  it('refuses a face filling the kiosk frames as too close: nothing around it to compare (issue 39)', () => {
    const shapes = [base, moved(reshaped(base, 0.5), 4, 2, 1.02, 1), moved(reshaped(base, 1), 8, 4, 1.04, 2)];
    const close = frames(0.99, shapes).map((f) => ({ ...f, box: { x1: 60, y1: 20, x2: 660, y2: 540 } }));
    expect(judgeBurst(close, limits)).toMatchObject({ verdict: 'too_close', why: 'too_close' });
    // One frame of the burst that close is enough: that pair cannot be compared.
    const oneClose = frames(0.99, shapes).map((f, i) => (i === 2 ? { ...f, box: { x1: 60, y1: 20, x2: 660, y2: 540 } } : f));
    expect(judgeBurst(oneClose, limits)).toMatchObject({ verdict: 'too_close', why: 'too_close' });
    // Still refused as different pictures when what little is left around the faces changes.
    const otherRooms = close.map((f, i) => ({ ...f, scene: scene(120 + 40 * i) }));
    expect(judgeBurst(otherRooms, limits)).toMatchObject({ verdict: 'spoof', why: 'scene', sceneChange: 40 });
  });

  it("calls frames whose surroundings change as one camera's never do a spoof, however live they look (issue 26 item 5)", () => {
    const shapes = [base, moved(reshaped(base, 0.5), 4, 2, 1.02, 1), moved(reshaped(base, 1), 8, 4, 1.04, 2)];
    const sameRoom = frames(0.99, shapes);
    expect(judgeBurst(sameRoom, limits)).toMatchObject({ verdict: 'live', sceneChange: 0 });
    const otherRooms = sameRoom.map((f, i) => ({ ...f, scene: scene(120 + 40 * i) }));
    expect(judgeBurst(otherRooms, limits)).toMatchObject({ verdict: 'spoof', why: 'scene', sceneChange: 40 });
    const otherSize = sameRoom.map((f, i) => (i === 1 ? { ...f, scene: scene(120, 540, 720) } : f));
    expect(judgeBurst(otherSize, limits)).toMatchObject({ verdict: 'spoof', why: 'scene', sceneChange: Infinity });
  });

  it('calls a burst with a median p(real) under the threshold a spoof, even when it moves like a face', () => {
    const shapes = [base, reshaped(base, 0.5), reshaped(base, 1)];
    const verdict = judgeBurst([...frames(0.99, shapes.slice(0, 1)), ...frames(0.2, shapes.slice(1))], limits);
    expect(verdict).toMatchObject({ verdict: 'spoof', why: 'passive_low', liveness: 0.2 });
  });

  it('asks frames that are one picture for a challenge, however real they look', () => {
    expect(judgeBurst(frames(0.999, [base, base, base, base]), limits)).toMatchObject({ verdict: 'challenge', why: 'still', residual: 0, motion: 0 });
  });

  it('asks a face moving as one flat plane (a photo in the hand) for a challenge', () => {
    const shapes = [base, moved(base, 8, -5, 1.03, 1.5), moved(base, -12, 6, 1.06, -2), moved(base, 5, 10, 1.08, 3)];
    const verdict = judgeBurst(frames(0.99, shapes), limits);
    expect(verdict).toMatchObject({ verdict: 'challenge', why: 'planar' });
    expect(verdict.residual).toBeLessThan(0.001);
    expect(verdict.motion).toBeGreaterThan(limits.burst.planarMinMotion);
  });

  it('passes a face that changes shape while it moves, when p(real) is high; asks when p(real) is only fair', () => {
    const shapes = [base, moved(reshaped(base, 0.5), 4, 2, 1.02, 1), moved(reshaped(base, 1), 8, 4, 1.04, 2)];
    expect(judgeBurst(frames(0.99, shapes), limits)).toMatchObject({ verdict: 'live', why: null });
    expect(judgeBurst(frames(0.9, shapes), limits)).toMatchObject({ verdict: 'challenge', why: 'passive_uncertain' });
  });
});
