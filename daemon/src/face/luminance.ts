import type { Region } from './blur.js';
import type { Box, RgbImage } from './image.js';

/** Mean luma (ITU-R BT.601, 0..255) inside `region` of the image ([x1, y1, x2, y2) in pixels, clipped); the whole image without one. */
export function meanLuminance(img: RgbImage, region?: Region): number {
  const [rx1, ry1, rx2, ry2] = region ?? [0, 0, img.width, img.height];
  const x1 = Math.max(0, Math.floor(rx1)),
    y1 = Math.max(0, Math.floor(ry1));
  const x2 = Math.min(img.width, Math.ceil(rx2)),
    y2 = Math.min(img.height, Math.ceil(ry2));
  if (x2 <= x1 || y2 <= y1) return 0;
  const d = img.data;
  let sum = 0;
  for (let y = y1; y < y2; y++) {
    for (let i = (y * img.width + x1) * 3, end = (y * img.width + x2) * 3; i < end; i += 3) {
      sum += 0.299 * (d[i] as number) + 0.587 * (d[i + 1] as number) + 0.114 * (d[i + 2] as number);
    }
  }
  return sum / ((x2 - x1) * (y2 - y1));
}

/** Mean luma of the central `inner` share of a detector box: the face itself, not the wall or window behind it. */
export function boxLuminance(img: RgbImage, box: Box, inner: number): number {
  const cx = (box.x1 + box.x2) / 2,
    cy = (box.y1 + box.y2) / 2;
  const hw = ((box.x2 - box.x1) * inner) / 2,
    hh = ((box.y2 - box.y1) * inner) / 2;
  return meanLuminance(img, [cx - hw, cy - hh, cx + hw, cy + hh]);
}
