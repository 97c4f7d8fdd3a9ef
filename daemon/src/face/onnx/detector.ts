import type { DetectedFace } from '../engine.js';
import { toChw, warpAffine, type Affine, type RgbImage } from '../image.js';
import { nms } from '../nms.js';
import type { ModelRunner } from './pool.js';

export const DETECT_WIDTH = 320;
export const DETECT_HEIGHT = 240;

export type DetectorOptions = { scoreThreshold: number; nmsIou: number };

/** Where the picture sits inside the 320x240 model input: input = scale * image + offset, per axis. */
type Placement = { sx: number; sy: number; ox: number; oy: number };

/** The whole picture stretched to 320x240 (how the model's reference code feeds it). */
const stretch = (img: RgbImage): Placement => ({ sx: DETECT_WIDTH / img.width, sy: DETECT_HEIGHT / img.height, ox: 0, oy: 0 });

/**
 * The picture scaled to fit inside 320x240 with its aspect ratio kept, centred, padded with grey:
 * a tight face crop keeps its shape and gets room around it (leonard/5 is only found this way).
 */
const letterbox = (img: RgbImage): Placement => {
  const s = Math.min(DETECT_WIDTH / img.width, DETECT_HEIGHT / img.height);
  return { sx: s, sy: s, ox: (DETECT_WIDTH - img.width * s) / 2, oy: (DETECT_HEIGHT - img.height * s) / 2 };
};

/** fr_detect: `boxes` are already decoded (x1, y1, x2, y2 in 0..1 of the input), `scores`[.., 1] = p(face). */
export function createDetector(run: ModelRunner, opts: DetectorOptions) {
  async function runAt(img: RgbImage, p: Placement): Promise<DetectedFace[]> {
    const toSource: Affine = [1 / p.sx, 0, -p.ox / p.sx, 0, 1 / p.sy, -p.oy / p.sy];
    const input = warpAffine(img, toSource, DETECT_WIDTH, DETECT_HEIGHT, 127);
    const [scores, boxes] = await run(toChw(input, 127, 128, 'rgb'), [1, 3, DETECT_HEIGHT, DETECT_WIDTH], ['scores', 'boxes']);
    if (!scores || !boxes) return [];
    const found: DetectedFace[] = [];
    const count = boxes.length / 4;
    for (let i = 0; i < count; i++) {
      const score = scores[i * 2 + 1] as number;
      if (score < opts.scoreThreshold) continue;
      const x1 = ((boxes[i * 4] as number) * DETECT_WIDTH - p.ox) / p.sx;
      const y1 = ((boxes[i * 4 + 1] as number) * DETECT_HEIGHT - p.oy) / p.sy;
      const x2 = ((boxes[i * 4 + 2] as number) * DETECT_WIDTH - p.ox) / p.sx;
      const y2 = ((boxes[i * 4 + 3] as number) * DETECT_HEIGHT - p.oy) / p.sy;
      found.push({ x1, y1, x2, y2, score });
    }
    return nms(found, opts.nmsIou);
  }

  return {
    /** Stretched first; when nothing is found, letterboxed (the face then keeps its shape and has room). */
    async detect(img: RgbImage): Promise<DetectedFace[]> {
      const direct = await runAt(img, stretch(img));
      if (direct.length > 0) return direct;
      return runAt(img, letterbox(img));
    },
    runAt,
    stretch,
    letterbox,
  };
}
