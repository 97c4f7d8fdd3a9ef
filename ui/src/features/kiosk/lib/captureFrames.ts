import { sleep } from '../../../lib/sleep';

/** A press sends this many frames (the contract takes 2 to MAX_BURST_FRAMES): enough to see a live face move. */
export const BURST_FRAMES = 4;
/** The frames answering a challenge (at most MAX_CHALLENGE_FRAMES): they must catch the head while it turns. */
export const CHALLENGE_FRAMES = 6;

/** The shortest gap between two photos, as a share of the interval: a late photo does not pull the next one onto it. */
const MIN_SPACING = 0.8;

type Options = {
  count: number;
  intervalMs: number;
  /** Wait intervalMs before the first photo too (it follows one already taken). */
  waitFirst?: boolean;
  /** False once the screen is gone: stop taking photos nobody will send. */
  stillWanted: () => boolean;
};

/**
 * `count` photos `intervalMs` apart; null when the camera gave no photo or the screen is gone. The photos keep to a
 * schedule from the start (issue 46): the time a photo takes to encode is not added to every interval (a quarter of a
 * second more per burst on a busy box), yet two photos are never closer than MIN_SPACING of the interval.
 */
export async function captureFrames(capture: () => string | null, { count, intervalMs, waitFirst = false, stillWanted }: Options): Promise<string[] | null> {
  const frames: string[] = [];
  const start = performance.now();
  let last = waitFirst ? start : -Infinity;
  for (let i = 0; i < count; i++) {
    if (i > 0 || waitFirst) {
      const due = Math.max(start + (waitFirst ? i + 1 : i) * intervalMs, last + MIN_SPACING * intervalMs);
      await sleep(Math.max(0, due - performance.now()));
    }
    last = performance.now();
    if (!stillWanted()) return null;
    const frame = capture();
    if (!frame) return null;
    frames.push(frame);
  }
  return frames;
}
