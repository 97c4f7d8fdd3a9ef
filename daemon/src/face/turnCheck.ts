import type { ChallengeAction } from '@reloj/contract/attendance';
import type { Point } from './image.js';
import { yawRatio } from './landmarkMotion.js';

/**
 * Whether the frames show the head turned as asked: the nose must cross the face (yawRatio) by at least `minChange`
 * in the asked direction, from where it was before the challenge (`baselineYaw`) or later, in an earlier frame. The camera's picture is not
 * mirrored: the person's left is the picture's right, where the ratio grows.
 */
export function turnShown(
  baselineYaw: number,
  frames: readonly { landmarks: readonly Point[] }[],
  accion: ChallengeAction,
  minChange: number,
): { shown: boolean; change: number } {
  const sign = accion === 'girar_izquierda' ? 1 : -1;
  // Measured from the furthest the other way so far: a person who had turned a little the other way still counts.
  let from = sign * baselineYaw;
  let change = -Infinity;
  for (const f of frames) {
    const at = sign * yawRatio(f.landmarks);
    change = Math.max(change, at - from);
    from = Math.min(from, at);
  }
  return { shown: change >= minChange, change: Math.round(change * 1000) / 1000 };
}
