import { describe, expect, it } from 'vitest';
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

describe('turnShown', () => {
  it('reads the nose across the face whatever the shift and zoom of the picture', () => {
    expect(yawRatio(headAt(0.5).landmarks)).toBeCloseTo(0.5);
    expect(yawRatio(headAt(0.3, 57, 1.4).landmarks)).toBeCloseTo(0.3);
  });

  it('sees a turn to the left (the ratio grows) and not to the right, and the other way round', () => {
    const left = [headAt(0.5), headAt(0.6), headAt(0.68)];
    expect(turnShown(0.5, left, 'girar_izquierda', 0.12)).toEqual({ shown: true, change: 0.18 });
    expect(turnShown(0.5, left, 'girar_derecha', 0.12).shown).toBe(false);
    const right = [headAt(0.47), headAt(0.3), headAt(0.18)];
    expect(turnShown(0.47, right, 'girar_derecha', 0.12)).toEqual({ shown: true, change: 0.29 });
    expect(turnShown(0.47, right, 'girar_izquierda', 0.12).shown).toBe(false);
  });

  it('does not see a turn in a picture moved as a whole, nor in a turn too small', () => {
    expect(turnShown(0.5, [headAt(0.5, 0), headAt(0.5, 30, 1.1), headAt(0.5, -20, 0.9)], 'girar_izquierda', 0.12).shown).toBe(false);
    expect(turnShown(0.5, [headAt(0.55), headAt(0.58)], 'girar_izquierda', 0.12).shown).toBe(false);
  });

  it('counts the turn from the furthest the other way, when the person had started the wrong way', () => {
    expect(turnShown(0.5, [headAt(0.4), headAt(0.45), headAt(0.55)], 'girar_izquierda', 0.12)).toEqual({ shown: true, change: 0.15 });
  });
});
