import { toGray, type RgbImage } from './image.js';

/** A window of the image: [x1, y1, x2, y2) in pixels. */
export type Region = readonly [x1: number, y1: number, x2: number, y2: number];

/**
 * Sharpness as the variance of the 4-neighbour Laplacian of the grey image (higher = sharper).
 * Measured on the aligned 112x112 face, inside `region` (the inner face, away from any padding),
 * so the figure does not depend on the photo's resolution or framing.
 */
export function laplacianVariance(img: RgbImage, region?: Region): number {
  const { width: w, height: h } = img;
  const [rx1, ry1, rx2, ry2] = region ?? [0, 0, w, h];
  const x1 = Math.max(1, rx1),
    y1 = Math.max(1, ry1);
  const x2 = Math.min(w - 1, rx2),
    y2 = Math.min(h - 1, ry2);
  if (x2 <= x1 || y2 <= y1) return 0;
  const g = toGray(img);
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = y1; y < y2; y++) {
    for (let x = x1; x < x2; x++) {
      const i = y * w + x;
      const lap = (g[i - 1] as number) + (g[i + 1] as number) + (g[i - w] as number) + (g[i + w] as number) - 4 * (g[i] as number);
      sum += lap;
      sumSq += lap * lap;
      n++;
    }
  }
  const m = sum / n;
  return sumSq / n - m * m;
}
