import { boxHeight, cropResize, squareAround, toGray, type Box, type Point, type RgbImage } from '../image.js';
import type { ModelRunner } from './pool.js';

const SIZE = 64;

/** fr_landmark: square crop (side = box height, same centre), 64x64 grey / 256 -> 68 (x, y) in 0..1 of the crop. */
export function createLandmarker(run: ModelRunner) {
  return async function landmarks(img: RgbImage, box: Box): Promise<Point[]> {
    const crop = squareAround(box, boxHeight(box));
    const side = crop.x2 - crop.x1;
    const gray = toGray(cropResize(img, crop, SIZE, SIZE, 0));
    for (let i = 0; i < gray.length; i++) gray[i] = (gray[i] as number) / 256;
    const [out] = await run(gray, [1, 1, SIZE, SIZE], ['output']);
    if (!out || out.length !== 136) throw new Error('fr_landmark: unexpected output size');
    const points: Point[] = [];
    for (let i = 0; i < 68; i++) {
      points.push({ x: crop.x1 + (out[i * 2] as number) * side, y: crop.y1 + (out[i * 2 + 1] as number) * side });
    }
    return points;
  };
}
