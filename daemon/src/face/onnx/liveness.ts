import { boxHeight, cropResize, squareAround, toChw, type Box, type RgbImage } from '../image.js';
import type { ModelRunner } from './pool.js';

const SIZE = 128;

/**
 * The square face box enlarged `scale` times, shrunk if it cannot fit and shifted to stay inside the
 * picture (as the model's reference code does), so the model sees context around the face.
 */
export function livenessCrop(img: RgbImage, box: Box, scale: number): Box {
  const side = boxHeight(box);
  const s = Math.min(scale, img.width / side, img.height / side);
  const c = squareAround(box, side * s);
  const w = c.x2 - c.x1;
  const x1 = Math.min(Math.max(c.x1, 0), img.width - w);
  const y1 = Math.min(Math.max(c.y1, 0), img.height - w);
  return { x1, y1, x2: x1 + w, y2: y1 + w };
}

function softmaxFirst(v: Float32Array): number {
  const max = Math.max(...v);
  let sum = 0;
  for (const x of v) sum += Math.exp(x - max);
  return Math.exp((v[0] as number) - max) / sum;
}

/**
 * fr_liveness: 128x128, raw 0..255 in BGR order (!), softmax over 3 classes; index 0 = real.
 * (`order` exists so a test can show what RGB does: a real face then scores near 0.)
 */
export function createLiveness(run: ModelRunner, scale: number, order: 'bgr' | 'rgb' = 'bgr') {
  return async function liveness(img: RgbImage, box: Box): Promise<number> {
    const crop = cropResize(img, livenessCrop(img, box, scale), SIZE, SIZE, 0);
    const [out] = await run(toChw(crop, 0, 1, order), [1, 3, SIZE, SIZE], ['output']);
    if (!out || out.length !== 3) throw new Error('fr_liveness: unexpected output size');
    return softmaxFirst(out);
  };
}
