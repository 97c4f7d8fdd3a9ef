import { describe, expect, it } from 'vitest';
import { FACE_DEFAULTS } from './defaults.js';
import type { Point } from './image.js';
import { yawRatio } from './landmarkMotion.js';
import { turnShown } from './turnCheck.js';

/** Landmarks where only what yawRatio reads matters: the jaw ends (0, 16) 200 px apart and the nose tip (30) at `yaw`. */
function headAt(yaw: number, shiftX = 0, zoom = 1): { landmarks: Point[] } {
  const pts: Point[] = Array.from({ length: 68 }, () => ({ x: 100 * zoom + shiftX, y: 100 }));
  pts[0] = { x: shiftX, y: 100 };
  pts[16] = { x: 200 * zoom + shiftX, y: 100 };
  pts[30] = { x: 200 * zoom * yaw + shiftX, y: 120 };
  return { landmarks: pts };
}

const limits = FACE_DEFAULTS.liveness.challenge; // turnMinChange 0.12, turnMaxBack 0.1
const heads = (...yaws: number[]) => yaws.map((y) => headAt(y));

describe('turnShown', () => {
  it('reads the nose across the face whatever the shift and zoom of the picture', () => {
    expect(yawRatio(headAt(0.5).landmarks)).toBeCloseTo(0.5);
    expect(yawRatio(headAt(0.3, 57, 1.4).landmarks)).toBeCloseTo(0.3);
  });

  it('sees a turn to the left (the ratio grows) and not to the right, and the other way round', () => {
    const left = [headAt(0.5), headAt(0.6), headAt(0.68)];
    expect(turnShown(0.5, left, 'girar_izquierda', limits)).toEqual({ shown: true, change: 0.18, back: 0 });
    expect(turnShown(0.5, left, 'girar_derecha', limits).shown).toBe(false);
    const right = [headAt(0.47), headAt(0.3), headAt(0.18)];
    expect(turnShown(0.47, right, 'girar_derecha', limits)).toEqual({ shown: true, change: 0.29, back: 0 });
    expect(turnShown(0.47, right, 'girar_izquierda', limits).shown).toBe(false);
  });

  it('does not see a turn in a picture moved as a whole, nor in a turn too small', () => {
    expect(turnShown(0.5, [headAt(0.5, 0), headAt(0.5, 30, 1.1), headAt(0.5, -20, 0.9)], 'girar_izquierda', limits).shown).toBe(false);
    expect(turnShown(0.5, [headAt(0.55), headAt(0.58)], 'girar_izquierda', limits).shown).toBe(false);
  });

  it('counts the turn from the furthest the other way, when the person had started the wrong way', () => {
    expect(turnShown(0.5, [headAt(0.4), headAt(0.45), headAt(0.55)], 'girar_izquierda', limits)).toEqual({ shown: true, change: 0.15, back: 0 });
  });

  it('does not see a turn in frames that shake the head both ways, whichever way was asked (issue 26 item 5)', () => {
    const rightThenLeft = heads(0.47, 0.27, 0.18, 0.5, 0.68);
    expect(turnShown(0.47, rightThenLeft, 'girar_izquierda', limits)).toMatchObject({ shown: false, back: 0.29 });
    expect(turnShown(0.47, rightThenLeft, 'girar_derecha', limits)).toMatchObject({ shown: false, back: 0.5 });
    const leftThenRight = heads(0.5, 0.68, 0.64, 0.44);
    expect(turnShown(0.47, leftThenRight, 'girar_izquierda', limits).shown).toBe(false);
    expect(turnShown(0.47, leftThenRight, 'girar_derecha', limits).shown).toBe(false);
  });

  it('keeps a turn whose head wobbles a little while holding it, but not one that comes back or went further the other way', () => {
    expect(turnShown(0.47, heads(0.3, 0.2, 0.18, 0.24, 0.22), 'girar_derecha', limits)).toEqual({ shown: true, change: 0.25, back: 0.06 });
    expect(turnShown(0.47, heads(0.3, 0.2, 0.18, 0.3, 0.4), 'girar_derecha', limits).shown).toBe(false); // back to the middle
    expect(turnShown(0.5, heads(0.3, 0.32, 0.45), 'girar_izquierda', limits)).toMatchObject({ shown: false, change: 0.15 }); // 0.2 the other way first
  });
});
