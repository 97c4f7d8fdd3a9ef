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

/** One camera's 640x480 frame seen from far, the same grey everywhere (sceneChange.ts: a 32x24 grid). */
const scene = (grey = 120) => ({ width: 640, height: 480, grey: new Float32Array(32 * 24).fill(grey) });
const box = { x1: 250, y1: 150, x2: 390, y2: 320 };
const frames = (liveness: number, shapes: Point[][]): LivenessFrame[] => shapes.map((landmarks) => ({ liveness, landmarks, box, scene: scene() }));

describe('judgeBurst', () => {
  const base = faceShape();

  it('judges one frame on p(real) alone: live only when clearly so, a challenge when uncertain (issue 26 item 6)', () => {
    expect(judgeBurst(frames(0.96, [base]), limits)).toMatchObject({ verdict: 'live', why: null });
    expect(judgeBurst(frames(0.925, [base]), limits)).toMatchObject({ verdict: 'challenge', why: 'passive_uncertain' });
    expect(judgeBurst(frames(0.3, [base]), limits)).toMatchObject({ verdict: 'spoof', why: 'passive_low' });
  });

  it("calls frames whose surroundings change as one camera's never do a spoof, however live they look (issue 26 item 5)", () => {
    const shapes = [base, moved(reshaped(base, 0.5), 4, 2, 1.02, 1), moved(reshaped(base, 1), 8, 4, 1.04, 2)];
    const sameRoom = frames(0.99, shapes);
    expect(judgeBurst(sameRoom, limits)).toMatchObject({ verdict: 'live', sceneChange: 0 });
    const otherRooms = sameRoom.map((f, i) => ({ ...f, scene: scene(120 + 40 * i) }));
    expect(judgeBurst(otherRooms, limits)).toMatchObject({ verdict: 'spoof', why: 'scene', sceneChange: 40 });
    const otherSize = sameRoom.map((f, i) => (i === 1 ? { ...f, scene: { ...scene(), width: 480, height: 640 } } : f));
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
