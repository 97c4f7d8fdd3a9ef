import { sleep } from '../../../lib/sleep';

/** A press sends this many frames (the contract takes 2 to MAX_BURST_FRAMES): enough to see a live face move. */
export const BURST_FRAMES = 4;
/** The frames answering a challenge (at most MAX_CHALLENGE_FRAMES): they must catch the head while it turns. */
export const CHALLENGE_FRAMES = 6;

type Options = {
  count: number;
  intervalMs: number;
  /** Wait intervalMs before the first photo too (it follows one already taken). */
  waitFirst?: boolean;
  /** False once the screen is gone: stop taking photos nobody will send. */
  stillWanted: () => boolean;
};

/** `count` photos `intervalMs` apart; null when the camera gave no photo or the screen is gone. */
export async function captureFrames(capture: () => string | null, { count, intervalMs, waitFirst = false, stillWanted }: Options): Promise<string[] | null> {
  const frames: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0 || waitFirst) await sleep(intervalMs);
    if (!stillWanted()) return null;
    const frame = capture();
    if (!frame) return null;
    frames.push(frame);
  }
  return frames;
}
