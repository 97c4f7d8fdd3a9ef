import type { ChallengeAction } from '@reloj/contract/attendance';
import type { FaceDefaults } from './defaults.js';
import type { Point } from './image.js';
import { yawRatio } from './landmarkMotion.js';

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Whether the frames show the head turned as asked, and only that (issue 26: a replayed video shaking the head both
 * ways passed either direction). Along the asked direction the nose must cross the face (yawRatio):
 * - steadily: no frame falls back more than `turnMaxBack` from the furthest reached before it (`back`);
 * - ending turned: the last frame at least `turnMinChange` beyond the furthest the other way, counting where it was
 *   before the challenge (`baselineYaw`) (`change`);
 * - with no larger turn the other way first: from the baseline to that furthest point, less than `change`.
 * A person who had turned a little the wrong way still counts. The camera's picture is not mirrored: the person's left
 * is the picture's right, where the ratio grows.
 */
export function turnShown(
  baselineYaw: number,
  frames: readonly { landmarks: readonly Point[] }[],
  accion: ChallengeAction,
  limits: Pick<FaceDefaults['liveness']['challenge'], 'turnMinChange' | 'turnMaxBack'>,
): { shown: boolean; change: number; back: number } {
  const sign = accion === 'girar_izquierda' ? 1 : -1;
  const from = sign * baselineYaw;
  const along = frames.map((f) => sign * yawRatio(f.landmarks));
  let furthest = -Infinity;
  let back = 0;
  for (const at of along) {
    furthest = Math.max(furthest, at);
    back = Math.max(back, furthest - at);
  }
  const start = Math.min(from, ...along);
  const change = (along.at(-1) ?? from) - start;
  const shown = back <= limits.turnMaxBack && change >= limits.turnMinChange && from - start < change;
  return { shown, change: round3(change), back: round3(back) };
}
